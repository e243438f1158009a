/**
 * Where a creator's work on a task stands, and whether submitWork takes a submission in that
 * state. submitWork refuses by this rule and the creator's screens offer Submit by
 * it, so a creator is never invited to upload work the server then turns away.
 */
import { hasRunOut, type AcceptanceDeadline } from './acceptance-clock';
import type { ReviewStatus } from './constants';
import { messages } from './messages';

/**
 * - `not_accepted`: no acceptance (Accept first);
 * - `expired`: the acceptance ran out without a submission (accept again);
 * - `open`: accepted, nothing submitted yet (Submit Work);
 * - `pending`, `approved`, `rejected`, `needs_changes`: the latest submission's review status
 *   (only needs_changes takes a new submission: Resubmit).
 */
export type WorkState = 'not_accepted' | 'expired' | 'open' | ReviewStatus;

/**
 * The state of the work at `nowMs`, from the creator's acceptance (null: none) and the review
 * status of its latest submission (null: none, or unreadable, which submitWork treats alike).
 */
export function workState(
  acceptance: AcceptanceDeadline | null,
  latestReview: ReviewStatus | null,
  nowMs: number,
): WorkState {
  if (!acceptance) return 'not_accepted';
  if (hasRunOut(acceptance, nowMs)) return 'expired';
  return latestReview ?? 'open';
}

/** Why submitWork refuses work in `state` (a failed-precondition message), or null: it takes it. */
export function submitRefusal(state: WorkState): string | null {
  switch (state) {
    case 'open':
    case 'needs_changes':
      return null;
    case 'not_accepted':
      return messages.acceptBeforeSubmit;
    case 'expired':
      return messages.acceptanceExpired;
    case 'pending':
      return messages.alreadySubmitted;
    case 'approved':
    case 'rejected':
      return messages.submissionClosed;
  }
}

/** Whether submitWork takes work in `state`: Submit (or Resubmit) is offered exactly then. */
export function canSubmit(state: WorkState): state is 'open' | 'needs_changes' {
  return submitRefusal(state) === null;
}
