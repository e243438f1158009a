import type { CSSProperties, HTMLAttributes } from 'react';
import { ProgressTrack } from './ProgressBar.styles';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Accessible name, e.g. "Upload progress of clip.mp4". */
  label: string;
  /** How far along, 0–100 (clamped). */
  value: number;
  /** What the value means in words, e.g. "$20.00 of $50.00"; screen readers read it. */
  valueText?: string;
  /** Colour of the fill: primary for work under way, success for progress toward a goal. */
  tone?: 'primary' | 'success';
}

/** A determinate progress bar (role=progressbar, 0–100). */
export function ProgressBar({
  label,
  value,
  valueText,
  tone = 'primary',
  style,
  ...rest
}: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, value));
  return (
    <ProgressTrack
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      data-tone={tone}
      style={{ ...style, '--gt-progress': `${percent}%` } as CSSProperties}
      {...rest}
    />
  );
}
