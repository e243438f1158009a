import styled from 'styled-components';
import { ProgressBar, colorVars as c, fontSizes } from '@groundtruth/ui-kit';

const Root = styled.div`
  display: grid;
  grid-template-columns: auto 1fr 3.5em;
  align-items: center;
  gap: 8px;
  font-size: ${fontSizes.xs};
  color: ${c.textMuted};
`;

/** Progress of an upload in bytes: a labelled bar with the percentage beside it. */
export function UploadProgress({
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
      <ProgressBar label={label} value={percent} />
      <span aria-hidden="true">{percent}%</span>
    </Root>
  );
}
