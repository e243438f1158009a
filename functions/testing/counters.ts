/**
 * The counters the creator overview reads (creator_stats) as stored, raw
 * (a negative or missing value as it is), and the same figures counted here from the source
 * documents, independently of the functions' code (domain/src/stats.ts says what each counts);
 * and a day's analytics figures as stored, its base plus its shards.
 */
import { reviewStatuses } from '@groundtruth/domain/constants';
import {
  creatorStatsDocPath,
  dailyStatsPartSchema,
  emptyDailyStats,
  submissionStatusCounter,
  sumDailyParts,
  type CreatorStats,
  type DailyStats,
} from '@groundtruth/domain/stats';
import { admin } from './clients';

/** The stored fields of a counter document, each missing one as 0, negatives kept. */
function raw<T extends string>(data: Record<string, unknown> | undefined, fields: readonly T[]) {
  return Object.fromEntries(
    fields.map((f) => [f, (data?.[f] as number | undefined) ?? 0]),
  ) as Record<T, number>;
}

const creatorFields = reviewStatuses.map(submissionStatusCounter);

/** creator_stats/{uid} as stored. */
export async function storedCreatorStats(uid: string): Promise<CreatorStats> {
  const snap = await admin.db().doc(creatorStatsDocPath(uid)).get();
  return raw(snap.data(), creatorFields);
}

/** The creator's submissions per review state, counted from the submissions. */
export async function countedCreatorStats(uid: string): Promise<CreatorStats> {
  const theirs = await admin.db().collection('submissions').where('user_id', '==', uid).get();
  const counts = raw<keyof CreatorStats>(undefined, creatorFields);
  for (const doc of theirs.docs) counts[submissionStatusCounter(doc.get('review_status'))]++;
  return counts;
}

/**
 * A day's figures as stored: its base (stats_daily/{day}) plus its shards
 * (stats_daily_shards whose `day` is that day), read as Analytics reads them.
 */
export async function storedDay(day: string): Promise<DailyStats> {
  const db = admin.db();
  const [base, shards] = await Promise.all([
    db.collection('stats_daily').doc(day).get(),
    db.collection('stats_daily_shards').where('day', '==', day).get(),
  ]);
  const parts = [...(base.exists ? [base] : []), ...shards.docs].map((d) =>
    dailyStatsPartSchema.parse(d.data()),
  );
  return sumDailyParts(parts)[0] ?? emptyDailyStats(day);
}

/** Every stored day's figures (bases plus shards), by day. */
export async function storedDays(): Promise<Map<string, DailyStats>> {
  const db = admin.db();
  const [bases, shards] = await Promise.all([
    db.collection('stats_daily').get(),
    db.collection('stats_daily_shards').get(),
  ]);
  const parts = [...bases.docs, ...shards.docs].map((d) => dailyStatsPartSchema.parse(d.data()));
  return new Map(sumDailyParts(parts).map((d) => [d.day, d]));
}
