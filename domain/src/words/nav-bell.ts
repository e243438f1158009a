/**
 * The bell's words (platform/src/notifications), part of navWords' table `nav` and apart from it,
 * so the bell's chunk carries these only.
 */
export const navBellWords = {
  notifications: 'Notifications',
  notificationsUnread: (unread: string) => `Notifications, ${unread} unread`,
  loadingNotifications: 'Loading notifications',
  markAllRead: 'Mark all as read',
  unread: 'Unread: ',
} as const;
