import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@groundtruth/ui-kit';
import { threadLink } from '@groundtruth/domain/thread-links';
import { threadScreenMessages as words } from '@groundtruth/domain/thread-screen-messages';

// The dialog (and the thread schemas' zod behind it) loads when asked for, not with the list.
const StartThreadDialog = lazy(() =>
  import('@groundtruth/platform/threads/components/start-thread-dialog').then((m) => ({
    default: m.StartThreadDialog,
  })),
);

export interface AskAboutReviewProps {
  /** The reviewed submission asked about. */
  submissionId: string;
  /** Its task's title, named in the subject. */
  taskTitle: string;
}

/**
 * "Ask about this review": a conversation with the reviewers about one reviewed submission,
 * its subject naming the task; once started, the Messages page opens on it.
 */
export function AskAboutReview({ submissionId, taskTitle }: AskAboutReviewProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Ask about this review
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <StartThreadDialog
            open
            onOpenChange={setOpen}
            title="Ask about this review"
            description="Your question goes to the Groundtruth team with this submission attached; they answer in Messages."
            initialSubject={words.askAboutReviewSubject(taskTitle)}
            submissionId={submissionId}
            onStarted={(threadId) => navigate(threadLink('creator', threadId))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
