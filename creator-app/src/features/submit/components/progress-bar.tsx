import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { colorVars as c, fontSizes, radii } from '@groundtruth/ui-kit';

const Root = styled.div`
  display: grid;
  grid-template-columns: auto 1fr 3.5em;
  align-items: center;
  gap: 8px;
  font-size: ${fontSizes.xs};
  color: ${c.textMuted};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${radii.full};
  background: ${c.surfaceSunken};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  width: var(--gt-progress, 0%);
  background: ${c.primary};
  transition: width 120ms linear;
`;

/** A labelled progress bar (role=progressbar, 0–100) with the percentage beside it. */
export function ProgressBar({
  label,
  caption,
  done,
  total,
}: {
  /** Accessible name, e.g. "Upload progress of clip.mp4". */
  label: string;
  /** Visible words before the bar, e.g. "Overall" (the bar keeps `label` as its name). */
  caption?: string;
  /** Bytes done. */
  done: number;
  /** Bytes in all. */
  total: number;
}) {
  const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
  return (
    <Root>
      <span aria-hidden="true">{caption}</span>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        style={{ '--gt-progress': `${percent}%` } as CSSProperties}
      >
        <Fill />
      </Track>
      <span aria-hidden="true">{percent}%</span>
    </Root>
  );
}
