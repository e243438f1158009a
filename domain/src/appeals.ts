/**
 * When a creator may appeal a rejection: once, within APPEAL_WINDOW_DAYS of the
 * review. The appealSubmission function refuses with these messages and My Submissions shows
 * Appeal exactly when they allow it, so the two cannot disagree.
 */
import { APPEAL_WINDOW_DAYS, type AppealStatus, type ReviewStatus } from './constants';
import { messages } from './messages';
import type { TimestampLike } from './timestamp';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The part of a submission that decides whether it may be appealed. */
export interface Appealable {
  review_status: ReviewStatus;
  reviewed_at: TimestampLike | null;
  appeal_status?: AppealStatus;
}

/** The last moment (epoch ms) a rejection reviewed at `reviewedAtMillis` may be appealed. */
export function appealDeadlineMillis(reviewedAtMillis: number): number {
  return reviewedAtMillis + APPEAL_WINDOW_DAYS * DAY_MS;
}

/** Why `submission` cannot be appealed at `nowMillis`, as the message to show; null if it can. */
export function appealRefusal(submission: Appealable, nowMillis: number): string | null {
  if (submission.appeal_status) return messages.alreadyAppealed;
  if (submission.review_status !== 'rejected') return messages.onlyRejectedAppealable;
  const reviewedAt = submission.reviewed_at?.toMillis();
  if (reviewedAt === undefined || nowMillis > appealDeadlineMillis(reviewedAt)) {
    return messages.appealWindowClosed;
  }
  return null;
}
