/**
 * The blind second opinion on a first decision (domain/src/second-opinion.ts), inside
 * reviewSubmission's transaction. A rejection that needs one, and an approval in the same sampled
 * share, is held in held_reviews/{id}, which no client reads, and second_opinions/{id}, which
 * only staff read, records who asked and when, the same fields whichever the decision, so the
 * second reviewer cannot tell one from the other; the submission, which its creator reads, is
 * not touched, so it says only that it is in review: the creator is told nothing, nothing is
 * paid or refused, and no audit entry names the decision yet. The second reviewer decides
 * through reviewSubmission like any review: the same decision lands the held one (its reason and
 * notes, as the first reviewer wrote them, then the second reviewer's feedback, which the creator
 * reads only now; an approval's payout is created then) with both reviewers recorded, a
 * different one sends the submission to an admin, whose decision lands.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { landedFeedback } from '@groundtruth/domain/second-opinion-messages';
import type { WithId } from '@groundtruth/domain/converter';
import { collections, type Submission } from '@groundtruth/domain/entities';
import { onProbation, reviewerStatsSchema } from '@groundtruth/domain/reviewer-stats';
import {
  heldReviewSchema,
  rejectionTallyId,
  rejectionTallySchema,
  secondOpinionRecordSchema,
  approvalHoldTrigger,
  secondOpinionTrigger,
  type Opinion,
  type SecondOpinionRecord,
} from '@groundtruth/domain/second-opinion';
import type { SecondOpinionTrigger } from '@groundtruth/domain/constants';
import { dayId } from '@groundtruth/domain/stats';
import { writeAudit } from '../core/audit';
import { db } from '../core/app';
import type { Caller } from '../core/caller';
import { fail } from '../core/errors';
import { readTrackRecord } from '../qualifications/track-record';
import { repository } from '../repos/base';
import { readReviewChecks } from '../repos/platform-settings';
import { countSecondOpinion } from '../stats/reviewer-stats';
import { applyReview, type ReviewOutcome } from './apply-review';
import type { ReviewWhy } from './review-why';

const heldReviews = repository(collections.heldReviews, heldReviewSchema);
const rejectionTallies = repository(collections.rejectionTallies, rejectionTallySchema);
export const secondOpinions = repository(collections.secondOpinions, secondOpinionRecordSchema);

/** A staff decision as reviewSubmission received and checked it. */
export interface StaffDecision {
  caller: Caller;
  decision: Opinion['decision'];
  notes: string | undefined;
  why: ReviewWhy;
}

const opinionOf = ({ caller, decision, notes, why }: StaffDecision): Opinion => ({
  reviewer_id: caller.uid,
  decision,
  reason: why.reason,
  notes: notes?.trim() ? notes.trim() : null,
  evidence: why.evidence,
});

/** What reviewSubmission returns: the submission's state after the call. */
export interface DecisionResult extends ReviewOutcome {
  /** Whether the decision was held for (or sent on by) a second opinion instead of landing. */
  held: boolean;
}

/** Whether a first decision is held, and the write that counts a rejection in the reviewer's tally. */
export interface HoldCheck {
  trigger: SecondOpinionTrigger | null;
  /** Counts a rejection in the reviewer's tally of this creator's today (a write: call last). */
  countRejection: () => void;
}

/**
 * Whether a first decision is held: a rejection as readHoldTrigger says, an approval when it
 * falls in the sampled share (the platform settings, read without a lock), a request for changes
 * never.
 */
export async function readDecisionHold(
  tx: Transaction,
  submission: WithId<Submission>,
  decision: Opinion['decision'],
  reviewerId: string,
  now: Timestamp,
): Promise<HoldCheck> {
  if (decision === 'rejected') return readHoldTrigger(tx, submission, reviewerId, now);
  const trigger =
    decision === 'approved'
      ? approvalHoldTrigger(submission.id, (await readReviewChecks()).second_opinion_rate)
      : null;
  return { trigger, countRejection: () => undefined };
}

/**
 * Reads what decides whether a first rejection by `reviewerId` needs a second opinion. The
 * creator's track record is read outside the transaction (two counts over a year, as the
 * eligibility gate reads it), and only when nothing cheaper already decided.
 */
async function readHoldTrigger(
  tx: Transaction,
  submission: WithId<Submission>,
  reviewerId: string,
  now: Timestamp,
): Promise<HoldCheck> {
  const day = dayId(now.toMillis());
  const tallyId = rejectionTallyId(reviewerId, submission.user_id, day);
  const [checks, statsSnap, tally] = await Promise.all([
    readReviewChecks(),
    tx.get(db().collection(collections.reviewerStats).doc(reviewerId)),
    rejectionTallies.get(tx, tallyId),
  ]);
  const stats = statsSnap.exists ? reviewerStatsSchema.parse(statsSnap.data()) : null;
  const facts = {
    submissionId: submission.id,
    rate: checks.second_opinion_rate,
    probation: stats ? onProbation(stats) : false,
    rejectionsToday: tally?.rejected ?? 0,
  };
  const trigger =
    secondOpinionTrigger({ ...facts, creatorRecord: null }) ??
    secondOpinionTrigger({
      ...facts,
      creatorRecord: await readTrackRecord(submission.user_id, now.toMillis()),
    });
  return {
    trigger,
    countRejection: () =>
      rejectionTallies.set(tx, tallyId, {
        reviewer_id: reviewerId,
        creator_id: submission.user_id,
        day,
        rejected: (tally?.rejected ?? 0) + 1,
      }),
  };
}

