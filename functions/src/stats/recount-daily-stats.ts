/**
 * recountDailyStats: rewrites the stats_daily documents of the last closed days from
 * the source documents (recount-days.ts). The events' transactions keep each day current as it
 * happens (daily-stats.ts); this job is the repair and the proof: after a day closes no
 * event can be dated in it any more, so a recount of it is final, and writing it again changes
 * nothing (idempotent; two runs at once write the same values). A day that already equals its
 * recount is left alone. Run with a clock (`runJob?job=recountDailyStats&now=…`) it recounts the
 * days before that clock, which is how a tool that wrote source documents directly (a seed) makes
 * their stats consistent.
 */
import { isDeepStrictEqual } from 'node:util';
import { addDays, dailyStatsSchema, dayId, emptyDailyStats } from '@groundtruth/domain/stats';
import { recountDay } from './recount-days';
import { statsDoc } from './daily-stats';
import type { Job, JobReport } from '../jobs/job';

/** How long after midnight (UTC) a day counts as closed: longer than any transaction takes. */
export const DAY_CLOSE_GRACE_MS = 15 * 60_000;
/** Closed days each run recounts, the latest first. */
export const RECOUNT_DAYS = 2;

/** Recounts `day` and writes it when it differs from the stored document; true when it wrote. */
export async function recountAndStore(day: string): Promise<boolean> {
  const [recounted, snap] = await Promise.all([recountDay(day), statsDoc(day).get()]);
  // A day with no document and nothing to count stays without one.
  const stored = snap.exists ? dailyStatsSchema.parse(snap.data()) : emptyDailyStats(day);
  if (isDeepStrictEqual(stored, recounted)) return false;
  await statsDoc(day).set(recounted);
  return true;
}

export const recountDailyStats: Job = {
  name: 'recountDailyStats',
  everyMinutes: 60,
  async run(now) {
    const lastClosed = addDays(dayId(now.getTime() - DAY_CLOSE_GRACE_MS), -1);
    // A day already equal to its recount is not counted at all: there was nothing to do.
    const report: JobReport = { changed: 0, skipped: 0 };
    for (let i = 0; i < RECOUNT_DAYS; i++) {
      if (await recountAndStore(addDays(lastClosed, -i))) report.changed++;
    }
    return report;
  },
};
