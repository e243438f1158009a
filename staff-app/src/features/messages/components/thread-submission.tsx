import { Link } from 'react-router-dom';
import { reviewSubmissionPath } from '@groundtruth/domain/paths';
import { Badge, StatusBadge } from '@groundtruth/ui-kit';
import { useThreadSubmission } from '../api/get-thread-submission';

/**
 * The submission a conversation is about, in the thread's header: its task's title linking to
 * the submission opened alone in Review Submissions, and its decision as it is now (and an open
 * appeal), so support answers knowing where the work stands.
 */
export function ThreadSubmission({
  submissionId,
  taskTitle,
}: {
  /** The submission the conversation is about. */
  submissionId: string;
  /** Its task's title, the link's text. */
  taskTitle: string;
}) {
  const submission = useThreadSubmission(submissionId);
  const data = submission.data;
  return (
    <>
      <Link to={reviewSubmissionPath(submissionId)}>{taskTitle}</Link>
      {data ? (
        <>
          {' '}
          <StatusBadge kind="review" status={data.review_status} />
          {data.appeal_status === 'open' ? (
            <>
              {' '}
              <Badge tone="info">Appeal open</Badge>
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}
