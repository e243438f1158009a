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
 */
import crypto from 'node:crypto';
import { FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { collections } from '@groundtruth/domain/collections';
import {
  EXPORT_FILES,
  exportFolder,
  type DatasetExport,
} from '@groundtruth/domain/dataset-exports';
import { submissionSchema, taskSchema } from '@groundtruth/domain/entities';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { bucket, db } from '../core/app';
import { transaction } from '../core/callable';
import type { Job, JobReport } from '../jobs/job';
import { forEachDue } from '../jobs/pages';
import { appUrl } from '../mail/config';
import { adminQuery } from '../repos/base';
import { datasetExports } from '../repos/dataset-exports';
import { croissant } from './croissant';
import { writeArchive, type ArchiveEntry } from './dataset-archive';
import { tellExportFinished } from './export-notice';
import { datasetCard, type ExportDescription } from './describe';
import { ExportStopped, copyFile, copyRelease } from './deliver-files';
import {
  EXPORT_CUSTOMER_KEY,
  EXPORT_SIGNING_KEY,
  customerKey,
  customerKeyId,
  keyFingerprint,
  signingKeys,
} from './keys';
import { approvalSource, manifestLine, summarize, type ManifestLine } from './manifest';

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

const part = (exportId: string, n: number) =>
  `${exportFolder(exportId)}parts/${String(n).padStart(6, '0')}.jsonl`;

type ExportDoc = DatasetExport & { id: string };

/** Takes the export for this run, or null when it is done or another run holds it. */
function claim(exportId: string, now: Date, leaseMs: number, keyId: string) {
  return transaction(async (tx) => {
    const doc = await datasetExports.get(tx, exportId);
    if (!doc || (doc.status !== 'queued' && doc.status !== 'running')) return null;
    if (doc.lease_until && doc.lease_until.toMillis() > now.getTime()) return null;
    if (doc.customer_key_id && doc.customer_key_id !== keyId) {
      throw new ExportStopped(
        'The customer key changed while the export was under way: export the task again.',
      );
    }
    const leaseId = crypto.randomUUID();
    const at = Timestamp.fromDate(now);
    datasetExports.update(tx, exportId, {
      status: 'running',
      started_at: doc.started_at ? Timestamp.fromMillis(doc.started_at.toMillis()) : at,
      updated_at: at,
      lease_id: leaseId,
      lease_until: Timestamp.fromMillis(now.getTime() + leaseMs),
      customer_key_id: keyId,
    });
    return { ...doc, lease_id: leaseId } as ExportDoc;
  });
}

/** Applies `change` to the export if this run still holds it; false when it lost it. */
function commit(
  exportId: string,
  leaseId: string,
  change: (doc: ExportDoc) => Partial<Record<string, unknown>>,
) {
  return transaction(async (tx) => {
    const doc = await datasetExports.get(tx, exportId);
    if (!doc || doc.lease_id !== leaseId) return false;
    tx.update(datasetExports.ref(exportId), change(doc));
    return true;
  });
}

/** Counts by reason, added together. */
function addCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const sum = { ...a };
  for (const [reason, n] of Object.entries(b)) sum[reason] = (sum[reason] ?? 0) + n;
  return sum;
}

/** Runs `work` over `items`, at most `limit` at once, keeping their order in the result. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The next page of approved submissions after the export's cursor. */
async function nextPage(doc: ExportDoc, pageSize: number) {
  const spec = serverQueries.approvedTaskSubmissions(
    doc.task_id,
    doc.approved_from ? new Date(doc.approved_from.toMillis()) : null,
    doc.approved_to ? new Date(doc.approved_to.toMillis()) : null,
    pageSize,
  );
  let query = adminQuery(spec);
  if (doc.cursor_submission_id) {
    const cursor = await db()
      .collection(collections.submissions)
      .doc(doc.cursor_submission_id)
      .get();
    query = query.startAfter(cursor);
  }
  return (await query.get()).docs;
}

/** Copies one page's files and writes its part; resolves with what the page adds. */
async function exportPage(
  doc: ExportDoc,
  key: string,
  page: QueryDocumentSnapshot[],
  partIndex: number,
  options: ExportJobOptions,
) {
  // Auto-approved work stays out when the admin asked so, and work whose person in frame withdrew
  // their release always does; the cursor still moves past both.
  const included = page
    .map((snap) => ({ ...submissionSchema.parse(snap.data()), id: snap.id }))
    .filter(
      (submission) => doc.include_auto_approved !== false || approvalSource(submission) !== 'auto',
    )
    .filter((submission) => submission.release_revoked !== true);
  // Each file entry carries the media facts submitWork's inspection stored.
  const jobs = included.flatMap((submission) =>
    submission.files.map((file, index) => ({ submission, file, index })),
  );
  const copies = await mapLimited(jobs, options.concurrency, async (job) => ({
    job,
    delivered: await copyFile(doc.id, key, job.submission.id, job.file, job.index),
  }));
  // A task with people in frame: each submission's signed releases go beside its files.
  const releaseJobs = included.flatMap((submission) =>
    (submission.releases ?? []).map((release, index) => ({ submission, release, index })),
  );
  const releaseCopies = await mapLimited(releaseJobs, options.concurrency, (job) =>
    copyRelease(doc.id, key, job.submission.id, job.release, job.index),
  );
  const releasesOf = (submission: (typeof included)[number]) =>
    submission.people_in_frame === undefined && !submission.releases
      ? null
      : releaseCopies.filter((_, i) => releaseJobs[i]!.submission === submission);
  const lines: ManifestLine[] = [];
  const leftOut: Record<string, number> = {};
  for (const { job, delivered } of copies) {
    if ('leftOut' in delivered) leftOut[delivered.leftOut] = (leftOut[delivered.leftOut] ?? 0) + 1;
    else
      lines.push(
        manifestLine(key, job.submission, job.file, delivered, releasesOf(job.submission)),
      );
  }
  const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
  await bucket()
    .file(part(doc.id, partIndex))
    .save(text, { resumable: false, contentType: 'application/jsonl' });
  return {
    submissions: included.length,
    autoApproved: included.filter((submission) => approvalSource(submission) === 'auto').length,
    files: lines.length,
    bytes: lines.reduce((sum, line) => sum + line.size_bytes, 0),
    leftOut,
  };
}

