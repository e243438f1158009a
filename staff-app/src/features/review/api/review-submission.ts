import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callableErrorText } from '@groundtruth/domain/callable-errors';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import type { ReviewEvidence } from '@groundtruth/domain/review-reasons';
import { secondOpinionMessages } from '@groundtruth/domain/second-opinion-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { useToast } from '@groundtruth/ui-kit';
import { reviewKeys } from '../review-keys';

/** One review decision on a pending submission (or an appealed one). */
export interface ReviewInput {
  submissionId: string;
  decision: ReviewDecision;
  /** Feedback for the creator; blank means none. */
  notes: string;
  /** The reason from platform settings' list: required to reject or ask for changes. */
  reasonCode?: string;
  /** Moments in the files the feedback points at. */
  evidence?: ReviewEvidence[];
}

/** The callables' fields of `input`: blank notes and an empty why left out. */
export function reviewFields({ submissionId, decision, notes, reasonCode, evidence }: ReviewInput) {
  const trimmed = notes.trim();
  return {
    submissionId,
    decision,
    ...(trimmed ? { notes: trimmed } : {}),
    ...(reasonCode && decision !== 'approved' ? { reasonCode } : {}),
    ...(evidence?.length && decision !== 'approved' ? { evidence } : {}),
  };
}

/** Approves, rejects or asks for changes through the reviewSubmission callable. */
export function reviewSubmission(input: ReviewInput) {
  return callLazily((c) => c.reviewSubmission, reviewFields(input));
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
    onSuccess: ({ heldForSecondOpinion }, { decision }) =>
      toast(
        !heldForSecondOpinion
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
      const { title, message } = callableErrorText(error);
      toast({ title, description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
