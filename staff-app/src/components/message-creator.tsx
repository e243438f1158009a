import { lazy, Suspense, useState } from 'react';
import { Button } from '@groundtruth/ui-kit';

// The dialog, its words and the thread schemas' zod load when asked for, not with the list.
const MessageCreatorDialog = lazy(() => import('./message-creator-dialog'));

export interface MessageCreatorProps {
  /** The button's words: "Message" on a user, "Message creator" on a submission. */
  label: string;
  /** The creator written to. */
  creatorId: string;
  /** Their name, in the dialog's heading. */
  creatorName: string;
  /** The submission the conversation is about, if any (its task named in the subject). */
  submission?: { id: string; taskTitle: string };
}

/**
 * Staff start a conversation with a creator (from their user card, or from a submission in
 * review): subject and first message, then the staff's Messages page opens on it.
 */
export function MessageCreator({ label, creatorId, creatorName, submission }: MessageCreatorProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MessageCreatorDialog
            creatorId={creatorId}
            creatorName={creatorName}
            submission={submission}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
