import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callables, type CallableInput } from '@groundtruth/domain/callable-registry';
import { call } from '@groundtruth/firebase-web/functions';
import { tasksKeys } from '../tasks-keys';

/** What Create Task sends: createTaskInput's fields. */
export type CreateTaskInput = CallableInput<typeof callables.createTask>;

/** Creates a task through the createTask callable. */
export function createTask(input: CreateTaskInput) {
  return call(callables.createTask, input);
}

/** Create Task; the lists are read again afterwards. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKeys.lists() }),
  });
}
