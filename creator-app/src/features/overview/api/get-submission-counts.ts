import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount } from '@groundtruth/platform/firestore-queries';
import { reviewStatuses, type ReviewStatus } from '@groundtruth/domain/constants';
import { countQueries } from '@groundtruth/domain/queries';
import { overviewKeys } from '../overview-keys';

export type SubmissionCounts = Record<ReviewStatus, number>;

/** How many of the creator's submissions are in each review state: four aggregation queries. */
export async function getSubmissionCounts(userId: string): Promise<SubmissionCounts> {
  const db = await firestore();
  const counts = await Promise.all(
    reviewStatuses.map((status) =>
      fetchCount(db, countQueries.mySubmissionsByStatus(userId, status)),
    ),
  );
  return Object.fromEntries(
    reviewStatuses.map((status, i) => [status, counts[i] ?? 0]),
  ) as SubmissionCounts;
}

export const submissionCountsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: overviewKeys.submissionCounts(userId),
    queryFn: () => getSubmissionCounts(userId),
  });

/** The overview's submissions-by-review-state cards. */
export function useSubmissionCounts(userId: string) {
  return useQuery(submissionCountsQueryOptions(userId));
}
