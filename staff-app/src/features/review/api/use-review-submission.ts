// The review dialog's mutation, apart from reviewSubmission itself (which bulk review uses on
// the queue's first load): its toasts' words load with the dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { secondOpinionMessages } from '@groundtruth/domain/second-opinion-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { useToast } from '@groundtruth/ui-kit';
import { reviewKeys } from '../review-keys';
import { reviewSubmission } from './review-submission';

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
    onSuccess: ({ heldForSecondOpinion, secondOpinionAgreed, sentToAdmin }, { decision, notes }) =>
      toast(
        secondOpinionAgreed
          ? // A second opinion that agreed: the held decision landed, with both feedbacks.
            decision === 'approved'
            ? {
                title: secondOpinionMessages.approvalLanded,
                description: secondOpinionMessages.approvalLandedBody(Boolean(notes?.trim())),
                variant: 'success',
              }
            : {
                title: secondOpinionMessages.rejectionLanded,
                description: secondOpinionMessages.rejectionLandedBody(Boolean(notes?.trim())),
                variant: 'success',
              }
          : !heldForSecondOpinion
            ? { title: staffMessages.submissionReviewed[decision], variant: 'success' }
            : // Held: a second opinion that differs goes to an admin, a first decision waits for one.
              sentToAdmin
              ? {
                  title: secondOpinionMessages.sentToAdmin,
                  description: secondOpinionMessages.sentToAdminBody,
                }
              : decision === 'approved'
                ? {
                    title: secondOpinionMessages.approvalHeld,
                    description: secondOpinionMessages.approvalHeldBody,
                  }
                : {
                    title: secondOpinionMessages.rejectionHeld,
                    description: secondOpinionMessages.rejectionHeldBody,
                  },
      ),
    onError: (error) => {
      const { title, message } = callableErrorWords(error);
      toast({ title, description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
