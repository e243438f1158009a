/**
 * recountDailyStats: keeps each recounted day's figures — its base, `stats_daily/{day}`, plus its
 * shards, `stats_daily_shards` whose `day` is that day — equal to a recount of the source
 * documents (recount-days.ts). The events keep a day current as it happens, each adding to one
 * shard (daily-stats.ts); this job is the repair and the proof, and it folds a closed day's shards
 * into its base so Analytics reads one document a day for the past. After a day closes no event
 * can be dated in it any more, so its recount is final; a day already equal to its recount, with
 * no shards left, is left alone (idempotent; two runs at once write the same values).
 *
 * The current day is still receiving events, and is recounted all the same, with no lock that an
 * event waits on (docs/architecture.md, How the write path scales): the day's shards are read
 * first, outside any transaction; then the day is recounted from the source documents, a page at
 * a time, with no lock; then one transaction reads the base (which no event writes) and, beside
 * it, the shards again (plainly; a closed day's in the transaction, which deletes them). Every event writes a shard of its day in the transaction that writes its
 * source document, so when no shard changed no event of the day committed since the first read:
 * the recount is exactly the events committed up to that transaction's read, and the base is
 * written as the recount less the shards (on a closed day: the recount, the shards deleted). An
 * event committing after that read is in neither and adds to its shard as usual. When a shard did
 * change, the day is recounted again, up to ATTEMPTS times; then it waits for the next run (on a
 * busy current day, for a quiet moment or its close), its figures kept exact by the events alone.
 *
 * Each run also folds a few older closed days that still have shards (FOLD_BACKLOG_DAYS, oldest
 * first): days whose close the job missed, so Analytics' bounded read of shards stays complete.
 *
 * Run with a clock (`runJob?job=recountDailyStats&now=…`) it recounts the days before that clock.
 * A tool that writes source documents directly (the scale seed) calls recountAndStoreDays for the
 * days it wrote instead.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Firestore, QueryDocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import {
  addDailyParts,
  addDays,
  DAILY_COUNTERS,
  dailyStatsPartSchema,
  dayId,
  emptyDailyStats,
  type DailyStats,
  type DailyStatsPart,
} from '@groundtruth/domain/stats';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { db } from '../core/app';
import { adminQuery } from '../repos/base';
import { recountDays } from './recount-days';
import type { Job, JobReport } from '../jobs/job';

/** How long after midnight (UTC) a day counts as closed: longer than any transaction takes. */
export const DAY_CLOSE_GRACE_MS = 15 * 60_000;
/** Closed days each run recounts, the latest first (the current day besides). */
export const RECOUNT_DAYS = 2;
/** Recounts of a day in one run while events keep changing its shards. */
export const ATTEMPTS = 3;
/** Older closed days each run folds when their shards were left (a job stopped for a while). */
export const FOLD_BACKLOG_DAYS = 7;

/** What a recount of some days did: the days it wrote, and those it left for the next run. */
export interface StoredDays {
  written: string[];
  busy: string[];
}

/** The shards of `day` and the time each was last written (a shard's version). */
const shardQuery = (firestore: Firestore, day: string) =>
  firestore.collection(collections.statsDailyShards).where('day', '==', day);

const versions = (snap: QuerySnapshot) =>
  new Map(snap.docs.map((d) => [d.id, d.updateTime.toMillis() * 1e6 + d.updateTime.nanoseconds]));

const partOf = (doc: QueryDocumentSnapshot) => dailyStatsPartSchema.parse(doc.data());

/** `counted` less `shards`: the base that makes base + shards equal the recount. */
function baseFor(day: string, counted: DailyStats, shards: DailyStatsPart): DailyStatsPart {
  const negated = dailyStatsPartSchema.parse({
    day,
    ...Object.fromEntries(DAILY_COUNTERS.map((f) => [f, -shards[f]])),
    review_time_hours: Object.fromEntries(
      Object.entries(shards.review_time_hours).map(([b, n]) => [b, -n]),
    ),
  });
  return addDailyParts(day, [dailyStatsPartSchema.parse(counted), negated]);
}

/** The stored base as the recount would write it: each counter present, zero buckets left out. */
const normalised = (day: string, data: unknown): DailyStatsPart =>
  data === undefined
    ? dailyStatsPartSchema.parse(emptyDailyStats(day))
    : addDailyParts(day, [dailyStatsPartSchema.parse(data)]);

