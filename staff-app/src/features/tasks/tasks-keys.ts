import type { TaskStatus } from '@groundtruth/domain/constants';

/** Which tasks Manage Tasks lists: every task, or those in one status. */
export interface TaskFilters {
  status: TaskStatus | 'all';
}

/**
 * Query keys of Manage Tasks. Every remote shares one QueryClient, so staff keys start with
 * 'staff' and cannot meet the creator screens' task keys.
 */
export const tasksKeys = {
  all: ['staff', 'tasks'] as const,
  lists: () => [...tasksKeys.all, 'list'] as const,
  list: (filters: TaskFilters) => [...tasksKeys.lists(), filters] as const,
  /** A task's dataset exports. */
  exports: (taskId: string) => [...tasksKeys.all, 'exports', taskId] as const,
  /** The tasks whose approved work made a median under the hourly floor (fair pay). */
  underFloor: () => [...tasksKeys.all, 'under-floor'] as const,
  /** A task's top-up: its approved submissions. */
  topUp: (taskId: string) => [...tasksKeys.all, 'top-up', taskId] as const,
};
