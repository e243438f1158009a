import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '@groundtruth/domain/messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { paths } from '@groundtruth/domain/paths';
import { EmptyState, Skeleton, space } from '@groundtruth/ui-kit';
import { LoadError } from '@groundtruth/platform/screen-parts';
import { useSubmission } from '../api/get-submission';
import { SubmissionCard } from './submission-card';

const Back = styled.p`
  margin: 0 0 ${space[4]};
`;

/** One submission opened by its link (a duplicate warning points here), reviewable in place. */
export function LinkedSubmission({ submissionId }: { submissionId: string }) {
  const submission = useSubmission(submissionId);
  return (
    <>
      <Back>
        <Link to={paths.adminSubmissions}>Back to all submissions</Link>
      </Back>
      {submission.isPending ? (
        <Skeleton label="Loading submission" count={1} />
      ) : submission.isError ? (
        <LoadError
          message={messages.failedLoadSubmissions}
          onRetry={() => void submission.refetch()}
          retrying={submission.isRefetching}
        />
      ) : submission.data ? (
        <SubmissionCard submission={submission.data} />
      ) : (
        <EmptyState title={staffMessages.submissionNotFound} />
      )}
    </>
  );
}
