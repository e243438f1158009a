import { useState } from 'react';
import styled from 'styled-components';
import type { Submission, SubmissionFile } from '@groundtruth/domain/entities';
import { formatMoment, type StoredEvidence } from '@groundtruth/domain/review-reasons';
import { FilePlayer } from '@groundtruth/platform/file-player';
import { Button, Dialog, colorVars as c, fontSizes, fontWeights } from '@groundtruth/ui-kit';

const Why = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: ${fontSizes.sm};

  p {
    margin: 0;
  }

  .guidance {
    color: ${c.textMuted};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;

const Label = styled.p`
  font-weight: ${fontWeights.semibold};
`;

/**
 * Why a submission was sent back or rejected: the reason's label and guidance as given, and each
 * moment the reviewer pointed at ("at 0:12"), which opens the file at that moment. The notes are
 * shown by the card beside it.
 */
export function ReviewWhy({ submission }: { submission: Submission }) {
  const reason = submission.review_reason;
  if (!reason) return null;
  const evidence = submission.review_evidence ?? [];
  return (
    <Why>
      <Label>{`Reason: ${reason.label}`}</Label>
      <p className="guidance">{reason.guidance}</p>
      {evidence.length ? (
        <ul aria-label="Moments the reviewer pointed at">
          {evidence.map((point, i) => (
            <li key={i}>
              <MomentButton point={point} file={submission.files[point.file_index]} />
              {point.note ? ` ${point.note}` : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Why>
  );
}

/** "at 0:12" in one file: opens it in a player at that moment. */
function MomentButton({
  point,
  file,
}: {
  point: StoredEvidence;
  file: SubmissionFile | undefined;
}) {
  const [open, setOpen] = useState(false);
  const at = `at ${formatMoment(point.at_seconds)}`;
  return (
    <>
      <Button
        size="small"
        variant="ghost"
        aria-label={`Open ${point.file_name} ${at}`}
        disabled={!file}
        onClick={() => setOpen(true)}
      >
        {at}
      </Button>
      {file ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={`${point.file_name} ${at}`}
          description={point.note || undefined}
        >
          {open ? <FilePlayer file={file} startAt={point.at_seconds} /> : null}
        </Dialog>
      ) : null}
    </>
  );
}
