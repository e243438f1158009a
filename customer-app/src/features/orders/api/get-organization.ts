import { queryOptions, useQuery } from '@tanstack/react-query';
import { collections } from '@groundtruth/domain/collections';
import { customerMembershipSchema, organizationSchema } from '@groundtruth/domain/dataset-orders';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { ordersKeys } from '../orders-keys';

/** The organisation a customer orders for: its id and name. */
export interface CustomerOrganization {
  id: string;
  name: string;
}

/**
 * The signed-in customer's organisation: its id from their own users document (the session
 * carries only the role), then its name. Null when the account belongs to none.
 */
export async function getOrganization(userId: string): Promise<CustomerOrganization | null> {
  const db = await firestore();
  const user = await fetchDoc(
    db,
    `${collections.users}/${userId}`,
    customerMembershipSchema.partial(),
  );
  const organizationId = user?.organization_id;
  if (!organizationId) return null;
  const organization = await fetchDoc(
    db,
    `${collections.organizations}/${organizationId}`,
    organizationSchema,
  );
  return { id: organizationId, name: organization?.name ?? '' };
}

export const organizationQuery = (userId: string) =>
  queryOptions({
    queryKey: ordersKeys.organization(userId),
    queryFn: () => getOrganization(userId),
    staleTime: 5 * 60_000,
  });

/** The customer's organisation; every order screen waits for it (its queries filter by it). */
export function useOrganization(userId: string) {
  return useQuery(organizationQuery(userId));
}
