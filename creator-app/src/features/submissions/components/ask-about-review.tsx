import { lazy, Suspense, useState } from 'react';
import { creatorAppealWords } from '@groundtruth/domain/words/creator/appeal';
import { useWords } from '@groundtruth/platform/i18n';
import { Button } from '@groundtruth/ui-kit';

// The dialog, its words and the thread schemas' zod load when asked for, not with the list.
const AskAboutReviewDialog = lazy(() => import('./ask-about-review-dialog'));

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
  const [open, setOpen] = useState(false);
  const w = useWords('creator.appeal', creatorAppealWords);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {w.askAboutReview}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AskAboutReviewDialog
            submissionId={submissionId}
            taskTitle={taskTitle}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
