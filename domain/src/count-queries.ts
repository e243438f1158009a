import { type ReviewStatus } from './constants';
import { collections } from './collections';
import { type CountQuery } from './query-spec';

/** Start of the UTC day `now` falls in: "sent today" on the payout cards. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The counts and sums the overview and summary cards read, each one aggregation query, counted
 * when a screen reads it so that no event writes a platform-wide figure (docs/architecture.md,
 * How the write path scales). The creator overview's per-state counts are read from the
 * creator's own counter document instead (stats.ts: creator_stats); mySubmissionsByStatus says
 * what it counts.
 */
export const countQueries = {
  /** Admin overview. */
  users: (): CountQuery => ({ collection: collections.users, where: [] }),
  publishedTasks: (): CountQuery => ({
    collection: collections.tasks,
    where: [['status', '==', 'published']],
  }),
  pendingSubmissions: (): CountQuery => ({
    collection: collections.submissions,
    where: [['review_status', '==', 'pending']],
  }),
  pendingPayouts: (): CountQuery => ({
    collection: collections.payouts,
    where: [['status', '==', 'pending']],
  }),
  /** Creator overview: the creator's submissions in one review state. */
  mySubmissionsByStatus: (userId: string, status: ReviewStatus): CountQuery => ({
    collection: collections.submissions,
    where: [
      ['user_id', '==', userId],
      ['review_status', '==', status],
    ],
  }),
  /** Payout Management cards: total pending amount and payouts sent today. */
  pendingPayoutCents: (): CountQuery => ({
    collection: collections.payouts,
    where: [['status', '==', 'pending']],
    sum: 'amount_cents',
  }),
  sentToday: (now: Date): CountQuery => ({
    collection: collections.payouts,
    where: [
      ['status', '==', 'sent'],
      ['updated_at', '>=', startOfUtcDay(now)],
    ],
  }),
  /** Admin overview and Review Submissions: pending longer than the overdue limit. */
  overdueSubmissions: (cutoff: Date): CountQuery => ({
    collection: collections.submissions,
    where: [
      ['review_status', '==', 'pending'],
      ['submitted_at', '<', cutoff],
    ],
  }),
  /** Admin overview: appeals waiting for a decision. */
  openAppeals: (): CountQuery => ({
    collection: collections.submissions,
    where: [['appeal_status', '==', 'open']],
  }),
  /** The bell's badge: the user's unread notifications (the rules check user_id == uid). */
  myUnreadNotifications: (userId: string): CountQuery => ({
    collection: collections.notifications,
    where: [
      ['user_id', '==', userId],
      ['read', '==', false],
    ],
  }),
} as const;

/** The creator's earnings cards read one document: creator_balances/{uid} (see entities.ts). */
export function balanceDocPath(userId: string): string {
  return `${collections.creatorBalances}/${userId}`;
}
