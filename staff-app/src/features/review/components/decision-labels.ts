import type { ReviewDecision } from '@groundtruth/domain/constants';

/** The dialog's buttons, in the spec's order. */
export const decisionButtons: readonly { decision: ReviewDecision; label: string }[] = [
  { decision: 'approved', label: 'Approve' },
  { decision: 'needs_changes', label: 'Needs Changes' },
  { decision: 'rejected', label: 'Reject' },
];

/** A decision as the bulk results report it: "3 approved, 1 failed". */
export const decisionPastTense: Record<ReviewDecision, string> = {
  approved: 'approved',
  needs_changes: 'sent back for changes',
  rejected: 'rejected',
};
