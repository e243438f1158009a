import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { messages } from '@groundtruth/domain/messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { useToast } from '@groundtruth/ui-kit';
import { reviewKeys } from '../review-keys';
import { reviewFields, type ReviewInput } from './review-submission';

/**
 * Decides a rejected submission's open appeal through the decideAppeal callable: a new review
 * of it (approval pays it, exactly once), the creator told in the same transaction.
 */
export function decideAppeal(input: ReviewInput) {
  return callLazily((c) => c.decideAppeal, reviewFields(input));
}

/**
 * The Decide Appeal dialog's mutation. As with a review, the outcome is told here: the refreshed
 * Appeals view drops the decided card, and with it the dialog.
 */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: decideAppeal,
    onSuccess: (_result, { decision }) =>
      toast({
        title: messages.appealDecided,
        description: staffMessages.submissionReviewed[decision],
        variant: 'success',
      }),
    onError: (error) => {
      const { title, message } = callableErrorWords(error);
      toast({ title, description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
