/**
 * Query keys of the announcement dialog. Every remote shares one QueryClient, so staff keys start
 * with 'staff'.
 */
export const announcementsKeys = {
  all: ['staff', 'announcements'] as const,
  /** The tasks the audience picker offers (the newest page). */
  taskChoices: () => [...announcementsKeys.all, 'task-choices'] as const,
};
