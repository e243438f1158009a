/**
 * The page loop every job shares: a bounded, indexed query (a `serverQueries` spec, most overdue
 * first) read a page at a time, each document handed to `handle`, which re-reads and re-checks
 * it in its own transaction. Handled documents leave the query, but a skipped one (another run
 * took it, or it is not due after all) stays: the next page starts after the last document of
 * this one, so the loop always advances and ends when a page comes back short.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ListQuery } from '@groundtruth/domain/queries';
import { adminQuery } from '../repos/base';
import type { JobReport } from './job';

/** Pages one run reads at most (100,000 documents at JOB_PAGE_SIZE): the next run goes on. */
export const MAX_PAGES_PER_RUN = 1000;

/**
 * Calls `handle` on every document `spec` returns; `handle` resolves true when it changed the
 * document, false when it left it alone. A document whose handling throws is logged and counted
 * as skipped, so one bad document does not stop the run (the next run tries it again).
 */
export async function forEachDue(
  jobName: string,
  spec: ListQuery,
  handle: (doc: QueryDocumentSnapshot) => Promise<boolean>,
): Promise<JobReport> {
  const report: JobReport = { changed: 0, skipped: 0 };
  const query = adminQuery(spec);
  let after: QueryDocumentSnapshot | undefined;
  for (let page = 0; page < MAX_PAGES_PER_RUN; page++) {
    const snap = await (after ? query.startAfter(after) : query).get();
    for (const doc of snap.docs) {
      try {
        if (await handle(doc)) report.changed++;
        else report.skipped++;
      } catch (err) {
        console.error(`${jobName}: left ${doc.ref.path} for the next run`, err);
        report.skipped++;
      }
    }
    if (snap.size < spec.limit) break;
    after = snap.docs[snap.docs.length - 1];
  }
  return report;
}

/** The sum of reports (a job made of several passes). */
export function addReports(...reports: JobReport[]): JobReport {
  return reports.reduce(
    (sum, r) => ({ changed: sum.changed + r.changed, skipped: sum.skipped + r.skipped }),
    { changed: 0, skipped: 0 },
  );
}
