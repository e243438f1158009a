/** Query keys of the bell: everything under `all`, per signed-in user. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The badge: how many of the user's notifications are unread (one aggregation query). */
  unreadCount: (userId: string) => [...notificationKeys.all, 'unread-count', userId] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  /** The panel: the user's notifications, newest first, page by page. */
  list: (userId: string) => [...notificationKeys.lists(), userId] as const,
};
