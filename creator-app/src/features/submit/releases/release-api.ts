import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/entities';
import { releaseSchema } from '@groundtruth/domain/release-document';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { fetchDocs } from '@groundtruth/platform/firestore-queries';
import { submitKeys } from '../submit-keys';

/** How often a release waiting for its signer is read again, so its status follows the link. */
export const RELEASE_POLL_MS = 3000;

/** The person in frame signs on this phone (signReleaseInPerson). */
export function signReleaseInPerson(input: CallableInput<typeof callables.signReleaseInPerson>) {
  return callLazily((c) => c.signReleaseInPerson, input);
}

/** The person in frame is e-mailed a link to sign on their own device (requestRelease). */
export function requestRelease(input: CallableInput<typeof callables.requestRelease>) {
  return callLazily((c) => c.requestRelease, input);
}

export function useSignReleaseInPerson() {
  return useMutation({ mutationFn: signReleaseInPerson });
}

export function useRequestRelease() {
  return useMutation({ mutationFn: requestRelease });
}

/** The releases by id (firestore.rules: the creator reads their own); a missing one is null. */
export async function getReleases(releaseIds: readonly string[]) {
  const db = await firestore();
  return fetchDocs(
    db,
    releaseIds.map((id) => `${collections.releases}/${id}`),
    releaseSchema,
  );
}

export function releasesQueryOptions(releaseIds: readonly string[]) {
  return queryOptions({
    queryKey: submitKeys.releases(releaseIds),
    queryFn: () => getReleases(releaseIds),
    enabled: releaseIds.length > 0,
    // A new person's release joins the list without the others' statuses blinking out.
    placeholderData: keepPreviousData,
    // Read again while one waits for its signer: their signature (or withdrawal) shows on its own.
    refetchInterval: (query) =>
      query.state.data?.some((release) => release?.status === 'pending') ? RELEASE_POLL_MS : false,
  });
}

/** The releases collected on the Submit screen, followed until signed. */
export function useReleases(releaseIds: readonly string[]) {
  return useQuery(releasesQueryOptions(releaseIds));
}
