import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { tasksKeys } from '../tasks-keys';

/** What Create Task sends: createTaskInput's fields. */
export type CreateTaskInput = CallableInput<typeof callables.createTask>;

/** Creates a task through the createTask callable. */
export function createTask(input: CreateTaskInput) {
  return callLazily((c) => c.createTask, input);
}

/** Create Task; the lists are read again afterwards. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKeys.lists() }),
  });
}
