import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { userSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { usersKeys } from '../users-keys';

/** One page of an organisation's people (users whose organization_id is it), first joined first. */
export async function getOrganizationPeople(organizationId: string, after: Cursor | null) {
  return fetchPage(
    await firestore(),
    screenQueries.organizationPeople(organizationId),
    userSchema,
    after,
  );
}

export const organizationPeopleQuery = (organizationId: string) =>
  infiniteQueryOptions({
    queryKey: usersKeys.organizationPeople(organizationId),
    queryFn: ({ pageParam }) => getOrganizationPeople(organizationId, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });

/** An organisation's people on its card, a page at a time. */
export function useOrganizationPeople(organizationId: string) {
  return useInfiniteQuery(organizationPeopleQuery(organizationId));
}
