import { useEffect } from 'react';
import { Alert, Button, useToast } from '@groundtruth/ui-kit';

/**
 * A list that failed to load: the destructive 'Error' notification (spec §8) once per failed
 * attempt, and an inline alert with Retry where the list would be.
 */
export function LoadError({
  message,
  failedAt,
  onRetry,
  retrying = false,
}: {
  /** The spec's loading failure, e.g. 'Failed to load submissions'. */
  message: string;
  /** When the last attempt failed (TanStack's errorUpdatedAt): each new failure notifies again. */
  failedAt: number;
  /** Loads again. */
  onRetry: () => void;
  /** A retry is under way. */
  retrying?: boolean;
}) {
  useFailureToast(failedAt, message);
  return (
    <Alert
      tone="destructive"
      title={message}
      actions={
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    >
      Check your connection and try again.
    </Alert>
  );
}

/**
 * Raises the destructive 'Error' notification with `message` for each failure, identified by
 * the time it happened (0: none), e.g. a "Load more" that failed while the list stays shown.
 */
export function useFailureToast(failedAt: number, message: string) {
  const { toastError } = useToast();
  useEffect(() => {
    if (failedAt > 0) toastError(message);
  }, [failedAt, message, toastError]);
}
