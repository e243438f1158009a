import { useQuery } from '@tanstack/react-query';
import { collections } from '@groundtruth/domain/collections';
import { taxProfileSchema } from '@groundtruth/domain/tax-forms';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { usersKeys } from '../users-keys';

/** A creator's current tax form, summarised (one document, no number); null before they sign one. */
export async function getUserTaxProfile(userId: string) {
  return fetchDoc(await firestore(), `${collections.taxProfiles}/${userId}`, taxProfileSchema);
}

/** The tax form line of a creator's user card. */
export function useUserTaxProfile(userId: string) {
  return useQuery({
    queryKey: usersKeys.taxProfile(userId),
    queryFn: () => getUserTaxProfile(userId),
  });
}
