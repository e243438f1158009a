/**
 * recountDailyStats: rewrites the stats_daily documents of the current day and of the last
 * closed days from the source documents (recount-days.ts). The events' transactions keep each
 * day current as it happens (daily-stats.ts); this job is the repair and the proof: after a day
 * closes no event can be dated in it any more, so a recount of it is final, and writing it again
 * changes nothing (idempotent; two runs at once write the same values). A day that already equals
 * its recount is left alone.
 *
 * The current day is still receiving events, and is recounted all the same: each recount runs in
 * a transaction that reads the day's document before it reads the source documents
 * (recountAndStore). Every event writes its source document and its increment to that day's
 * document in one transaction, so an event either committed before the read (and is in both the
 * document and the recount) or touches a document this transaction read, and Firestore orders
 * the two: the event's commit waits for the lock, or this transaction starts again. An increment
 * is never overwritten by a recount that did not see its event.
 *
 * Run with a clock (`runJob?job=recountDailyStats&now=…`) it recounts the days before that clock.
 * A tool that writes source documents directly (the scale seed) calls recountAndStoreDays for the
 * days it wrote instead.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import { addDays, dailyStatsSchema, dayId, emptyDailyStats } from '@groundtruth/domain/stats';
import { db } from '../core/app';
import { recountDays } from './recount-days';
import type { Job, JobReport } from '../jobs/job';

/** How long after midnight (UTC) a day counts as closed: longer than any transaction takes. */
export const DAY_CLOSE_GRACE_MS = 15 * 60_000;
/** Closed days each run recounts, the latest first (the current day besides). */
export const RECOUNT_DAYS = 2;

/**
 * Recounts `days` and writes each that differs from its stored document; returns the days
 * written. Safe on a day still receiving events (see above): the days' documents are read, and
 * so locked, in the transaction before the source documents are counted. `firestore` is the
 * functions' database unless a tool passes its own.
 */
export async function recountAndStoreDays(
  days: readonly string[],
  firestore: Firestore = db(),
): Promise<string[]> {
  const refs = days.map((day) => firestore.collection(collections.statsDaily).doc(day));
  if (refs.length === 0) return [];
  return firestore.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const recounted = await recountDays(days, firestore);
    const written: string[] = [];
    days.forEach((day, i) => {
      const snap = snaps[i]!;
      // A day with no document and nothing to count stays without one.
      const stored = snap.exists ? dailyStatsSchema.parse(snap.data()) : emptyDailyStats(day);
      const counted = recounted.get(day)!;
      if (isDeepStrictEqual(stored, counted)) return;
      tx.set(refs[i]!, counted);
      written.push(day);
    });
    return written;
  });
}

/** Recounts `day` and writes it when it differs from the stored document; true when it wrote. */
export async function recountAndStore(day: string, firestore: Firestore = db()): Promise<boolean> {
  return (await recountAndStoreDays([day], firestore)).length > 0;
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
    // A day already equal to its recount is not counted at all: there was nothing to do.
    const report: JobReport = { changed: 0, skipped: 0 };
    for (const day of days) {
      if (await recountAndStore(day)) report.changed++;
    }
    return report;
  },
};
