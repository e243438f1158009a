import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { tasksKeys } from '../tasks-keys';

/** Whether identifiable people may appear in a task's files, through setTaskPeople (admins). */
export function setTaskPeople(input: CallableInput<typeof callables.setTaskPeople>) {
  return callLazily((c) => c.setTaskPeople, input);
}

/** Saves the task's rule for people; the lists are read again afterwards. */
export function useSetTaskPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTaskPeople,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.lists() }),
  });
}
