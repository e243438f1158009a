import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@groundtruth/platform/screen-parts';
import { LinkedSubmission } from './linked-submission';
import { filtersFrom, ReviewFilters } from './review-filters';
import { ReviewQueue } from './review-queue';

/**
 * Review Submissions (/dashboard/admin/submissions), for support and admin (DESIGN §4): the
 * pending queue first, filters by review state and task, custody and duplicate checks on every
 * file, single and bulk review. ?submission=<id> opens one submission alone.
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
          {/* Keyed by the filters: a bulk selection belongs to the view it was made in. */}
          <ReviewQueue key={`${filters.status}|${filters.taskId ?? ''}`} filters={filters} />
        </>
      )}
    </section>
  );
}
