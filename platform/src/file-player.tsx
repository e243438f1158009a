/**
 * The player of a submitted file, one for the creator (a moment a reviewer pointed at) and the
 * reviewer (the file they judge): the bytes read through the Storage SDK with the person's
 * credentials (storage.rules let the owner and staff read them), played by the browser's own
 * controls. A video or a recording plays, a picture shows, anything else is offered to download.
 */
import { useEffect, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatMoment } from '@groundtruth/domain/review-reasons';
import { messages } from '@groundtruth/domain/messages';
import { readFileBytes } from './download-file';
import { playerKind, type PlayableFile } from './file-kind';

export { playerKind, type PlayableFile };

const Player = styled.div`
  video,
  img {
    display: block;
    max-width: 100%;
    max-height: var(--gt-player-height, 60vh);
    border-radius: 8px;
  }
`;

/** The file's bytes through the Storage SDK, as a URL to play; let go with the player. */
export function useFileUrl(file: PlayableFile) {
  const url = useQuery({
    queryKey: ['file-url', file.path],
    queryFn: async () =>
      URL.createObjectURL(new Blob([await readFileBytes(file.path)], { type: file.type })),
    staleTime: Infinity,
    gcTime: 0,
  });
  // The URL holds the bytes in memory: let them go with the player.
  useEffect(() => () => (url.data ? URL.revokeObjectURL(url.data) : undefined), [url.data]);
  return url;
}

/**
 * `file` in the browser's player, from `startAt` seconds when given. `mediaRef` receives the
 * video element, whose playhead (currentTime) a reviewer marks a moment at.
 */
export function FilePlayer({
  file,
  startAt,
  mediaRef,
  className,
}: {
  file: PlayableFile;
  /** Seconds to start at (a moment pointed at); from the start when absent. */
  startAt?: number | undefined;
  mediaRef?: Ref<HTMLVideoElement> | undefined;
  className?: string | undefined;
}) {
  const url = useFileUrl(file);
  if (url.isPending) return <p role="status">Loading {file.name}…</p>;
  if (url.isError) return <p role="alert">{messages.failedDownloadFile}</p>;
  const kind = playerKind(file);
  const seconds = startAt ?? 0;
  return (
    <Player className={className}>
      {kind === 'timeline' ? (
        <video
          ref={mediaRef}
          src={startAt === undefined ? url.data : `${url.data}#t=${startAt}`}
          controls
          preload="metadata"
          aria-label={
            startAt === undefined ? file.name : `${file.name} from ${formatMoment(seconds)}`
          }
          onLoadedMetadata={(event) => {
            // The media fragment starts it there; this holds where a browser ignores it.
            if (startAt !== undefined && Math.abs(event.currentTarget.currentTime - seconds) > 0.5)
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
