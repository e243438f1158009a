import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callableErrorText } from '@groundtruth/domain/callable-errors';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { useToast } from '@groundtruth/ui-kit';
import { reviewKeys } from '../review-keys';

/** One review decision on a pending submission. */
export interface ReviewInput {
  submissionId: string;
  decision: ReviewDecision;
  /** Feedback for the creator; blank means none. */
  notes: string;
}

/** Approves, rejects or asks for changes through the reviewSubmission callable. */
export function reviewSubmission({ submissionId, decision, notes }: ReviewInput) {
  const trimmed = notes.trim();
  return callLazily((c) => c.reviewSubmission, {
    submissionId,
    decision,
    ...(trimmed ? { notes: trimmed } : {}),
  });
}

/**
 * The Review Submission dialog's mutation. The outcome is told here, not by the dialog: the
 * refreshed list drops the reviewed card (and its dialog) from a pending view, and callbacks of
 * an unmounted component never run.
 */
export function useReviewSubmission() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: reviewSubmission,
    onSuccess: (_result, { decision }) =>
      toast({ title: staffMessages.submissionReviewed[decision], variant: 'success' }),
    onError: (error) => {
      const { title, message } = callableErrorText(error);
      toast({ title, description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
