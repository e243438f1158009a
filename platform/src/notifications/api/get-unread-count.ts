import { queryOptions, useQuery } from '@tanstack/react-query';
import { countQueries } from '@groundtruth/domain/count-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount } from '@groundtruth/platform/firestore-queries';
import { notificationKeys } from '../notifications-keys';

/**
 * How often the badge asks again while the page is visible: a review shows up within this long
 * without a reload. One aggregation query (one read per 1,000 unread) per user per interval.
 */
export const UNREAD_REFRESH_MS = 15_000;

/** How many of the user's notifications are unread, as one aggregation query. */
export async function getUnreadCount(userId: string): Promise<number> {
  return fetchCount(await firestore(), countQueries.myUnreadNotifications(userId));
}

/** `live`: a listener refreshes the count (the bell's), so it needs no polling. */
export const unreadCountQueryOptions = (userId: string, live = false) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: () => getUnreadCount(userId),
    // TanStack pauses the interval while the tab is hidden (refetchIntervalInBackground is off)
    // and asks again when it becomes visible; the bell adds window focus.
    refetchInterval: live ? false : UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

/** The bell's badge; polled only while no live listener refreshes it. */
export function useUnreadCount(userId: string, live = false) {
  return useQuery(unreadCountQueryOptions(userId, live));
}