/**
 * One attempt at `days`: recounts them and writes each whose base + shards differ from its
 * recount, or (closed) still has shards to fold. Days whose shards changed while it recounted are
 * returned as busy, untouched.
 */
async function storeOnce(
  days: readonly string[],
  closedBefore: string,
  firestore: Firestore,
): Promise<StoredDays> {
  const seen = await Promise.all(days.map((day) => shardQuery(firestore, day).get()));
  const recounted = await recountDays(days, firestore);
  const bases = days.map((day) => firestore.collection(collections.statsDaily).doc(day));
  return firestore.runTransaction(async (tx) => {
    const stored = await tx.getAll(...bases);
    // A closed day's shards are read in the transaction, which deletes them (no event writes
    // them any more); the current day's are read plainly, so no event waits on this recount.
    const shards = await Promise.all(
      days.map((day) =>
        day < closedBefore ? tx.get(shardQuery(firestore, day)) : shardQuery(firestore, day).get(),
      ),
    );
    const result: StoredDays = { written: [], busy: [] };
    days.forEach((day, i) => {
      const now = shards[i]!;
      if (!isDeepStrictEqual(versions(now), versions(seen[i]!))) {
        result.busy.push(day);
        return;
      }
      const counted = recounted.get(day)!;
      const sum = addDailyParts(day, now.docs.map(partOf));
      const closed = day < closedBefore;
      const base = closed ? dailyStatsPartSchema.parse(counted) : baseFor(day, counted, sum);
      // A day with no document and nothing to count stays without one.
      const storedBase = normalised(day, stored[i]!.data());
      const folding = closed && !now.empty;
      if (!folding && isDeepStrictEqual(storedBase, normalised(day, base))) return;
      tx.set(bases[i]!, base);
      if (closed) for (const doc of now.docs) tx.delete(doc.ref);
      result.written.push(day);
    });
    return result;
  });
}

/**
 * Recounts `days` and writes each whose figures differ from the recount (see above), folding the
 * shards of those closed at `now` into their bases. Returns the days written, and those left
 * because events kept changing them. `firestore` is the functions' database unless a tool passes
 * its own.
 */
export async function recountAndStoreDays(
  days: readonly string[],
  firestore: Firestore = db(),
  now: Date = new Date(),
): Promise<StoredDays> {
  const closedBefore = dayId(now.getTime() - DAY_CLOSE_GRACE_MS);
  const result: StoredDays = { written: [], busy: [] };
  let left = [...days];
  for (let attempt = 0; attempt < ATTEMPTS && left.length > 0; attempt++) {
    const { written, busy } = await storeOnce(left, closedBefore, firestore);
    result.written.push(...written);
    left = busy;
  }
  result.busy = left;
  return result;
}

/** Recounts `day` as of `now` and writes it when it differs; true when it wrote. */
export async function recountAndStore(
  day: string,
  firestore: Firestore = db(),
  now: Date = new Date(),
): Promise<boolean> {
  return (await recountAndStoreDays([day], firestore, now)).written.length > 0;
}

export const recountDailyStats: Job = {
  name: 'recountDailyStats',
  everyMinutes: 60,
  async run(now) {
    const today = dayId(now.getTime());
    const lastClosed = addDays(dayId(now.getTime() - DAY_CLOSE_GRACE_MS), -1);
    // The day that ended less than DAY_CLOSE_GRACE_MS ago waits for its close.
    const days = [
      today,
      ...Array.from({ length: RECOUNT_DAYS }, (_, i) => addDays(lastClosed, -i)),
    ];
    // A day already equal to its recount is not counted at all: there was nothing to do. A day
    // that events kept changing is skipped until the next run.
    const report: JobReport = { changed: 0, skipped: 0 };
    const store = async (day: string) => {
      const { written, busy } = await recountAndStoreDays([day], db(), now);
      report.changed += written.length;
      report.skipped += busy.length;
      return written.length > 0;
    };
    for (const day of days) await store(day);
    // Older days that still have shards (the job did not run on their close): folded, oldest
    // first, a few a run, so Analytics' bounded read of the shards keeps covering every day.
    const oldest = days[days.length - 1]!;
    for (let i = 0; i < FOLD_BACKLOG_DAYS; i++) {
      const [left] = (await adminQuery(serverQueries.shardsBefore(oldest)).get()).docs;
      if (!left || !(await store(left.get('day') as string))) break;
    }
    return report;
  },
};
