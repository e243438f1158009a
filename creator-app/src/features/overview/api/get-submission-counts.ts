import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { reviewStatuses, type ReviewStatus } from '@groundtruth/domain/constants';
import {
  creatorStatsDocPath,
  creatorStatsSchema,
  submissionStatusCounter,
} from '@groundtruth/domain/stats';
import { overviewKeys } from '../overview-keys';

export type SubmissionCounts = Record<ReviewStatus, number>;

/**
 * How many of the creator's submissions are in each review state: one document,
 * creator_stats/{uid}, kept by the functions, so the reads do not grow with the
 * creator's history as aggregation queries' do. No document yet: no submissions.
 */
export async function getSubmissionCounts(userId: string): Promise<SubmissionCounts> {
  const stats =
    (await fetchDoc(await firestore(), creatorStatsDocPath(userId), creatorStatsSchema)) ??
    creatorStatsSchema.parse({});
  return Object.fromEntries(
    reviewStatuses.map((status) => [status, stats[submissionStatusCounter(status)]]),
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
