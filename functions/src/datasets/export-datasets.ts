/**
 * exportDatasets (job): writes each queued dataset export to Storage under
 * exports/{exportId}/ — the approved files copied server-side, manifest.jsonl, its Ed25519
 * signature and public key, dataset-card.md and croissant.json.
 *
 * Paged and resumable. A run takes an export with a lease (lease_id, lease_until) so two runs
 * never work on one, then goes through the task's approved submissions a page at a time in
 * approval order. Each page's files are copied (file.copy(): a server-side rewrite, the bytes
 * never pass through the function) and hashed by streaming the copy, and the page's manifest
 * lines are written as one part file, exports/{id}/parts/{n}.jsonl, named by its position.
 * Only then does a transaction move the export's cursor past the page and count it, renewing
 * the lease. A run that dies anywhere before that commit leaves the cursor where it was: the
 * next run (once the lease has run out) redoes the page and writes the same part again under
 * the same name, so no line is ever written twice. When the last page is in, the parts are
 * joined into manifest.jsonl (in memory: the signature covers the whole file, and a line is
 * about 600 bytes, ~0.6 MB per 1,000 files; the files' bytes are never held), signed, described
 * and the parts deleted; finalizing again after a crash writes the same bytes.
 *
 * A file that is missing, or whose bytes no longer match the MD5 of its custody record, stops
 * the export (failed, with the path). Any other error is retried by later runs, up to
 * MAX_ATTEMPTS, after the lease runs out.
 *
 * The lease is export-lease.ts, a page export-page.ts, the last step export-finalize.ts.
 */
import { FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { collections } from '@groundtruth/domain/collections';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { db } from '../core/app';
import type { Job, JobReport } from '../jobs/job';
import { forEachDue } from '../jobs/pages';
import { ExportStopped } from './deliver-files';
import { finalize } from './export-finalize';
import { claim, commit, type ExportDoc } from './export-lease';
import { settleExportOrder } from '../orders/delivery/settle';
import { tellExportFinished } from './export-notice';
import { addCounts, exportPage, nextPage } from './export-page';
import { EXPORT_CUSTOMER_KEY, EXPORT_SIGNING_KEY, customerKey, customerKeyId } from './keys';

const name = 'exportDatasets';
/** Failed runs (other than a missing or altered file) before the export is marked failed. */
export const MAX_ATTEMPTS = 3;

export interface ExportJobOptions {
  /** Submissions per page (one part file each). */
  pageSize: number;
  /** How long a run holds an export without renewing (each page renews it). */
  leaseMs: number;
  /** A run stops taking pages after this long; the next run goes on. */
  runBudgetMs: number;
  /** Files copied and hashed at once. */
  concurrency: number;
  /** Tests: called after a part is written and before the cursor moves (a crash goes here). */
  afterPartWritten?: (exportId: string, part: number) => void | Promise<void>;
}

const emulated = process.env.FUNCTIONS_EMULATOR === 'true';

export const DEFAULT_EXPORT_OPTIONS: ExportJobOptions = {
  pageSize: 50,
  leaseMs: 2 * 60_000,
  // The scheduled function may run 9 minutes; the local trigger answers within the emulator's
  // 60 s, so a local run does less and the next one (seconds later) goes on.
  runBudgetMs: emulated ? 30_000 : 7 * 60_000,
  concurrency: 8,
};

/**
 * Works on one export, then tells whoever asked for it if it finished, and the dataset order it
 * delivers, if any (orders/delivery/settle.ts).
 */
async function exportOne(exportId: string, now: Date, options: ExportJobOptions) {
  const worked = await workOnExport(exportId, now, options);
  if (worked) {
    await tellExportFinished(exportId);
    await settleExportOrder(exportId, now);
  }
  return worked;
}

/** Works on one export until it is complete, the run's budget is spent or it fails. */
async function workOnExport(exportId: string, now: Date, options: ExportJobOptions) {
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  const key = customerKey();
  let doc: ExportDoc | null;
  try {
    doc = await claim(exportId, now, options.leaseMs, customerKeyId(key));
  } catch (err) {
    if (!(err instanceof ExportStopped)) throw err;
    await db()
      .collection(collections.datasetExports)
      .doc(exportId)
      .update({ status: 'failed', error: err.message, updated_at: FieldValue.serverTimestamp() });
    return true;
  }
  if (!doc) return false;
  const leaseId = doc.lease_id as string;
  try {
    for (;;) {
      const page = await nextPage(doc, options.pageSize);
      if (page.length === 0) return await finalize(doc, key, clock());
      const partIndex: number = doc.part_count ?? 0;
      const added = await exportPage(doc, key, page, partIndex, options.concurrency);
      await options.afterPartWritten?.(exportId, partIndex);
      const at = clock();
      const last = page[page.length - 1] as QueryDocumentSnapshot;
      const moved = await commit(exportId, leaseId, (current) => ({
        cursor_submission_id: last.id,
        part_count: partIndex + 1,
        submission_count: current.submission_count + added.submissions,
        auto_approved_count: (current.auto_approved_count ?? 0) + added.autoApproved,
        file_count: current.file_count + added.files,
        total_bytes: current.total_bytes + added.bytes,
        left_out: addCounts(current.left_out ?? {}, added.leftOut),
        updated_at: Timestamp.fromDate(at),
        lease_until: Timestamp.fromMillis(at.getTime() + options.leaseMs),
      }));
      if (!moved) return true; // another run took over after our lease ran out
      doc = {
        ...doc,
        cursor_submission_id: last.id,
        part_count: partIndex + 1,
        left_out: addCounts(doc.left_out ?? {}, added.leftOut),
      };
      if (page.length < options.pageSize) return await finalize(doc, key, clock());
      if (Date.now() - started > options.runBudgetMs) return true;
    }
  } catch (err) {
    const stopped = err instanceof ExportStopped;
    const message = stopped ? err.message : String((err as Error).message ?? err);
    logger.error(`${name}: export ${exportId}: ${message}`, err);
    await commit(exportId, leaseId, (current) => {
      const attempts = (current.attempts ?? 0) + 1;
      const failed = stopped || attempts >= MAX_ATTEMPTS;
      // A retry waits for the lease to run out, as after a crash.
      return {
        attempts,
        error: message,
        updated_at: Timestamp.fromDate(clock()),
        ...(failed ? { status: 'failed', lease_id: null, lease_until: null } : {}),
      };
    });
    return true;
  }
}

/** The job, with its page size and timings (tests make them small). */
export function exportDatasetsJob(options: Partial<ExportJobOptions> = {}): Job {
  const settings = { ...DEFAULT_EXPORT_OPTIONS, ...options };
  return {
    name,
    everyMinutes: 1,
    // Locally an export should be seen to complete within seconds of the admin's click.
    localEverySeconds: 5,
    // Bound in production only: the emulator has no Secret Manager (keys.ts makes dev keys).
    ...(emulated ? {} : { secrets: [EXPORT_SIGNING_KEY, EXPORT_CUSTOMER_KEY] }),
    run(now: Date): Promise<JobReport> {
      return forEachDue(name, serverQueries.openExports(), (doc) =>
        exportOne(doc.id, now, settings),
      );
    },
  };
}

export const exportDatasets = exportDatasetsJob();
