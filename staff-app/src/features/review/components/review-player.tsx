import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { SubmissionFile } from '@groundtruth/domain/entities';
import { formatMoment } from '@groundtruth/domain/review-reasons';
import { FilePlayer, playerKind } from '@groundtruth/platform/file-player';
import {
  Button,
  Select,
  colorVars as c,
  fontSizes,
  formatMegabytes,
  space,
} from '@groundtruth/ui-kit';

const Watch = styled.div`
  display: grid;
  gap: ${space[2]};
  /* Room for the reason and feedback below it in the dialog. */
  --gt-player-height: 40vh;

  p {
    margin: 0;
    font-size: ${fontSizes.xs};
    color: ${c.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

/**
 * The review dialog's player: one of the submission's files in the player the creator has, and
 * Mark this moment, which points the feedback at the playhead (a file without a timeline at
 * 0:00). The marked moment joins the moments below, where the reviewer says what is there.
 */
export function ReviewPlayer({
  files,
  onMark,
  disabled = false,
}: {
  /** The submission's files. */
  files: readonly SubmissionFile[];
  /** Receives the file's index and the playhead in whole seconds. */
  onMark: (fileIndex: number, atSeconds: number) => void;
  /** While the review is being sent. */
  disabled?: boolean;
}) {
  const [index, setIndex] = useState(0);
  // The bytes load when the reviewer asks to watch: a dialog opened to approve reads none.
  const [watching, setWatching] = useState(false);
  const [marked, setMarked] = useState('');
  const media = useRef<HTMLVideoElement>(null);
  const file = files[index];
  if (!file) return null;
  const timeline = playerKind(file) === 'timeline';
  const mark = () => {
    const player = media.current;
    player?.pause();
    const at = timeline && player ? Math.floor(player.currentTime) : 0;
    onMark(index, at);
    setMarked(`Marked ${file.name} at ${formatMoment(at)}: say what is there under Moments.`);
  };
  return (
    <Watch role="group" aria-label="Watch the files">
      {files.length > 1 ? (
        <Select
          label="File to watch"
          options={files.map((f, i) => ({ value: String(i), label: f.name }))}
          value={String(index)}
          onChange={(event) => {
            setIndex(Number(event.target.value));
            setMarked('');
          }}
        />
      ) : null}
      {watching ? (
        <>
          <FilePlayer key={file.path} file={file} mediaRef={media} />
          <Row>
            <Button size="small" variant="outline" disabled={disabled} onClick={mark}>
              Mark this moment
            </Button>
            <p role="status">{marked}</p>
          </Row>
          {timeline ? null : <p>This file has no timeline: a moment in it is at 0:00.</p>}
        </>
      ) : (
        <Row>
          <Button size="small" variant="outline" onClick={() => setWatching(true)}>
            {`Play ${file.name}`}
          </Button>
          <p>{`${formatMegabytes(file.size)}; Mark this moment points your feedback at the playhead.`}</p>
        </Row>
      )}
    </Watch>
  );
}
