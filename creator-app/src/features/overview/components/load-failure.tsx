import { useEffect, useRef } from 'react';
import { Alert, Button, useToast } from '@groundtruth/ui-kit';
import { messages } from '@groundtruth/domain/messages';

/**
 * A section that could not load: the destructive 'Error' notification once, and an inline alert
 * with Retry where the content would be.
 */
export function LoadFailure({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { toastError } = useToast();
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    toastError(messages.failedLoadCreatorOverview);
  }, [toastError]);
  return (
    <Alert
      tone="destructive"
      title={messages.failedLoadCreatorOverview}
      actions={
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
