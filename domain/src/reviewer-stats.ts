/**
 * Reviewer QA: what each staff reviewer decided and how well, kept exact by the events'
 * transactions (functions/src/stats/reviewer-stats.ts), so Review quality reads one document per
 * reviewer and day whatever the platform's size.
 *
 * - `reviewer_stats/{uid}`: the reviewer's totals since the counters began (probation reads them);
 * - `reviewer_stats_daily/{uid}_{yyyy-mm-dd}`: the same counters per UTC day, with `uid` and `day`
 *   fields, so a 30 or 90 day window is one bounded query per reviewer.
 *
 * What they count, each on the day of the instant its transaction wrote:
 * - decisions, approved, rejected, needs_changes: a staff member's review decisions, first reviews
 *   and appeal decisions alike (the scheduler's automatic approvals are no one's); each decision
 *   is counted under its own name;
 * - review_time_hours: the time from submission to the first review, in the buckets of staff
 *   analytics (REVIEW_TIME_BUCKETS), so a window's median comes from the sum of its days;
 * - overturned_on_appeal: the reviewer's rejections an appeal decided otherwise (approved or
 *   changes requested), on the day of the appeal's decision;
 * - gold_total, gold_correct: gold checks decided, and those whose decision was the expected one;
 * - second_opinions_given, second_opinions_agreed: second-opinion pairs the reviewer was part of,
 *   as first or second reviewer, and those where the other reviewer's decision matched theirs.
 */
import { collections } from './collections';
import { REVIEW_QUALITY_MAX_DAYS } from './constants';
import { histogramPercentile, mergeHistograms } from './stats';
import { z } from './zod';

/** The windows Review quality shows. */
export const REVIEW_QUALITY_RANGES_DAYS = [30, REVIEW_QUALITY_MAX_DAYS] as const;
export type ReviewQualityRangeDays = (typeof REVIEW_QUALITY_RANGES_DAYS)[number];

/** Gold items a reviewer must have decided before their accuracy can put them on probation. */
export const PROBATION_MIN_GOLD = 20;
/** Gold accuracy below which a reviewer is on probation. */
export const PROBATION_ACCURACY = 0.8;

export const REVIEWER_COUNTERS = [
  'decisions',
  'approved',
  'rejected',
  'needs_changes',
  'gold_total',
  'gold_correct',
  'second_opinions_given',
  'second_opinions_agreed',
  'overturned_on_appeal',
] as const;
export type ReviewerCounter = (typeof REVIEWER_COUNTERS)[number];

// As in stats.ts: a counter read below zero (a document written outside the functions) reads 0.
const count = z
  .number()
  .int()
  .default(0)
  .transform((n) => Math.max(0, n));

const counters = {
  decisions: count,
  approved: count,
  rejected: count,
  needs_changes: count,
  gold_total: count,
  gold_correct: count,
  second_opinions_given: count,
  second_opinions_agreed: count,
  overturned_on_appeal: count,
  review_time_hours: z.record(z.string(), z.number().int().nonnegative()).default({}),
};

/** reviewer_stats/{uid}. A counter no event touched is absent and reads as 0. */
export const reviewerStatsSchema = z.object({ uid: z.string(), ...counters });
export type ReviewerStats = z.infer<typeof reviewerStatsSchema>;

/** reviewer_stats_daily/{uid}_{yyyy-mm-dd}. */
export const reviewerDaySchema = z.object({ uid: z.string(), day: z.string(), ...counters });
export type ReviewerDay = z.infer<typeof reviewerDaySchema>;

/** The id of a reviewer's day document. */
export function reviewerDayId(uid: string, day: string): string {
  return `${uid}_${day}`;
}

/** The path of a reviewer's totals. */
export function reviewerStatsDocPath(uid: string): string {
  return `${collections.reviewerStats}/${uid}`;
}

/** A reviewer's totals with nothing counted. */
export function emptyReviewerStats(uid: string): ReviewerStats {
  return reviewerStatsSchema.parse({ uid });
}

/** A reviewer's day with nothing counted. */
export function emptyReviewerDay(uid: string, day: string): ReviewerDay {
  return reviewerDaySchema.parse({ uid, day });
}

/** Gold checks, for probation: how many and how many were right. */
export type GoldRecord = Pick<ReviewerStats, 'gold_total' | 'gold_correct'>;

/** correct ÷ total, or null when no gold item was decided. */
export function goldAccuracy({ gold_total, gold_correct }: GoldRecord): number | null {
  return gold_total > 0 ? gold_correct / gold_total : null;
}

/**
 * Whether a reviewer is on probation: gold accuracy below PROBATION_ACCURACY after at least
 * PROBATION_MIN_GOLD gold items (fewer say too little to judge anyone by).
 */
export function onProbation(stats: GoldRecord): boolean {
  if (stats.gold_total < PROBATION_MIN_GOLD) return false;
  return stats.gold_correct / stats.gold_total < PROBATION_ACCURACY;
}

/** A reviewer's row of Review quality: the window's days summed. */
export interface ReviewerSummary {
  uid: string;
  decisions: number;
  /** approved ÷ decisions, or null with no decision. */
  approvalShare: number | null;
  goldTotal: number;
  goldAccuracy: number | null;
  secondOpinions: number;
  /** agreed ÷ given, or null with no second opinion. */
  agreement: number | null;
  overturnedOnAppeal: number;
  /** Median hours from submission to first review, or null with no first review. */
  medianReviewHours: number | null;
}

/** Sums a reviewer's days (any window) into their row. */
export function summarizeReviewer(uid: string, days: readonly ReviewerDay[]): ReviewerSummary {
  const sum = (field: ReviewerCounter) => days.reduce((total, d) => total + d[field], 0);
  const decisions = sum('decisions');
  const goldTotal = sum('gold_total');
  const secondOpinions = sum('second_opinions_given');
  return {
    uid,
    decisions,
    approvalShare: decisions > 0 ? sum('approved') / decisions : null,
    goldTotal,
    goldAccuracy: goldAccuracy({ gold_total: goldTotal, gold_correct: sum('gold_correct') }),
    secondOpinions,
    agreement: secondOpinions > 0 ? sum('second_opinions_agreed') / secondOpinions : null,
    overturnedOnAppeal: sum('overturned_on_appeal'),
    medianReviewHours: histogramPercentile(
      mergeHistograms(days.map((d) => d.review_time_hours)),
      0.5,
    ),
  };
}
