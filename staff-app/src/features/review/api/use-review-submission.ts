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
    onSuccess: ({ heldForSecondOpinion, secondOpinionAgreed }, { decision, notes }) =>
      toast(
        secondOpinionAgreed
          ? // A second opinion that agreed: the held rejection landed, with both feedbacks.
            {
              title: secondOpinionMessages.rejectionLanded,
              description: secondOpinionMessages.rejectionLandedBody(Boolean(notes?.trim())),
              variant: 'success',
            }
          : !heldForSecondOpinion
            ? { title: staffMessages.submissionReviewed[decision], variant: 'success' }
            : // Held: a first rejection waits for a second opinion, or a second one that differs goes to an admin.
              decision === 'rejected'
              ? {
                  title: secondOpinionMessages.rejectionHeld,
                  description: secondOpinionMessages.rejectionHeldBody,
                }
              : {
                  title: secondOpinionMessages.sentToAdmin,
                  description: secondOpinionMessages.sentToAdminBody,
                },
      ),
    onError: (error) => {
      const { title, message } = callableErrorWords(error);
      toast({ title, description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
