import { queryOptions, useQuery } from '@tanstack/react-query';
import { collections } from '@groundtruth/domain/entities';
import { releaseSchema } from '@groundtruth/domain/release-document';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDocs } from '@groundtruth/platform/firestore-queries';
import { reviewKeys } from '../review-keys';

/** The releases a submission attached, as they stand now (a signer may have withdrawn one). */
export async function getReleases(releaseIds: readonly string[]) {
  const db = await firestore();
  return fetchDocs(
    db,
    releaseIds.map((id) => `${collections.releases}/${id}`),
    releaseSchema,
  );
}

export function releasesQueryOptions(submissionId: string, releaseIds: readonly string[]) {
  return queryOptions({
    queryKey: reviewKeys.releases(submissionId),
    queryFn: () => getReleases(releaseIds),
    enabled: releaseIds.length > 0,
  });
}

/** The releases of the submission on a review card. */
export function useReleases(submissionId: string, releaseIds: readonly string[]) {
  return useQuery(releasesQueryOptions(submissionId, releaseIds));
}
