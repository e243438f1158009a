/**
 * Query keys of the admin overview. Every remote shares one QueryClient, so staff keys start
 * with 'staff' and cannot meet a creator screen's keys.
 */
export const overviewKeys = {
  all: ['staff', 'overview'] as const,
  counts: () => [...overviewKeys.all, 'counts'] as const,
  backlog: () => [...overviewKeys.all, 'backlog'] as const,
  /** Overdue reviews (counted against the overdue limit in force) and open appeals. */
  deadlines: (overdueDays: number) => [...overviewKeys.all, 'deadlines', overdueDays] as const,
};
