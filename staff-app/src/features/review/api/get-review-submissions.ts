import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { collections, submissionSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import type { ListQuery } from '@groundtruth/domain/query-spec';
import { secondOpinionRecordSchema } from '@groundtruth/domain/second-opinion';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDocs, fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { reviewKeys, type ReviewFilters } from '../review-keys';
import { withSecondOpinions } from './join-second-opinions';

/**
 * The bounded, indexed query (domain/queries.ts) behind a choice of filters. The pending queue
 * across tasks runs oldest first, so the overdue ones lead; appeals too, longest waiting first.
 */
export function reviewListQuery({ status, taskId }: ReviewFilters): ListQuery {
  if (status === 'appeals') return screenQueries.openAppeals();
  if (status === 'second_opinions') return screenQueries.secondOpinions();
  if (status === 'fails_requirements') return screenQueries.reviewQueueFailingRequirements();
  if (taskId) {
    return status === 'all'
      ? screenQueries.taskSubmissions(taskId)
      : screenQueries.taskSubmissionsByStatus(taskId, status);
  }
  if (status === 'pending') return screenQueries.reviewQueue();
  return status === 'all'
    ? screenQueries.allSubmissions()
    : screenQueries.submissionsByStatus(status);
}

/**
 * One page of submissions for staff in the query's order, each with its second opinion (which
 * lives apart from the submission: join-second-opinions.ts); `after` is the last one shown. The
 * "Second opinions" view pages through the open second opinions and reads their submissions.
 */
export async function getReviewSubmissions(filters: ReviewFilters, after: Cursor | null) {
  const db = await firestore();
  if (filters.status === 'second_opinions') {
    const page = await fetchPage(db, reviewListQuery(filters), secondOpinionRecordSchema, after);
    const held = await fetchDocs(
      db,
      page.items.map((opinion) => `${collections.submissions}/${opinion.submission_id}`),
      submissionSchema,
    );
    const items = held.flatMap((submission, i) =>
      submission ? [{ ...submission, second_opinion: page.items[i]! }] : [],
    );
    return { items, next: page.next };
  }
  const page = await fetchPage(db, reviewListQuery(filters), submissionSchema, after);
  return { items: await withSecondOpinions(db, page.items), next: page.next };
}

/** The review list page by page ("Load more" reads the next). */
export function reviewSubmissionsQueryOptions(filters: ReviewFilters) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.list(filters),
    queryFn: ({ pageParam }) => getReviewSubmissions(filters, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next ?? undefined,
    // New work arrives from creators at any time: every visit reads the queue afresh.
    staleTime: 0,
  });
}

/** Submissions matching `filters`, for the Review Submissions screen. */
export function useReviewSubmissions(filters: ReviewFilters) {
  return useInfiniteQuery(reviewSubmissionsQueryOptions(filters));
}
