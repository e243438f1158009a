import { queryOptions, useQuery } from '@tanstack/react-query';
import { collections } from '@groundtruth/domain/entities';
import { identityCheckSchema, type IdentityCheck } from '@groundtruth/domain/identity';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { paymentKeys } from '../payments-keys';

/** While the provider decides, the section looks again this often (ms). */
const PENDING_REFRESH_MS = 5000;

/** The creator's identity check, identity_checks/{uid}; null until they first start one. */
export async function getIdentityCheck(userId: string): Promise<IdentityCheck | null> {
  return fetchDoc(
    await firestore(),
    `${collections.identityChecks}/${userId}`,
    identityCheckSchema,
  );
}

export function identityCheckQueryOptions(userId: string) {
  return queryOptions({
    queryKey: paymentKeys.identity(userId),
    queryFn: () => getIdentityCheck(userId),
    // The provider's webhook changes it while the creator is on its page: fresh on each visit.
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false,
  });
}

/** The signed-in creator's identity check. */
export function useIdentityCheck(userId: string) {
  return useQuery(identityCheckQueryOptions(userId));
}
