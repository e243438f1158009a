import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { tasksKeys } from '../tasks-keys';

/** Queues the export of a task's approved work (admins only), with auto-approved work or not. */
export function exportDataset(taskId: string, includeAutoApproved: boolean) {
  return callLazily((c) => c.exportDataset, { taskId, includeAutoApproved });
}

/** Export dataset; the task's exports are read again afterwards, showing the queued one. */
export function useExportDataset(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ includeAutoApproved }: { includeAutoApproved: boolean }) =>
      exportDataset(taskId, includeAutoApproved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.exports(taskId) }),
  });
}
