/** Query keys of the creator overview: everything under `all`, per signed-in creator. */
export const overviewKeys = {
  all: ['overview'] as const,
  /** The four submission counts by review state. */
  submissionCounts: (userId: string) => [...overviewKeys.all, 'submission-counts', userId] as const,
  lists: () => [...overviewKeys.all, 'list'] as const,
  list: (name: 'tasks-in-progress' | 'latest-reviews' | 'latest-payouts', userId: string) =>
    [...overviewKeys.lists(), name, userId] as const,
};
