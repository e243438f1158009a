/**
 * The counters the overviews read (creator_stats, platform_counters/overview) as stored, raw
 * (a negative or missing value as it is), and the same figures counted here from the source
 * documents, independently of the functions' code (domain/src/stats.ts says what each counts).
 */
import { AggregateField, type Query } from 'firebase-admin/firestore';
import { reviewStatuses } from '@groundtruth/domain/constants';
import {
  creatorStatsDocPath,
  OVERVIEW_COUNTERS_PATH,
  submissionStatusCounter,
  type CreatorStats,
  type OverviewCounters,
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

const overviewFields = [
  'users',
  'tasks_published',
  'submissions_pending',
  'appeals_open',
  'payouts_pending',
  'payouts_pending_cents',
] as const satisfies readonly (keyof OverviewCounters)[];

/** platform_counters/overview as stored. */
export async function storedOverview(): Promise<OverviewCounters> {
  return raw((await admin.db().doc(OVERVIEW_COUNTERS_PATH).get()).data(), overviewFields);
}

/** The overview's figures counted from the whole database now. */
export async function countedOverview(): Promise<OverviewCounters> {
  const db = admin.db();
  const count = async (query: Query) => (await query.count().get()).data().count;
  const pendingPayouts = db.collection('payouts').where('status', '==', 'pending');
  const [users, published, pending, appeals, payouts, cents] = await Promise.all([
    count(db.collection('users')),
    count(db.collection('tasks').where('status', '==', 'published')),
    count(db.collection('submissions').where('review_status', '==', 'pending')),
    count(db.collection('submissions').where('appeal_status', '==', 'open')),
    count(pendingPayouts),
    pendingPayouts
      .aggregate({ cents: AggregateField.sum('amount_cents') })
      .get()
      .then((s) => s.data().cents ?? 0),
  ]);
  return {
    users,
    tasks_published: published,
    submissions_pending: pending,
    appeals_open: appeals,
    payouts_pending: payouts,
    payouts_pending_cents: cents,
  };
}
