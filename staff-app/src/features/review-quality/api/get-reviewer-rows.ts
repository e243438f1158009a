import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import {
  onProbation,
  reviewerDaySchema,
  reviewerStatsDocPath,
  reviewerStatsSchema,
  summarizeReviewer,
  type ReviewerStats,
  type ReviewerSummary,
} from '@groundtruth/domain/reviewer-stats';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc, fetchDocs, fetchPage } from '@groundtruth/platform/firestore-queries';
import { reviewQualityKeys } from '../review-quality-keys';

/** A reviewer's row: their window's figures, their name, and probation from their totals. */
export interface ReviewerRow extends ReviewerSummary {
  name: string;
  onProbation: boolean;
}

/**
 * The rows of Review quality from `fromDay` on. An admin reads every reviewer's totals (one
 * query), then each reviewer's days (one bounded query each) and name; support read only their
 * own totals and days, as the rules allow. Reviewers with nothing counted in the window are left
 * out; the rows come most decisions first.
 */
export async function getReviewerRows(
  viewer: { uid: string; isAdmin: boolean },
  fromDay: string,
): Promise<ReviewerRow[]> {
  const db = await firestore();
  let reviewers: ReviewerStats[];
  if (viewer.isAdmin) {
    reviewers = (await fetchPage(db, screenQueries.reviewerStats(), reviewerStatsSchema)).items;
  } else {
    const own = await fetchDoc(db, reviewerStatsDocPath(viewer.uid), reviewerStatsSchema);
    reviewers = own ? [own] : [];
  }
  const [days, users] = await Promise.all([
    Promise.all(
      reviewers.map(
        async ({ uid }) =>
          (await fetchPage(db, screenQueries.reviewerDays(uid, fromDay), reviewerDaySchema)).items,
      ),
    ),
    fetchDocs(
      db,
      reviewers.map(({ uid }) => `users/${uid}`),
      userSchema,
    ),
  ]);
  return reviewers
    .map((totals, i) => ({
      ...summarizeReviewer(totals.uid, days[i]!),
      name: users[i]?.name ?? totals.uid,
      onProbation: onProbation(totals),
    }))
    .filter((row) => row.decisions > 0 || row.goldTotal > 0 || row.secondOpinions > 0)
    .sort((a, b) => b.decisions - a.decisions || a.name.localeCompare(b.name));
}

export const reviewerRowsQuery = (viewer: { uid: string; isAdmin: boolean }, fromDay: string) =>
  queryOptions({
    queryKey: reviewQualityKeys.rowsFrom(viewer.uid, fromDay),
    queryFn: () => getReviewerRows(viewer, fromDay),
  });

/** Review quality's rows for `viewer` from `fromDay` (UTC) on. */
export function useReviewerRows(viewer: { uid: string; isAdmin: boolean }, fromDay: string) {
  return useQuery(reviewerRowsQuery(viewer, fromDay));
}
