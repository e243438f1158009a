/**
 * Staff analytics: the pre-aggregated figures of UTC days and the arithmetic the functions, the
 * recount and the Analytics screen share. A day's figures are its base, `stats_daily/{yyyy-mm-dd}`,
 * plus its shards, `stats_daily_shards/{yyyy-mm-dd}_{k}`, which the events add to; the recount
 * folds a closed day's shards into its base, so a chart over a year reads at most 365 bases and
 * the shards of the days not yet folded, whatever the data size.
 *
 * What a day counts, each dated by the instant its transaction wrote into the source document:
 * - submissions_received: submissions by `submitted_at`;
 * - reviews_*: review decisions, first reviews by `first_reviewed_at` and appeal decisions by
 *   `appeal_decided_at` (a rejection overturned on appeal counts once as a rejection, on its
 *   day, and once as the appeal's decision, on that day);
 * - review_time_hours: the time from submission to first review, as a histogram of fixed
 *   buckets, so a week's median and 90th percentile come from the sum of its days' histograms;
 * - payouts_sent_*: payouts by `sent_at`;
 * - bonuses_awarded_*: bonuses by `awarded_at` (once sent, a bonus is also a payout sent);
 * - active_creators: distinct creators who submitted that day; active_creators_week_new: those
 *   among them with no earlier submission in the same week (Monday–Sunday, UTC), so a week's
 *   distinct active creators is the sum of its days' `active_creators_week_new`.
 */
import { collections } from './collections';
import type { ReviewStatus } from './constants';
import { z } from './zod';

/** Days a chart may cover (the range picker of Analytics). */
export const STATS_RANGES_DAYS = [30, 90, 365] as const;
export type StatsRangeDays = (typeof STATS_RANGES_DAYS)[number];

/**
 * Upper edges, in hours, of the review-time buckets: bucket `lt_{h}h` counts reviews that took
 * less than h hours (and at least the previous edge); `ge_336h` counts the rest. Finer where
 * most reviews fall (the platform's default limit is days, not weeks).
 */
export const REVIEW_TIME_BUCKET_HOURS = [
  1, 2, 4, 8, 12, 24, 36, 48, 72, 96, 120, 168, 336,
] as const;
const LAST_EDGE = REVIEW_TIME_BUCKET_HOURS[REVIEW_TIME_BUCKET_HOURS.length - 1]!;

/** The histogram's keys in order, the overflow bucket last. */
export const REVIEW_TIME_BUCKETS: readonly string[] = [
  ...REVIEW_TIME_BUCKET_HOURS.map((h) => `lt_${h}h`),
  `ge_${LAST_EDGE}h`,
];

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The bucket of a review that took `ms` milliseconds. */
export function reviewTimeBucket(ms: number): string {
  const hours = Math.max(0, ms) / HOUR_MS;
  const i = REVIEW_TIME_BUCKET_HOURS.findIndex((edge) => hours < edge);
  return REVIEW_TIME_BUCKETS[i === -1 ? REVIEW_TIME_BUCKETS.length - 1 : i]!;
}

/** The UTC day of `at`, `yyyy-mm-dd`: the id of its stats_daily document. */
export function dayId(at: Date | number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The start of a `yyyy-mm-dd` UTC day. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return dayId(dayStart(day).getTime() + n * DAY_MS);
}

