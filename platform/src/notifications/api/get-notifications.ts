import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { notificationParser } from '../notification-parser';
import { notificationKeys } from '../notifications-keys';

/** One page (the latest 20, then the 20 before…) of the user's notifications, newest first. */
export async function getNotifications(userId: string, after: Cursor | null) {
  return fetchPage(
    await firestore(),
    screenQueries.myNotifications(userId),
    notificationParser,
    after,
  );
}

export function notificationsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) => getNotifications(userId, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next ?? undefined,
    // Read afresh each time the panel opens: the badge may have counted new ones since.
    staleTime: 0,
  });
}

/** The panel's list, page by page ("Load more" asks for the next). */
export function useNotifications(userId: string) {
  return useInfiniteQuery(notificationsQueryOptions(userId));
}
