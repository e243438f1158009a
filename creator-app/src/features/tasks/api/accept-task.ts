import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { taskKeys } from '../tasks-keys';
import type { AcceptedTasks } from '../../../lib/my-work';

/** Takes one slot of a published task (acceptTask refuses a second accept, a full or past-due task). */
export function acceptTask(taskId: string) {
  return callLazily((c) => c.acceptTask, { taskId });
}

/**
 * Accept (or accept again, after an acceptance expired), then show the task as accepted at once (its button becomes Submit Work) and re-read
 * the list, whose slots left changed (also after a refusal: the screen was out of date).
 */
export function useAcceptTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTask,
    onSuccess: ({ acceptanceId }, taskId) => {
      queryClient.setQueriesData<AcceptedTasks>(
        {
          queryKey: taskKeys.acceptances(),
          predicate: (query) => (query.queryKey[3] as readonly string[]).includes(taskId),
        },
        // Its expires_at is the server's: the re-read below brings it (and the time left).
        (accepted) => ({
          ...accepted,
          [taskId]: {
            id: acceptanceId,
            status: 'accepted',
            expiresAt: null,
            // A first accept has no submission; accepting again happens only after one ran out
            // without one (acceptTask), so nothing is submitted either way.
            latestSubmissionId: null,
            latestReview: null,
            sentBack: null,
          },
        }),
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
