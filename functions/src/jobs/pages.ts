/**
 * The page loop every job shares: a bounded, indexed query (a `serverQueries` spec, most overdue
 * first) read a page at a time, each document handed to `handle`, which re-reads and re-checks
 * it in its own transaction. Handled documents leave the query, but a skipped one (another run
 * took it, or it is not due after all) stays: the next page starts after the last document of
 * this one, so the loop always advances and ends when a page comes back short.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ListQuery } from '@groundtruth/domain/query-spec';
import { adminQuery } from '../repos/base';
import type { JobReport } from './job';

/** Pages one run reads at most (100,000 documents at JOB_PAGE_SIZE): the next run goes on. */
export const MAX_PAGES_PER_RUN = 1000;

/**
 * Wall-clock time a run starts new pages for: a scheduled function is stopped after
 * 60 s (the default timeout, which the Functions emulator enforces too), so a run with
 * thousands of due documents stops starting pages after 45 s and the next run goes on where it
 * left off (the most overdue first). Every job's cadence is at least a minute, so one run also
 * ends within its cadence.
 */
export const JOB_TIME_BUDGET_MS = 45_000;

/**
 * Documents of a page handled at once, each in its own transaction: 5,000 due documents one
 * after another took longer than a run may (bench scale); distinct documents do not contend.
 */
export const JOB_CONCURRENCY = 8;

export interface PageOptions {
  /** Date.now() after which no new page is started; default: JOB_TIME_BUDGET_MS from now. */
  deadline?: number;
  /** Documents handled at once; default JOB_CONCURRENCY. */
  concurrency?: number;
  /**
   * Called once each page is handled, with its last document (undefined for an empty page) and
   * whether it was the last page: a job that keeps a cursor saves it here, so a run cut short
   * by the deadline is continued by the next one instead of started over.
   */
  afterPage?: (last: QueryDocumentSnapshot | undefined, complete: boolean) => Promise<void>;
}

/** A deadline for the passes of one run (a job of several passes shares it). */
export function runDeadline(): number {
  return Date.now() + JOB_TIME_BUDGET_MS;
}

/**
 * Calls `handle` on every document `spec` returns; `handle` resolves true when it changed the
 * document, false when it left it alone. A document whose handling throws is logged and counted
 * as skipped, so one bad document does not stop the run (the next run tries it again).
 */
export async function forEachDue(
  jobName: string,
  spec: ListQuery,
  handle: (doc: QueryDocumentSnapshot) => Promise<boolean>,
  { deadline = runDeadline(), concurrency = JOB_CONCURRENCY, afterPage }: PageOptions = {},
): Promise<JobReport> {
  const report: JobReport = { changed: 0, skipped: 0 };
  const query = adminQuery(spec);
  const handleOne = async (doc: QueryDocumentSnapshot) => {
    try {
      if (await handle(doc)) report.changed++;
      else report.skipped++;
    } catch (err) {
      console.error(`${jobName}: left ${doc.ref.path} for the next run`, err);
      report.skipped++;
    }
  };
  let after: QueryDocumentSnapshot | undefined;
  for (let page = 0; page < MAX_PAGES_PER_RUN && Date.now() < deadline; page++) {
    // Only this page is held in memory; the next is read after it is done.
    const snap = await (after ? query.startAfter(after) : query).get();
    await inPool(snap.docs, concurrency, handleOne);
    const complete = snap.size < spec.limit;
    await afterPage?.(snap.docs[snap.docs.length - 1], complete);
    if (complete) break;
    after = snap.docs[snap.docs.length - 1];
  }
  return report;
}

/** Calls `handle` on every item, at most `concurrency` at once; resolves when all are done. */
export async function inPool<T>(
  items: readonly T[],
  concurrency: number,
  handle: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await handle(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

/** The sum of reports (a job made of several passes). */
export function addReports(...reports: JobReport[]): JobReport {
  return reports.reduce(
    (sum, r) => ({ changed: sum.changed + r.changed, skipped: sum.skipped + r.skipped }),
    { changed: 0, skipped: 0 },
  );
}
