import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import type { Submission } from '@groundtruth/domain/entities';
import { callLazily } from '@groundtruth/platform/call-lazily';
import type { Page } from '@groundtruth/platform/firestore-queries';
import { submissionKeys } from '../submissions-keys';

export type AppealSubmissionInput = CallableInput<typeof callables.appealSubmission>;

/** Appeals a rejection of the creator's own submission: once, within APPEAL_WINDOW_DAYS. */
export function appealSubmission(input: AppealSubmissionInput) {
  return callLazily((c) => c.appealSubmission, input);
}

/**
 * Appeal; on success the card shows the appeal under review at once, then the list is read
 * again for the server's own record of it.
 */
export function useAppealSubmission(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appealSubmission,
    onSuccess: (_result, { submissionId, message }) => {
      queryClient.setQueryData<InfiniteData<Page<Submission>>>(
        submissionKeys.list({ userId }),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) =>
                item.id === submissionId
                  ? { ...item, appeal_status: 'open' as const, appeal_message: message.trim() }
                  : item,
              ),
            })),
          },
      );
      return queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
  });
}
