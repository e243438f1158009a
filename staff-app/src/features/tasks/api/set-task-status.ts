import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { tasksKeys } from '../tasks-keys';

/** What Publish and Close send. */
export interface SetTaskStatusInput {
  taskId: string;
  status: 'published' | 'closed';
}

/** Publishes a draft or closes a published task (the function refuses any other move). */
export function setTaskStatus(input: SetTaskStatusInput) {
  return callLazily((c) => c.setTaskStatus, input);
}

/** Publish / Close; the lists are read again afterwards, in every filter. */
export function useSetTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTaskStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.lists() }),
  });
}
