// Where submitted work stands, in the words a creator reads it in, shared by Available Tasks and
// Submit Your Work; the colours are the review's (pending blue … needs_changes yellow).
import type { ReviewStatus } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { Badge, reviewStatusTone } from '@groundtruth/ui-kit';

/** A reviewed (or pending) state's label: "Submitted — pending review", "Approved"… */
export const workStateLabels: Record<ReviewStatus, string> = {
  pending: messages.workPendingReview,
  approved: messages.workApproved,
  rejected: messages.workRejected,
  needs_changes: messages.workChangesRequested,
};

/** The state of the creator's latest submission for a task, as a badge. */
export function WorkStateBadge({ state }: { state: ReviewStatus }) {
  return <Badge tone={reviewStatusTone[state]}>{workStateLabels[state]}</Badge>;
}
