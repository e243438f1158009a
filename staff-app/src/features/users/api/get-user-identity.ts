import { useQuery } from '@tanstack/react-query';
import { collections } from '@groundtruth/domain/entities';
import { identityCheckSchema } from '@groundtruth/domain/identity';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { usersKeys } from '../users-keys';

/** A creator's identity check (one document); null when they never started one. */
export async function getUserIdentity(userId: string) {
  return fetchDoc(
    await firestore(),
    `${collections.identityChecks}/${userId}`,
    identityCheckSchema,
  );
}

/** The identity line of a creator's user card. */
export function useUserIdentity(userId: string) {
  return useQuery({
    queryKey: usersKeys.identity(userId),
    queryFn: () => getUserIdentity(userId),
  });
}
