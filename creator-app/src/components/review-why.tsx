import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { Submission, SubmissionFile } from '@groundtruth/domain/entities';
import { formatMoment, type StoredEvidence } from '@groundtruth/domain/review-reasons';
import { messages } from '@groundtruth/domain/messages';
import { readFileBytes } from '@groundtruth/platform/download-file';
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

const Player = styled.div`
  video,
  img {
    display: block;
    max-width: 100%;
    max-height: 60vh;
    border-radius: 8px;
  }
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
          {open ? <FileAtMoment file={file} seconds={point.at_seconds} /> : null}
        </Dialog>
      ) : null}
    </>
  );
}

/** The file's bytes through the Storage SDK (its owner may read them), as a URL to play. */
function useFileUrl(file: SubmissionFile) {
  const url = useQuery({
    queryKey: ['creator', 'file-url', file.path],
    queryFn: async () =>
      URL.createObjectURL(new Blob([await readFileBytes(file.path)], { type: file.type })),
    staleTime: Infinity,
    gcTime: 0,
  });
  // The URL holds the bytes in memory: let them go with the player.
  useEffect(() => () => (url.data ? URL.revokeObjectURL(url.data) : undefined), [url.data]);
  return url;
}

function FileAtMoment({ file, seconds }: { file: SubmissionFile; seconds: number }) {
  const url = useFileUrl(file);
  const video = useRef<HTMLVideoElement>(null);
  if (url.isPending) return <p role="status">Loading {file.name}…</p>;
  if (url.isError) return <p role="alert">{messages.failedDownloadFile}</p>;
  const kind = file.media?.type ?? file.type.split('/')[0];
  return (
    <Player>
      {kind === 'video' || kind === 'audio' ? (
        <video
          ref={video}
          src={`${url.data}#t=${seconds}`}
          controls
          preload="metadata"
          aria-label={`${file.name} from ${formatMoment(seconds)}`}
          onLoadedMetadata={(event) => {
            // The media fragment starts it there; this holds where a browser ignores it.
            if (Math.abs(event.currentTarget.currentTime - seconds) > 0.5)
              event.currentTarget.currentTime = seconds;
          }}
        />
      ) : kind === 'image' ? (
        <img src={url.data} alt={file.name} />
      ) : (
        <p>
          <a href={url.data} download={file.name}>
            {`Download ${file.name}`}
          </a>
        </p>
      )}
    </Player>
  );
}
