/**
 * Staff analytics: the events' transactions add to one shard of their day,
 * `stats_daily_shards/{yyyy-mm-dd}_{k}` with k a stable hash of the event's source document id
 * (the submission's or the payout's), with blind increments: no read, so concurrent events never
 * wait on a read of a shard, spread over STATS_DAY_SHARDS documents a day so they rarely meet on
 * one, and a retried transaction commits its increments once or not at all. The day's figure is
 * its base (`stats_daily/{day}`, which only the recount writes) plus its shards. Each event is dated by the
 * instant `at` that the same transaction writes into the source document (submitted_at,
 * first_reviewed_at, appeal_decided_at, sent_at, awarded_at), so the day counted and the day a recount
 * reads are the same. recountDailyStats rebuilds a day from those fields (recount-days.ts).
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { collections } from '@groundtruth/domain/collections';
import type { TimestampLike } from '@groundtruth/domain/timestamp';
import {
  activityMarkers,
  dayId,
  reviewCounter,
  reviewTimeBucket,
  statsShardId,
  type DailyCounter,
} from '@groundtruth/domain/stats';
import { statsShardOf } from '@groundtruth/domain/stats-shards';
import { db } from '../core/app';

/** The stats_daily document of `day`: its base. */
export function statsDoc(day: string) {
  return db().collection(collections.statsDaily).doc(day);
}

/** Shard `shard` of `day`. */
export function statsShardDoc(day: string, shard: number) {
  return db().collection(collections.statsDailyShards).doc(statsShardId(day, shard));
}

function activityDoc(id: string) {
  return db().collection(collections.statsActiveCreators).doc(id);
}

/**
 * Adds to the counters (and histogram buckets) of the day of `at`, in the shard of `sourceId`
 * (the id of the document the event is dated by), creating the shard if new.
 */
function addToDay(
  tx: Transaction,
  sourceId: string,
  at: Timestamp,
  counters: Partial<Record<DailyCounter, number>>,
  histogram: Record<string, number> = {},
): void {
  const day = dayId(at.toMillis());
  const shard = statsShardOf(sourceId);
  const increments = (values: Record<string, number>) =>
    Object.fromEntries(Object.entries(values).map(([k, n]) => [k, FieldValue.increment(n)]));
  tx.set(
    statsShardDoc(day, shard),
    {
      day,
      shard,
      ...increments(counters),
      ...(Object.keys(histogram).length ? { review_time_hours: increments(histogram) } : {}),
    },
    { merge: true },
  );
}

/** Whether the creator was already counted active in the day and in the week of a submission. */
export interface CreatorActivity {
  uid: string;
  at: Timestamp;
  seenToday: boolean;
  seenThisWeek: boolean;
}

/** The day and week markers of a submission by `uid` at `at` (domain/src/stats.ts). */
const markersOf = (uid: string, at: Timestamp) => {
  const [day, week] = activityMarkers(uid, dayId(at.toMillis()));
  return { day: day!, week: week! };
};

/**
 * Reads, in submitWork's transaction (among its reads), whether `uid` already submitted on the
 * day and in the week of `at`. Only this creator's own submissions touch these documents.
 */
export async function readCreatorActivity(
  tx: Transaction,
  uid: string,
  at: Timestamp,
): Promise<CreatorActivity> {
  const ids = markersOf(uid, at);
  const [day, week] = await tx.getAll(activityDoc(ids.day.id), activityDoc(ids.week.id));
  return { uid, at, seenToday: day!.exists, seenThisWeek: week!.exists };
}

/**
 * Counts submission `submissionId` received at `activity.at`, and its creator once per day and
 * per week.
 */
export function countSubmission(
  tx: Transaction,
  submissionId: string,
  activity: CreatorActivity,
): void {
  const { uid, at } = activity;
  const ids = markersOf(uid, at);
  const write = ({ id, expires_at, ...marker }: (typeof ids)['day']) =>
    tx.set(activityDoc(id), { ...marker, expires_at: Timestamp.fromDate(expires_at) });
  if (!activity.seenToday) write(ids.day);
  if (!activity.seenThisWeek) write(ids.week);
  addToDay(tx, submissionId, at, {
    submissions_received: 1,
    ...(activity.seenToday ? {} : { active_creators: 1 }),
    ...(activity.seenThisWeek ? {} : { active_creators_week_new: 1 }),
  });
}

/**
 * Counts a review decision on submission `submissionId` made at `at`; a first review
 * (`submittedAt` given) also adds its time since submission to the day's histogram. An appeal's
 * decision passes no `submittedAt`.
 */
export function countReview(
  tx: Transaction,
  submissionId: string,
  decision: ReviewDecision,
  at: Timestamp,
  submittedAt: TimestampLike | null,
): void {
  const histogram = submittedAt
    ? { [reviewTimeBucket(at.toMillis() - submittedAt.toMillis())]: 1 }
    : {};
  addToDay(tx, submissionId, at, { [reviewCounter(decision)]: 1 }, histogram);
}

/** Counts payout `payoutId` of `cents` sent at `at`. */
export function countPayoutSent(
  tx: Transaction,
  payoutId: string,
  cents: number,
  at: Timestamp,
): void {
  addToDay(tx, payoutId, at, { payouts_sent_count: 1, payouts_sent_cents: cents });
}

/** Counts bonus payout `payoutId` of `cents` awarded at `at` (counted again when sent). */
export function countBonusAwarded(
  tx: Transaction,
  payoutId: string,
  cents: number,
  at: Timestamp,
): void {
  addToDay(tx, payoutId, at, { bonuses_awarded_count: 1, bonuses_awarded_cents: cents });
}
