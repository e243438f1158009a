import { queryOptions, useQuery } from '@tanstack/react-query';
import { collections } from '@groundtruth/domain/collections';
import { taxProfileSchema, type TaxProfile } from '@groundtruth/domain/tax-forms';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { paymentKeys } from '../payments-keys';

/** The creator's current tax form, summarised, tax_profiles/{uid}; null until they sign one. */
export async function getTaxProfile(userId: string): Promise<TaxProfile | null> {
  return fetchDoc(await firestore(), `${collections.taxProfiles}/${userId}`, taxProfileSchema);
}

export function taxProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: paymentKeys.taxProfile(userId),
    queryFn: () => getTaxProfile(userId),
    // The expiry job changes it: fresh on each visit.
    staleTime: 0,
  });
}

/** The signed-in creator's tax form on file. */
export function useTaxProfile(userId: string) {
  return useQuery(taxProfileQueryOptions(userId));
}
