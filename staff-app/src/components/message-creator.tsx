import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@groundtruth/ui-kit';
import { threadLink } from '@groundtruth/domain/thread-links';

// The dialog (and the thread schemas' zod behind it) loads when asked for, not with the list.
const StartThreadDialog = lazy(() =>
  import('@groundtruth/platform/threads/components/start-thread-dialog').then((m) => ({
    default: m.StartThreadDialog,
  })),
);

export interface MessageCreatorProps {
  /** The button's words: "Message" on a user, "Message creator" on a submission. */
  label: string;
  /** The creator written to. */
  creatorId: string;
  /** Their name, in the dialog's heading. */
  creatorName: string;
  /** The submission the conversation is about, if any. */
  submissionId?: string;
  /** The subject the dialog starts with. */
  initialSubject?: string;
}

/**
 * Staff start a conversation with a creator (from their user card, or from a submission in
 * review): subject and first message, then the staff's Messages page opens on it.
 */
export function MessageCreator({
  label,
  creatorId,
  creatorName,
  submissionId,
  initialSubject,
}: MessageCreatorProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <StartThreadDialog
            open
            onOpenChange={setOpen}
            title={`Message ${creatorName}`}
            description="They are told in the bell and by e-mail, and answer in their Messages."
            initialSubject={initialSubject}
            creatorId={creatorId}
            submissionId={submissionId}
            onStarted={(threadId) => navigate(threadLink('staff', threadId))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
