import { queryOptions, useQuery } from '@tanstack/react-query';
import { collections, taskSchema } from '@groundtruth/domain/entities';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { submitKeys } from '../submit-keys';

/** The task work is submitted for; null when it does not exist. */
export async function getTask(taskId: string) {
  return fetchDoc(await firestore(), `${collections.tasks}/${taskId}`, taskSchema);
}

export function taskQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: submitKeys.detail(taskId),
    queryFn: () => getTask(taskId),
    // A missing or unreadable task sends the creator back to the list at once.
    retry: false,
  });
}

/** The task of the submit screen (title and description). */
export function useTask(taskId: string) {
  return useQuery(taskQueryOptions(taskId));
}
