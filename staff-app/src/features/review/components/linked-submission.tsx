import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { paths } from '@groundtruth/domain/paths';
import { EmptyState, Skeleton, space } from '@groundtruth/ui-kit';
import { Suspense } from 'react';
import { useSubmission } from '../api/get-submission';
import { SubmissionsLoadError } from '../lazy-messages';
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
        <Suspense fallback={null}>
          <SubmissionsLoadError
            onRetry={() => void submission.refetch()}
            retrying={submission.isRefetching}
          />
        </Suspense>
      ) : submission.data ? (
        <SubmissionCard submission={submission.data} />
      ) : (
        <EmptyState title={staffMessages.submissionNotFound} />
      )}
    </>
  );
}
