import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { useToast } from '@groundtruth/ui-kit';
import { reviewKeys } from '../review-keys';

/** A reviewed submission to use as gold, with the decision (and reason) it should get. */
export interface MarkGoldInput {
  submissionId: string;
  expectedDecision: ReviewDecision;
  /** Required to expect a rejection or a request for changes; ignored for an approval. */
  expectedReasonCode: string;
}

/** Marks a reviewed submission as gold through the markGold callable (admins only). */
export function markGold({ submissionId, expectedDecision, expectedReasonCode }: MarkGoldInput) {
  return callLazily((c) => c.markGold, {
    submissionId,
    expectedDecision,
    ...(expectedDecision !== 'approved' && expectedReasonCode ? { expectedReasonCode } : {}),
  });
}

/** The Use as gold dialog's mutation: says how it went, and refreshes the queues. */
export function useMarkGold() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: markGold,
    onSuccess: () => toast({ title: staffMessages.markedAsGold, variant: 'success' }),
    onError: (error) => {
      const { message } = callableErrorWords(error);
      toast({ title: staffMessages.failedMarkGold, description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
