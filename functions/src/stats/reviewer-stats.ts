/**
 * Reviewer QA: the events' transactions add to `reviewer_stats/{uid}` and the reviewer's day
 * `reviewer_stats_daily/{uid}_{yyyy-mm-dd}` (domain/src/reviewer-stats.ts says what each counter
 * counts) with blind increments, as staff analytics do (daily-stats.ts): no read, so concurrent
 * events never contend on a reviewer's documents, and a retried transaction counts once or not
 * at all. Each event is dated by the instant the same transaction writes into its source document,
 * so the day counted and the day a recount reads (recount-reviewer-stats.ts) are the same.
 *
 * Second opinions also add their pair to the week's confusion matrix, which Cohen's kappa is
 * computed from: to the week's shard of the second reviewer, `review_agreement/{week}_{k}`
 * (domain/src/review-agreement.ts), so no second opinion writes a document every other one does.
 */
import { FieldValue, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import { SYSTEM_ACTOR, type ReviewDecision } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import type { Submission } from '@groundtruth/domain/entities';
import {
  isoWeekId,
  reviewAgreementShard,
  reviewAgreementShardId,
} from '@groundtruth/domain/review-agreement';
import { reviewerDayId, type ReviewerCounter } from '@groundtruth/domain/reviewer-stats';
import { dayId, reviewTimeBucket } from '@groundtruth/domain/stats';
import { db } from '../core/app';

const increments = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).map(([k, n]) => [k, FieldValue.increment(n)]));

/** Adds to a reviewer's totals and to their day of `at`, creating either if new. */
function addToReviewer(
  tx: Transaction,
  uid: string,
  at: Timestamp,
  counters: Partial<Record<ReviewerCounter, number>>,
  histogram: Record<string, number> = {},
): void {
  const fields = {
    ...increments(counters),
    ...(Object.keys(histogram).length ? { review_time_hours: increments(histogram) } : {}),
  };
  const day = dayId(at.toMillis());
  tx.set(db().collection(collections.reviewerStats).doc(uid), { uid, ...fields }, { merge: true });
  tx.set(
    db().collection(collections.reviewerStatsDaily).doc(reviewerDayId(uid, day)),
    { uid, day, ...fields },
    { merge: true },
  );
}

/** Whether `uid` is a staff member's, not the scheduler's. */
const isStaff = (uid: string | null | undefined): uid is string =>
  !!uid && uid !== SYSTEM_ACTOR.uid;

/** A review decision as applyReview makes it. */
export interface ReviewerDecision {
  decision: ReviewDecision;
  reviewerId: string;
  /** Deciding the submission's appeal (else its first review). */
  appeal: boolean;
  /** The instant the decision's fields record (first_reviewed_at or appeal_decided_at). */
  at: Timestamp;
}

/**
 * Counts a review decision on `submission` (as it was before the decision) for reviewer QA, in
 * applyReview's transaction. A first review also records `first_reviewer_id` on the submission
 * (reviewer_id moves on to an appeal's decider), which a recount attributes first reviews and
 * overturns by. A staff decision counts for its reviewer, a first review with its time since
 * submission; an appeal decided other than a rejection counts as overturned against the reviewer
 * whose rejection it was. The scheduler's automatic approvals count for no one.
 */
export function countReviewerDecision(
  tx: Transaction,
  submission: WithId<Submission>,
  { decision, reviewerId, appeal, at }: ReviewerDecision,
): void {
  if (!appeal) {
    tx.update(db().collection(collections.submissions).doc(submission.id), {
      first_reviewer_id: reviewerId,
    });
  }
  if (isStaff(reviewerId)) {
    const histogram = appeal
      ? {}
      : { [reviewTimeBucket(at.toMillis() - submission.submitted_at.toMillis())]: 1 };
    addToReviewer(tx, reviewerId, at, { decisions: 1, [decision]: 1 }, histogram);
  }
  const rejectedBy = submission.first_reviewer_id ?? submission.reviewer_id;
  if (appeal && decision !== 'rejected' && isStaff(rejectedBy)) {
    addToReviewer(tx, rejectedBy, at, { overturned_on_appeal: 1 });
  }
}

/** A gold check decided at `at`: whether the reviewer's decision was the expected one. */
export interface GoldCheck {
  correct: boolean;
  at: Timestamp;
}

/** Counts a gold check against `reviewerId`, in the transaction that records it. */
export function countGoldCheck(
  tx: Transaction,
  reviewerId: string,
  { correct, at }: GoldCheck,
): void {
  addToReviewer(tx, reviewerId, at, { gold_total: 1, gold_correct: correct ? 1 : 0 });
}

/** One reviewer's side of a second opinion. */
export interface OpinionSide {
  uid: string;
  decision: ReviewDecision;
}

/** A second opinion given at `at` on a decision `first` made. */
export interface SecondOpinion {
  first: OpinionSide;
  second: OpinionSide;
  at: Timestamp;
}

/**
 * Counts a second opinion, in the transaction that records it: both reviewers gave one more,
 * each agreed when the other's decision matched theirs, and the pair goes into the week's
 * confusion matrix (row: the first decision, column: the second), in the second reviewer's shard.
 */
export function countSecondOpinion(tx: Transaction, { first, second, at }: SecondOpinion): void {
  const agreed = first.decision === second.decision ? 1 : 0;
  for (const side of [first, second]) {
    addToReviewer(tx, side.uid, at, { second_opinions_given: 1, second_opinions_agreed: agreed });
  }
  const week = isoWeekId(dayId(at.toMillis()));
  const shard = reviewAgreementShard(second.uid);
  tx.set(
    db().collection(collections.reviewAgreement).doc(reviewAgreementShardId(week, shard)),
    {
      week,
      shard,
      pairs: FieldValue.increment(1),
      matrix: { [first.decision]: { [second.decision]: FieldValue.increment(1) } },
    },
    { merge: true },
  );
}
