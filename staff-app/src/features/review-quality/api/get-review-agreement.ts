import { queryOptions, useQuery } from '@tanstack/react-query';
import { screenQueries } from '@groundtruth/domain/queries';
import { foldAgreementWeeks, reviewAgreementSchema } from '@groundtruth/domain/review-agreement';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { reviewQualityKeys } from '../review-quality-keys';

/**
 * The second-opinion weeks from `fromWeek` (ISO, YYYY-Www) on: one query for their shards, each
 * week folded into one matrix.
 */
export async function getReviewAgreement(fromWeek: string) {
  const page = await fetchPage(
    await firestore(),
    screenQueries.reviewAgreementWeeks(fromWeek),
    reviewAgreementSchema,
  );
  return foldAgreementWeeks(page.items);
}

export const reviewAgreementQuery = (fromWeek: string) =>
  queryOptions({
    queryKey: reviewQualityKeys.agreementFrom(fromWeek),
    queryFn: () => getReviewAgreement(fromWeek),
  });

/** Second-opinion agreement per week from `fromWeek`; admins only (`enabled`: the viewer is one). */
export function useReviewAgreement(fromWeek: string, enabled: boolean) {
  return useQuery({ ...reviewAgreementQuery(fromWeek), enabled });
}
