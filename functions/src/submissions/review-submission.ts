/**
 * reviewSubmission (staff): approve, reject or ask for changes on a pending submission
 * (applyReview writes the decision, an approval's payout and the creator's notification); since
 * only a pending submission can be reviewed, two approvals make one payout. A first decision
 * that needs a blind second opinion is held instead (second-opinion.ts); on a held submission,
 * the call is the second opinion, or an admin's decision when the two reviewers disagreed. An
 * approval in the sampled share is held alike, so a held item never tells which it was.
 * Locks are taken in one order across callables (caller → submission → balance → account) so
 * concurrent reviews, payout requests and processing queue instead of deadlocking.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import type { WithId } from '@groundtruth/domain/converter';
import type { Submission } from '@groundtruth/domain/entities';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, refuseOwnWork, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { goldItems } from '../repos/gold';
import { submissions } from '../repos/submissions';
import { applyReview } from './apply-review';
import { decideGold } from './decide-gold';
import { readReviewWhy } from './review-why';
import {
  decideDisagreement,
  giveSecondOpinion,
  holdDecision,
  readDecisionHold,
  secondOpinions,
  type DecisionResult,
  type StaffDecision,
} from './second-opinion';

/** A first review: it lands, unless it is held for a second opinion. */
async function firstReview(
  tx: Transaction,
  submission: WithId<Submission>,
  review: StaffDecision,
): Promise<DecisionResult> {
  const now = Timestamp.now();
  const hold = await readDecisionHold(tx, submission, review.decision, review.caller.uid, now);
  if (hold.trigger) {
    const held = holdDecision(tx, submission, review, hold.trigger, now);
    hold.countRejection();
    return held;
  }
  const outcome = await applyReview(tx, submission, {
    decision: review.decision,
    notes: review.notes,
    reviewerId: review.caller.uid,
    source: 'staff',
    why: review.why,
  });
  hold.countRejection();
  return { ...outcome, held: false };
}

export const reviewSubmission = callable(callables.reviewSubmission, async (input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, STAFF);
    const submission = await submissions.get(tx, input.submissionId);
    if (!submission) {
      // A gold item is decided like any submission, the reviewer none the wiser (decide-gold.ts).
      // Written once and never changed, and decided by every reviewer: read without a lock.
      const gold = await goldItems.readNow(input.submissionId);
      if (!gold) throw fail.notFound(staffMessages.submissionNotFound);
      refuseOwnWork(gold, uid);
      return decideGold(tx, gold, input, uid);
    }
    // Every decision here (first review, second opinion, an admin's on a disagreement) is someone
    // else's when the caller submitted the work, whatever their role was then.
    refuseOwnWork(submission, uid);
    if (submission.review_status !== 'pending')
      throw fail.precondition(serverMessages.onlyPendingReviewable);
    const opinion = await secondOpinions.get(tx, submission.id);
    const why = await readReviewWhy(submission, input);
    const review: StaffDecision = { caller, decision: input.decision, notes: input.notes, why };

    const state = opinion?.state;
    const result =
      opinion && state === 'awaiting'
        ? await giveSecondOpinion(tx, submission, opinion, review)
        : opinion && state === 'with_admin'
          ? await decideDisagreement(tx, submission, opinion, review)
          : await firstReview(tx, submission, review);
    // A held decision is audited when it lands, naming both reviewers (giveSecondOpinion).
    if (!result.held && state !== 'awaiting') {
      writeAudit(tx, caller, 'review_submission', 'submissions', submission.id, {
        decision: input.decision,
        notes: result.notes,
        ...(why.reason ? { reason_code: why.reason.code } : {}),
        ...(why.evidence.length ? { evidence_count: why.evidence.length } : {}),
        ...(state === 'with_admin' ? { second_opinion: 'disagreement_decided' } : {}),
        ...(result.payoutId ? { payout_id: result.payoutId } : {}),
      });
    }
    return {
      submissionId: submission.id,
      reviewStatus: result.held ? ('pending' as const) : input.decision,
      heldForSecondOpinion: result.held,
      payoutId: result.payoutId,
      // The second reviewer agreed: the held decision landed, with both reviewers' feedback.
      ...(state === 'awaiting' && !result.held ? { secondOpinionAgreed: true as const } : {}),
      // The second reviewer decided otherwise: an admin decides.
      ...(state === 'awaiting' && result.held ? { sentToAdmin: true as const } : {}),
    };
  });
});
