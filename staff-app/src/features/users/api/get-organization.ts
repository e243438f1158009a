import { useQuery } from '@tanstack/react-query';
import { collections } from '@groundtruth/domain/collections';
import { organizationSchema } from '@groundtruth/domain/organizations';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { usersKeys } from '../users-keys';

/** One organisation (organizations/{id}, which staff may get); null when it does not exist. */
export async function getOrganization(organizationId: string) {
  return fetchDoc(
    await firestore(),
    `${collections.organizations}/${organizationId}`,
    organizationSchema,
  );
}

/**
 * The organisation line of a customer's user card: read once per organisation however many of
 * its people are on the page; a name changes rarely.
 */
export function useOrganization(organizationId: string) {
  return useQuery({
    queryKey: usersKeys.organization(organizationId),
    queryFn: () => getOrganization(organizationId),
    staleTime: 5 * 60_000,
  });
}