/** Holds a first decision for a blind second opinion: nothing else of the review is written. */
export function holdDecision(
  tx: Transaction,
  submission: WithId<Submission>,
  first: StaffDecision,
  trigger: SecondOpinionTrigger,
  now: Timestamp,
): DecisionResult {
  heldReviews.set(tx, submission.id, {
    submission_id: submission.id,
    creator_id: submission.user_id,
    trigger,
    held_at: now,
    first: opinionOf(first),
  });
  secondOpinions.set(tx, submission.id, {
    submission_id: submission.id,
    requested_at: now,
    first_reviewer: first.caller.uid,
    state: 'awaiting',
  });
  return { payoutId: null, notes: null, held: true };
}

/**
 * The second reviewer's decision on a held decision, blind until now. The first reviewer is
 * refused: a second opinion is someone else's.
 */
export async function giveSecondOpinion(
  tx: Transaction,
  submission: WithId<Submission>,
  opinion: SecondOpinionRecord,
  second: StaffDecision,
): Promise<DecisionResult> {
  if (second.caller.uid === opinion.first_reviewer)
    throw fail.precondition(serverMessages.firstReviewerCannotDecideAgain);
  const held = await heldReviews.get(tx, submission.id);
  if (!held) throw fail.internal();
  const now = Timestamp.now();
  const secondOpinion = opinionOf(second);
  const agreed = held.first.decision === second.decision;
  const landed = agreed
    ? await applyReview(tx, submission, {
        decision: held.first.decision,
        // Both reviewers' feedback reaches the creator: the first's, then the second's.
        notes: landedFeedback(held.first.notes, secondOpinion.notes) ?? undefined,
        reviewerId: held.first.reviewer_id,
        source: 'second_opinion',
        why: { reason: held.first.reason, evidence: held.first.evidence },
      })
    : null;
  heldReviews.update(tx, submission.id, { second: secondOpinion });
  secondOpinions.update(tx, submission.id, {
    state: agreed ? 'agreed' : 'with_admin',
    second_reviewer: second.caller.uid,
    second_decided_at: now,
    first: held.first,
    second: secondOpinion,
  });
  countSecondOpinion(tx, {
    first: { uid: held.first.reviewer_id, decision: held.first.decision },
    second: { uid: second.caller.uid, decision: second.decision },
    at: now,
  });
  // Recorded once the second reviewer has decided, naming both: before, it would not be blind.
  writeAudit(tx, second.caller, 'second_opinion', collections.submissions, submission.id, {
    outcome: agreed ? landedOutcome[held.first.decision] : 'sent_to_admin',
    trigger: held.trigger,
    first_reviewer: held.first.reviewer_id,
    first_decision: held.first.decision,
    first_reason_code: held.first.reason?.code ?? null,
    second_reviewer: second.caller.uid,
    second_decision: second.decision,
    second_reason_code: second.why.reason?.code ?? null,
    held_at: new Date(held.held_at.toMillis()).toISOString(),
    ...(landed?.payoutId ? { payout_id: landed.payoutId } : {}),
  });
  return landed ? { ...landed, held: false } : { payoutId: null, notes: null, held: true };
}

/** The audit's outcome of a held decision that the second reviewer agreed with. */
const landedOutcome: Record<Opinion['decision'], string> = {
  approved: 'approval_landed',
  rejected: 'rejection_landed',
  needs_changes: 'changes_request_landed',
};

/**
 * An admin's decision on a submission whose two reviewers disagreed: it lands. The first
 * reviewer, whose decision is in question, does not decide it.
 */
export async function decideDisagreement(
  tx: Transaction,
  submission: WithId<Submission>,
  opinion: SecondOpinionRecord,
  admin: StaffDecision,
): Promise<DecisionResult> {
  if (admin.caller.uid === opinion.first_reviewer)
    throw fail.precondition(serverMessages.firstReviewerCannotDecideAgain);
  if (admin.caller.role !== 'admin')
    throw fail.precondition(serverMessages.onlyAdminsDecideDisagreement);
  const outcome = await applyReview(tx, submission, {
    decision: admin.decision,
    notes: admin.notes,
    reviewerId: admin.caller.uid,
    source: 'second_opinion',
    why: admin.why,
  });
  secondOpinions.update(tx, submission.id, { state: 'decided', decided_by: admin.caller.uid });
  return { ...outcome, held: false };
}
