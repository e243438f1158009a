import { useNavigate } from 'react-router-dom';
import { threadLink } from '@groundtruth/domain/thread-links';
import { creatorAppealWords } from '@groundtruth/domain/words/creator/appeal';
import { useWords } from '@groundtruth/platform/i18n';
import { StartThreadDialog } from '@groundtruth/platform/threads/components/start-thread-dialog';

/**
 * The dialog of "Ask about this review": the subject names the task; once the conversation
 * exists, the Messages page opens on it. Loaded when asked for, with the thread schemas.
 */
export default function AskAboutReviewDialog({
  submissionId,
  taskTitle,
  onOpenChange,
}: {
  /** The reviewed submission asked about. */
  submissionId: string;
  /** Its task's title, named in the subject. */
  taskTitle: string;
  /** Called with false when it closes. */
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const w = useWords('creator.appeal', creatorAppealWords);
  return (
    <StartThreadDialog
      open
      onOpenChange={onOpenChange}
      title={w.askAboutReview}
      description={w.askAboutReviewHint}
      initialSubject={w.askAboutReviewSubject(taskTitle)}
      submissionId={submissionId}
      draftKey={`ask-about-review:${submissionId}`}
      onStarted={(threadId) => navigate(threadLink('creator', threadId))}
    />
  );
}