/** The files and release PDFs the manifest lists, in its order, each once, with their sizes. */
async function deliveredObjects(folder: string, lines: ManifestLine[]): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = lines.map((line) => ({
    path: line.file_path,
    size: line.size_bytes,
  }));
  const releases = new Set(
    lines.flatMap((line) => line.releases?.documents ?? []).map((r) => r.path),
  );
  for (const path of releases) {
    const [metadata] = await bucket().file(`${folder}${path}`).getMetadata();
    entries.push({ path, size: Number(metadata.size) });
  }
  return entries;
}

/**
 * Joins the parts into the manifest, signs and describes it, writes the whole export as one
 * archive; marks the export complete.
 */
async function finalize(doc: ExportDoc, key: string, now: Date) {
  const folder = exportFolder(doc.id);
  const count = doc.part_count ?? 0;
  const chunks: Buffer[] = [];
  for (let n = 0; n < count; n++) chunks.push((await bucket().file(part(doc.id, n)).download())[0]);
  const manifest = Buffer.concat(chunks);
  const lines = manifest
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ManifestLine);
  const summary = summarize(lines);
  const manifestSha256 = crypto.createHash('sha256').update(manifest).digest('hex');
  const { privateKey, publicKeyPem } = signingKeys();
  const signature = crypto.sign(null, manifest, privateKey).toString('base64');
  const fingerprint = keyFingerprint(publicKeyPem);

  const taskSnap = await db().collection(collections.tasks).doc(doc.task_id).get();
  const task = { ...taskSchema.parse(taskSnap.data()), id: taskSnap.id };
  const completedAt = (
    doc.completed_at ? new Date(doc.completed_at.toMillis()) : now
  ).toISOString();
  const description: ExportDescription = {
    exportId: doc.id,
    task,
    requirements: taskSnap.get('requirements') ?? undefined,
    summary,
    approvedFrom: doc.approved_from ? new Date(doc.approved_from.toMillis()).toISOString() : null,
    approvedTo: doc.approved_to ? new Date(doc.approved_to.toMillis()).toISOString() : null,
    includesAutoApproved: doc.include_auto_approved !== false,
    leftOut: doc.left_out ?? {},
    completedAt,
    manifestSha256,
    manifestBytes: manifest.length,
    keyFingerprint: fingerprint,
    customerKeyId: customerKeyId(key),
    location: `https://storage.googleapis.com/${bucket().name}/${folder}`,
    appUrl: appUrl(),
  };
  const entries: ArchiveEntry[] = [];
  const save = async (file: string, data: string | Buffer, contentType: string) => {
    await bucket().file(`${folder}${file}`).save(data, { resumable: false, contentType });
    entries.push({ path: file, size: Buffer.byteLength(data) });
  };
  await save(EXPORT_FILES.manifest, manifest, 'application/jsonl');
  await save(EXPORT_FILES.signature, `${signature}\n`, 'text/plain');
  await save(EXPORT_FILES.publicKey, publicKeyPem, 'application/x-pem-file');
  await save(EXPORT_FILES.card, datasetCard(description), 'text/markdown');
  await save(
    EXPORT_FILES.croissant,
    `${JSON.stringify(croissant(description), null, 2)}\n`,
    'application/ld+json',
  );
  for (let n = 0; n < count; n++)
    await bucket().file(part(doc.id, n)).delete({ ignoreNotFound: true });
  const archive = await writeArchive(
    doc.id,
    [...entries, ...(await deliveredObjects(folder, lines))],
    new Date(completedAt),
  );
  return commit(doc.id, doc.lease_id as string, () => ({
    status: 'complete',
    completed_at: Timestamp.fromDate(new Date(completedAt)),
    updated_at: Timestamp.fromDate(now),
    file_count: summary.files,
    total_bytes: summary.bytes,
    contributor_count: summary.contributors,
    manifest_sha256: manifestSha256,
    key_fingerprint: fingerprint,
    archive_sha256: archive.sha256,
    archive_bytes: archive.bytes,
    error: null,
    lease_id: null,
    lease_until: null,
  }));
}

/** Works on one export, then tells whoever asked for it if it finished. */
async function exportOne(exportId: string, now: Date, options: ExportJobOptions) {
  const worked = await workOnExport(exportId, now, options);
  if (worked) await tellExportFinished(exportId);
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
      const added = await exportPage(doc, key, page, partIndex, options);
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
