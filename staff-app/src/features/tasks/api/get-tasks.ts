import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { taskSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { tasksKeys, type TaskFilters } from '../tasks-keys';

/** One page of tasks, newest first, every status or one. */
export async function getTasks(filters: TaskFilters, after: Cursor | null) {
  const spec =
    filters.status === 'all'
      ? screenQueries.allTasks()
      : screenQueries.tasksByStatus(filters.status);
  return fetchPage(await firestore(), spec, taskSchema, after);
}

export const tasksQuery = (filters: TaskFilters) =>
  infiniteQueryOptions({
    queryKey: tasksKeys.list(filters),
    queryFn: ({ pageParam }) => getTasks(filters, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });

/** Manage Tasks' list, a page at a time ("Load more"). */
export function useTasks(filters: TaskFilters) {
  return useInfiniteQuery(tasksQuery(filters));
}
