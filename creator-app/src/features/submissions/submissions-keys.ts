/**
 * Query keys of the My Submissions screen (TanStack's factory: all → lists() → list(filters)).
 * Every key starts with 'submissions', so a mutation anywhere in the app can refresh the list by
 * invalidating that prefix.
 */
export const submissionKeys = {
  all: ['submissions'] as const,
  lists: () => [...submissionKeys.all, 'list'] as const,
  /** The signed-in creator's own submissions, newest first. */
  list: (filters: { userId: string }) => [...submissionKeys.lists(), filters] as const,
};
