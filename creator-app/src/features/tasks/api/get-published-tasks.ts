import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { taskSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { taskKeys, type TaskFilters } from '../tasks-keys';

/** One page of published tasks, newest first, of one category or all; `after` is the last shown. */
export async function getPublishedTasks(filters: TaskFilters, after: Cursor | null) {
  const spec = filters.category
    ? screenQueries.publishedTasksInCategory(filters.category)
    : screenQueries.publishedTasks();
  return fetchPage(await firestore(), spec, taskSchema, after);
}

/** Published tasks page by page ("Load more" asks for the next). */
export function publishedTasksQueryOptions(filters: TaskFilters) {
  return infiniteQueryOptions({
    queryKey: taskKeys.list(filters),
    queryFn: ({ pageParam }) => getPublishedTasks(filters, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** The published tasks the creator can browse. */
export function usePublishedTasks(filters: TaskFilters) {
  return useInfiniteQuery(publishedTasksQueryOptions(filters));
}
