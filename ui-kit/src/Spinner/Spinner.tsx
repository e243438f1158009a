import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { SpinnerRing, SpinnerRoot } from './Spinner.styles';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Text announced to screen readers. */
  label?: string;
  /** Visual diameter: small 12px, medium 16px, large 32px. */
  size?: SpinnerSize;
  /**
   * When true the spinner is decorative (aria-hidden, no status role) — use it inside a control
   * that already names its own busy state, such as a loading Button.
   */
  decorative?: boolean;
}

/** An indeterminate progress indicator announced as a status. */
export function Spinner({
  label = 'Loading',
  size = 'medium',
  decorative = false,
  ...rest
}: SpinnerProps) {
  if (decorative) {
    return (
      <SpinnerRoot aria-hidden="true" {...rest}>
        <SpinnerRing data-size={size} />
      </SpinnerRoot>
    );
  }
  return (
    <SpinnerRoot role="status" {...rest}>
      <SpinnerRing data-size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </SpinnerRoot>
  );
}
