import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callables } from '@groundtruth/domain/callable-registry';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { call } from '@groundtruth/firebase-web/functions';
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
  return call(callables.reviewSubmission, {
    submissionId,
    decision,
    ...(trimmed ? { notes: trimmed } : {}),
  });
}

/** The Review Submission dialog's mutation; the lists refresh once it settles. */
export function useReviewSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
