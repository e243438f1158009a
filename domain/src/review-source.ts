/**
 * Who made a submission's latest review decision. applyReview records it as `review_source`;
 * submissions decided before it was kept carry none, and theirs is read from what they do carry:
 * a decided appeal, or the system actor as reviewer (the review-deadline job approves as it).
 */
import { SYSTEM_ACTOR, type ReviewSource } from './constants';
import type { Submission } from './entities';

const DAY_MS = 86_400_000;

/** The source of the latest decision on `submission`; null while it has none (pending). */
export function reviewSourceOf(
  submission: Pick<Submission, 'review_status' | 'review_source' | 'reviewer_id' | 'appeal_status'>,
): ReviewSource | null {
  if (submission.review_status === 'pending') return null;
  if (submission.review_source) return submission.review_source;
  if (submission.appeal_status === 'decided') return 'appeal';
  if (submission.reviewer_id === SYSTEM_ACTOR.uid) return 'auto';
  // Another system actor (work withdrawn when its creator's account was deleted) is no review.
  if (!submission.reviewer_id || submission.reviewer_id.startsWith('system:')) return null;
  return 'staff';
}

/** Whole days from submission to the latest decision: how long an automatic approval waited. */
export function daysWaited(submission: Pick<Submission, 'submitted_at' | 'reviewed_at'>): number {
  if (!submission.reviewed_at) return 0;
  const waited = submission.reviewed_at.toMillis() - submission.submitted_at.toMillis();
  return Math.max(0, Math.floor(waited / DAY_MS));
}
