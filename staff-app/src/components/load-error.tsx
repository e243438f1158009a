import { useEffect } from 'react';
import { Alert, Button, useToast } from '@groundtruth/ui-kit';

/**
 * A list that failed to load: the destructive 'Error' notification (spec §8) once per failure,
 * and an inline alert with Retry where the list would be.
 */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  /** The spec's loading failure, e.g. 'Failed to load tasks'. */
  message: string;
  /** Loads again. */
  onRetry: () => void;
  /** A retry is under way. */
  retrying?: boolean;
}) {
  const { toastError } = useToast();
  useEffect(() => {
    toastError(message);
  }, [message, toastError]);
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
