import type { TaskCategory } from '@groundtruth/domain/constants';

/** What the Available Tasks list is filtered by (a Firestore query each, not a client filter). */
export interface TaskFilters {
  /** One category, or null for every category. */
  category: TaskCategory | null;
}

/**
 * Query keys of the Available Tasks screen (TanStack's factory: all → lists() → list(filters)).
 * Accepting a task invalidates `all`: the slots left and which tasks the creator accepted.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  /** Published tasks, newest first, page by page. */
  list: (filters: TaskFilters) => [...taskKeys.lists(), filters] as const,
  /** The 'discover' tasks the creator qualifies for (discoverTasks), refreshed with the lists. */
  discover: (filters: TaskFilters) => [...taskKeys.lists(), 'discover', filters] as const,
  acceptances: () => [...taskKeys.all, 'acceptances'] as const,
  /** The creator's country and language, for the tasks open only to some (creator_profiles). */
  locales: (userId: string) => [...taskKeys.all, 'locales', userId] as const,
  /** The creator's acceptances among these task ids (one page of the list). */
  acceptancesOf: (userId: string, taskIds: readonly string[]) =>
    [...taskKeys.acceptances(), userId, taskIds] as const,
};
