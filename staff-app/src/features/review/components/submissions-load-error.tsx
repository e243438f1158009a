import { messages } from '@groundtruth/domain/messages';
import { LoadError } from '@groundtruth/platform/screen-parts';

/** The review screen's load failure, with a retry (lazy-messages.ts loads it when needed). */
export default function SubmissionsLoadError({
  onRetry,
  retrying,
}: {
  /** Reads the list or submission again. */
  onRetry: () => void;
  /** Whether a retry is under way. */
  retrying: boolean;
}) {
  return (
    <LoadError message={messages.failedLoadSubmissions} onRetry={onRetry} retrying={retrying} />
  );
}
