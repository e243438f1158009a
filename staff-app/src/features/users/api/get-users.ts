import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { userSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { usersKeys } from '../users-keys';

/** One page of users, newest first. */
export async function getUsers(after: Cursor | null) {
  return fetchPage(await firestore(), screenQueries.users(), userSchema, after);
}

export const usersQuery = () =>
  infiniteQueryOptions({
    queryKey: usersKeys.newest(),
    queryFn: ({ pageParam }) => getUsers(pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });

/** User Management's list, a page at a time ("Load more"). */
export function useUsers(enabled = true) {
  return useInfiniteQuery({ ...usersQuery(), enabled });
}