/** The Monday (UTC) of the week `day` falls in: a week's id. */
export function weekOf(day: string): string {
  const weekday = (dayStart(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/**
 * The stats_active_creators markers of a submission by `uid` on `day`: their presence says the
 * creator was already counted active that day and that week. A marker matters only while its
 * period lasts; `expires_at` (the start of the day after the period ends, plus a day's grace) is
 * for a TTL policy.
 */
export function activityMarkers(
  uid: string,
  day: string,
): { id: string; user_id: string; period: string; expires_at: Date }[] {
  const week = weekOf(day);
  return [
    { id: `day_${day}_${uid}`, user_id: uid, period: day, expires_at: dayStart(addDays(day, 2)) },
    {
      id: `week_${week}_${uid}`,
      user_id: uid,
      period: week,
      expires_at: dayStart(addDays(week, 8)),
    },
  ];
}

// A counter kept by blind increments can read below zero when its documents were written outside
// the functions (a deployment's data from before the counters, a tool writing directly): it then
// reads as 0 instead of failing the screen that shows it.
const count = z
  .number()
  .int()
  .default(0)
  .transform((n) => Math.max(0, n));

/**
 * stats_daily/{yyyy-mm-dd}. The events' transactions add to it with increments, so a field no
 * event of the day touched is absent and reads as 0.
 */
export const dailyStatsSchema = z.object({
  day: z.string(),
  submissions_received: count,
  reviews_approved: count,
  reviews_rejected: count,
  reviews_changes_requested: count,
  payouts_sent_count: count,
  payouts_sent_cents: count,
  bonuses_awarded_count: count,
  bonuses_awarded_cents: count,
  active_creators: count,
  active_creators_week_new: count,
  review_time_hours: z.record(z.string(), z.number().int().nonnegative()).default({}),
});
export type DailyStats = z.infer<typeof dailyStatsSchema>;

/** The numeric counters of a day (every field but `day` and the histogram). */
export const DAILY_COUNTERS = [
  'submissions_received',
  'reviews_approved',
  'reviews_rejected',
  'reviews_changes_requested',
  'payouts_sent_count',
  'payouts_sent_cents',
  'bonuses_awarded_count',
  'bonuses_awarded_cents',
  'active_creators',
  'active_creators_week_new',
] as const;
export type DailyCounter = (typeof DAILY_COUNTERS)[number];

/** A day with nothing counted. */
export function emptyDailyStats(day: string): DailyStats {
  return dailyStatsSchema.parse({ day });
}

/** The id of shard `shard` of `day`: `{yyyy-mm-dd}_{k}`. */
export function statsShardId(day: string, shard: number): string {
  return `${day}_${shard}`;
}

/**
 * A part of a day's figures as stored: its base (stats_daily) or one of its shards
 * (stats_daily_shards). A part may hold a negative correction (the recount writes the current
 * day's base as the recount less its shards), so parts are summed before the total is read as
 * counts (`sumDailyParts`).
 */
export const dailyStatsPartSchema = z.object({
  day: z.string(),
  ...(Object.fromEntries(
    DAILY_COUNTERS.map((field) => [field, z.number().int().default(0)]),
  ) as Record<DailyCounter, z.ZodDefault<z.ZodNumber>>),
  review_time_hours: z.record(z.string(), z.number().int()).default({}),
});
export type DailyStatsPart = z.infer<typeof dailyStatsPartSchema>;

/** The raw sum of `parts` of `day` (negatives kept; zero buckets left out). */
export function addDailyParts(day: string, parts: readonly DailyStatsPart[]): DailyStatsPart {
  const total = dailyStatsPartSchema.parse({ day });
  for (const part of parts) {
    for (const field of DAILY_COUNTERS) total[field] += part[field];
    for (const [bucket, n] of Object.entries(part.review_time_hours)) {
      total.review_time_hours[bucket] = (total.review_time_hours[bucket] ?? 0) + n;
    }
  }
  for (const [bucket, n] of Object.entries(total.review_time_hours)) {
    if (n === 0) delete total.review_time_hours[bucket];
  }
  return total;
}

/**
 * The days' figures from their stored parts (bases and shards, in any order): each day's base
 * plus its shards, read as counts (a total below zero reads as 0, as a stored count does).
 */
export function sumDailyParts(parts: readonly DailyStatsPart[]): DailyStats[] {
  const byDay = new Map<string, DailyStatsPart[]>();
  for (const part of parts) byDay.set(part.day, [...(byDay.get(part.day) ?? []), part]);
  return [...byDay.keys()].sort().map((day) => {
    const total = addDailyParts(day, byDay.get(day)!);
    const histogram = Object.fromEntries(
      Object.entries(total.review_time_hours).filter(([, n]) => n > 0),
    );
    return dailyStatsSchema.parse({ ...total, review_time_hours: histogram });
  });
}

/** The reviews_* counter of a decision. */
export function reviewCounter(decision: 'approved' | 'rejected' | 'needs_changes'): DailyCounter {
  return decision === 'needs_changes' ? 'reviews_changes_requested' : `reviews_${decision}`;
}

/** Bucket counts summed over `histograms` (missing buckets are 0). */
export function mergeHistograms(histograms: readonly Record<string, number>[]): number[] {
  return REVIEW_TIME_BUCKETS.map((key) => histograms.reduce((sum, h) => sum + (h[key] ?? 0), 0));
}

/**
 * The `p`-th percentile (0 < p ≤ 1) of the durations a histogram counts, in hours, or null when it
 * counts none. Linear within the bucket the rank falls in, so it is exact to a bucket's width;
 * in the overflow bucket it is that bucket's lower edge (at least 336 h).
 */
export function histogramPercentile(counts: readonly number[], p: number): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = p * total;
  let below = 0;
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i]!;
    if (n > 0 && below + n >= rank) {
      const lower = i === 0 ? 0 : REVIEW_TIME_BUCKET_HOURS[i - 1]!;
      const upper = REVIEW_TIME_BUCKET_HOURS[i];
      if (upper === undefined) return lower;
      return lower + ((rank - below) / n) * (upper - lower);
    }
    below += n;
  }
  return LAST_EDGE;
}

