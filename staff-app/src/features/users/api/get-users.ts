import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Role } from '@groundtruth/domain/constants';
import { userSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { usersKeys } from '../users-keys';

/** Which people the list shows: everyone, or one role. */
export type RoleFilter = Role | 'all';

/** One page of users (of `role`, unless all), newest first. */
export async function getUsers(role: RoleFilter, after: Cursor | null) {
  const spec = role === 'all' ? screenQueries.users() : screenQueries.usersByRole(role);
  return fetchPage(await firestore(), spec, userSchema, after);
}

export const usersQuery = (role: RoleFilter = 'all') =>
  infiniteQueryOptions({
    queryKey: usersKeys.newest(role),
    queryFn: ({ pageParam }) => getUsers(role, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });

/** User Management's list, a page at a time ("Load more"), of everyone or of one role. */
export function useUsers(role: RoleFilter = 'all', enabled = true) {
  return useInfiniteQuery({ ...usersQuery(role), enabled });
}
