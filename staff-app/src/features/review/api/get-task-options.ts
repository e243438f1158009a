import { queryOptions, useQuery } from '@tanstack/react-query';
import { collections, taskSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc, fetchPage } from '@groundtruth/platform/firestore-queries';
import { reviewKeys } from '../review-keys';

/** A task the filter offers. */
export interface TaskOption {
  id: string;
  title: string;
}

/**
 * The task filter's choices: the newest tasks (one bounded page), plus the selected task when it
 * is older than that page (a link with ?taskId= keeps working however many tasks exist).
 */
export async function getTaskOptions(selectedTaskId: string | null): Promise<TaskOption[]> {
  const db = await firestore();
  const page = await fetchPage(db, screenQueries.allTasks(), taskSchema);
  const options = page.items.map(({ id, title }) => ({ id, title }));
  if (selectedTaskId && !options.some((o) => o.id === selectedTaskId)) {
    const task = await fetchDoc(db, `${collections.tasks}/${selectedTaskId}`, taskSchema);
    if (task) options.push({ id: task.id, title: task.title });
  }
  return options;
}

export const taskOptionsQueryOptions = (selectedTaskId: string | null) =>
  queryOptions({
    queryKey: reviewKeys.taskOptions(selectedTaskId),
    queryFn: () => getTaskOptions(selectedTaskId),
  });

/** Tasks to filter the review list by. */
export function useTaskOptions(selectedTaskId: string | null) {
  return useQuery(taskOptionsQueryOptions(selectedTaskId));
}
