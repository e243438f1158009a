/** Query keys of Analytics; staff keys start with 'staff' (one shared QueryClient). */
export const analyticsKeys = {
  all: ['staff', 'analytics'] as const,
  days: () => [...analyticsKeys.all, 'daily'] as const,
  /** The daily stats from `fromDay` (UTC, yyyy-mm-dd) to today. */
  daily: (fromDay: string) => [...analyticsKeys.days(), fromDay] as const,
  /** The tasks' effort histograms and those under the hourly floor (fair pay). */
  rates: () => [...analyticsKeys.all, 'rates'] as const,
};
