import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskSchema } from '@groundtruth/domain/entities';
import type { MediaRequirements } from '@groundtruth/domain/media-requirements';
import { MAX_IN_VALUES } from '@groundtruth/domain/query-spec';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { batchLoader, inGroupsOf } from '@groundtruth/platform/batch-loader';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { reviewKeys } from '../review-keys';

/**
 * The requirements of each task asked for, as they are now; null for a task that
 * names none or is gone. One query per 30 distinct tasks: the same reads as one get per task.
 */
export async function getTasksRequirements(
  taskIds: readonly string[],
): Promise<(MediaRequirements | null)[]> {
  const db = await firestore();
  const groups = inGroupsOf([...new Set(taskIds)], MAX_IN_VALUES);
  const pages = await Promise.all(
    groups.map((ids) => fetchPage(db, screenQueries.tasksByIds(ids), taskSchema)),
  );
  const byId = new Map(pages.flatMap((page) => page.items).map((task) => [task.id, task]));
  return taskIds.map((id) => byId.get(id)?.requirements ?? null);
}

/** The cards on screen ask one by one; their tasks are read together. */
const loadTaskRequirements = batchLoader(getTasksRequirements);

export const taskRequirementsQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: reviewKeys.taskRequirements(taskId),
    queryFn: () => loadTaskRequirements(taskId),
  });

/** What the review card judges each file's facts against: read with the page's other tasks. */
export function useTaskRequirements(taskId: string) {
  return useQuery(taskRequirementsQueryOptions(taskId));
}