/** One week of the weekly charts. */
export interface WeeklyStats {
  /** The week's Monday, `yyyy-mm-dd`. */
  week: string;
  reviewHoursMedian: number | null;
  reviewHoursP90: number | null;
  reviewsTimed: number;
  payoutsSentCount: number;
  payoutsSentCents: number;
  bonusesAwardedCount: number;
  bonusesAwardedCents: number;
  activeCreators: number;
}

/**
 * The last `days` days up to `today` (inclusive, oldest first), a stats document or an empty one
 * for each: the daily charts' rows.
 */
export function dailySeries(
  stats: readonly DailyStats[],
  today: string,
  days: number,
): DailyStats[] {
  const byDay = new Map(stats.map((s) => [s.day, s]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - days + 1);
    return byDay.get(day) ?? emptyDailyStats(day);
  });
}

/**
 * The weeks of a daily series whose Monday falls in it (a week cut by the range's start is left
 * out, since its distinct creators cannot be told from part of it; the current week is partial).
 */
export function weeklySeries(daily: readonly DailyStats[]): WeeklyStats[] {
  const weeks = new Map<string, DailyStats[]>();
  const first = daily[0]?.day;
  for (const day of daily) {
    const week = weekOf(day.day);
    if (first !== undefined && week < first) continue;
    weeks.set(week, [...(weeks.get(week) ?? []), day]);
  }
  return [...weeks].map(([week, days]) => {
    const histogram = mergeHistograms(days.map((d) => d.review_time_hours));
    const sum = (field: DailyCounter) => days.reduce((total, d) => total + d[field], 0);
    return {
      week,
      reviewHoursMedian: histogramPercentile(histogram, 0.5),
      reviewHoursP90: histogramPercentile(histogram, 0.9),
      reviewsTimed: histogram.reduce((a, b) => a + b, 0),
      payoutsSentCount: sum('payouts_sent_count'),
      payoutsSentCents: sum('payouts_sent_cents'),
      bonusesAwardedCount: sum('bonuses_awarded_count'),
      bonusesAwardedCents: sum('bonuses_awarded_cents'),
      activeCreators: sum('active_creators_week_new'),
    };
  });
}

/**
 * creator_stats/{uid}: how many of the creator's submissions are in each review state. Each
 * transaction that creates a submission or changes its review_status adds +1/−1 with increments
 * (functions/src/stats/creator-stats.ts), so the creator overview reads this one document instead
 * of four aggregation queries, whose billed reads grow with the creator's history. A state no
 * event touched is absent and reads as 0.
 */
export const creatorStatsSchema = z.object({
  submissions_pending: count,
  submissions_approved: count,
  submissions_rejected: count,
  submissions_needs_changes: count,
});
export type CreatorStats = z.infer<typeof creatorStatsSchema>;

/** The creator_stats field counting submissions in `status`. */
export function submissionStatusCounter(status: ReviewStatus): keyof CreatorStats {
  return `submissions_${status}`;
}

/** The path of a creator's creator_stats document. */
export function creatorStatsDocPath(userId: string): string {
  return `${collections.creatorStats}/${userId}`;
}
