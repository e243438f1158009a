import { useNavigate } from 'react-router-dom';
import { threadLink } from '@groundtruth/domain/thread-links';
import { threadScreenMessages as words } from '@groundtruth/domain/thread-screen-messages';
import { StartThreadDialog } from '@groundtruth/platform/threads/components/start-thread-dialog';

/**
 * The dialog of "Message" / "Message creator": subject (naming the task when it is about a
 * submission) and first message; then the staff's Messages page opens on the conversation.
 * Loaded when asked for, with the thread schemas.
 */
export default function MessageCreatorDialog({
  creatorId,
  creatorName,
  submission,
  onOpenChange,
}: {
  /** The creator written to. */
  creatorId: string;
  /** Their name, in the heading. */
  creatorName: string;
  /** The submission the conversation is about, if any. */
  submission?: { id: string; taskTitle: string };
  /** Called with false when it closes. */
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  return (
    <StartThreadDialog
      open
      onOpenChange={onOpenChange}
      title={`Message ${creatorName}`}
      description="They are told in the bell and by e-mail, and answer in their Messages."
      initialSubject={submission ? words.aboutSubmissionSubject(submission.taskTitle) : ''}
      creatorId={creatorId}
      submissionId={submission?.id}
      draftKey={`message-creator:${creatorId}:${submission?.id ?? ''}`}
      onStarted={(threadId) => navigate(threadLink('staff', threadId))}
    />
  );
}
