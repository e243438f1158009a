import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { organizationSchema } from '@groundtruth/domain/organizations';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { usersKeys } from '../users-keys';

/** One page of customers' organisations, by name. */
export async function getOrganizations(after: Cursor | null) {
  return fetchPage(await firestore(), screenQueries.organizations(), organizationSchema, after);
}

export const organizationsQuery = () =>
  infiniteQueryOptions({
    queryKey: usersKeys.organizationList(),
    queryFn: ({ pageParam }) => getOrganizations(pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });

/** The Organisations tab's list, a page at a time ("Load more"). */
export function useOrganizations() {
  return useInfiniteQuery(organizationsQuery());
}
