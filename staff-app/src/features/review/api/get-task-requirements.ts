import { queryOptions, useQuery } from '@tanstack/react-query';
import { collections, taskSchema } from '@groundtruth/domain/entities';
import type { MediaRequirements } from '@groundtruth/domain/media-requirements';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { reviewKeys } from '../review-keys';

/** The task's requirements as they are now (issue 22); null when it names none or is gone. */
export async function getTaskRequirements(taskId: string): Promise<MediaRequirements | null> {
  const task = await fetchDoc(await firestore(), `${collections.tasks}/${taskId}`, taskSchema);
  return task?.requirements ?? null;
}

export const taskRequirementsQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: reviewKeys.taskRequirements(taskId),
    queryFn: () => getTaskRequirements(taskId),
  });

/** What the review card judges each file's facts against: one read per task, shared by its cards. */
export function useTaskRequirements(taskId: string) {
  return useQuery(taskRequirementsQueryOptions(taskId));
}
