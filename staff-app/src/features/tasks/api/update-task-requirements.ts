import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { tasksKeys } from '../tasks-keys';

export type UpdateTaskRequirementsInput = CallableInput<typeof callables.updateTaskRequirements>;

/** Replaces a task's requirements (null removes them) through updateTaskRequirements. */
export function updateTaskRequirements(input: UpdateTaskRequirementsInput) {
  return callLazily((c) => c.updateTaskRequirements, input);
}

/** Edit requirements; the lists are read again afterwards, in every filter. */
export function useUpdateTaskRequirements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskRequirements,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.lists() }),
  });
}
