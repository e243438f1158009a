import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { PageHeader } from '@groundtruth/platform/screen-parts';
import { Alert, space } from '@groundtruth/ui-kit';
import { useOverdueCount } from '../api/get-overdue-count';
import { LinkedSubmission } from './linked-submission';
import { filtersFrom, ReviewFilters } from './review-filters';
import { ReviewQueue } from './review-queue';

const Notice = styled.div`
  margin-bottom: ${space[4]};
`;

/** The review queue's overdue work, counted across tasks; nothing while none is overdue. */
function OverdueNotice() {
  const overdue = useOverdueCount();
  if (!overdue.data) return null;
  return (
    <Notice>
      <Alert tone="warning" title={staffMessages.overdueReviews(overdue.data)}>
        They lead the queue, oldest first, each flagged {staffMessages.overdueLabel}.
      </Alert>
    </Notice>
  );
}

/**
 * Review Submissions (/dashboard/admin/submissions), for support and admin: the
 * pending queue first, filters by review state and task, custody and duplicate checks on every
 * file, single and bulk review, overdue work flagged and first, appeals to decide.
 * ?submission=<id> opens one submission alone.
 */
export default function ReviewSubmissionsPage() {
  const [params, setParams] = useSearchParams();
  const linked = params.get('submission');
  const filters = filtersFrom(params);
  return (
    <section>
      <PageHeader
        title="Review Submissions"
        description="Check each file's custody record, then approve, ask for changes or reject."
      />
      {linked ? (
        <LinkedSubmission submissionId={linked} />
      ) : (
        <>
          <ReviewFilters
            filters={filters}
            onChange={(next) => {
              const query = new URLSearchParams();
              if (next.status !== 'pending') query.set('status', next.status);
              if (next.taskId) query.set('taskId', next.taskId);
              setParams(query, { replace: true });
            }}
          />
          {filters.status === 'pending' && !filters.taskId ? <OverdueNotice /> : null}
          {/* Keyed by the filters: a bulk selection belongs to the view it was made in. */}
          <ReviewQueue key={`${filters.status}|${filters.taskId ?? ''}`} filters={filters} />
        </>
      )}
    </section>
  );
}
