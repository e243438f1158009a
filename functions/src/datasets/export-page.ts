/**
 * One page of an export: the next approved submissions after the export's cursor, their files
 * and signed releases copied server-side, and their manifest lines written as one part file
 * named by its position, so a page done again writes the same part under the same name.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import { exportFolder } from '@groundtruth/domain/dataset-exports';
import { submissionSchema } from '@groundtruth/domain/entities';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { bucket, db } from '../core/app';
import { adminQuery } from '../repos/base';
import { copyFile, copyRelease } from './deliver-files';
import { deliverable } from './deliverable';
import type { ExportDoc } from './export-lease';
import { approvalSource, manifestLine, type ManifestLine } from './manifest';

/** Where part `n` of an export's manifest is written until the export is finalized. */
export const part = (exportId: string, n: number) =>
  `${exportFolder(exportId)}parts/${String(n).padStart(6, '0')}.jsonl`;

/** Counts by reason, added together. */
export function addCounts(
  a: Record<string, number>,
  b: Record<string, number>,
): Record<string, number> {
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
export async function nextPage(doc: ExportDoc, pageSize: number) {
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
export async function exportPage(
  doc: ExportDoc,
  key: string,
  page: QueryDocumentSnapshot[],
  partIndex: number,
  concurrency: number,
) {
  // Auto-approved work stays out when the admin asked so, and work whose person in frame withdrew
  // their release always does; the cursor still moves past both.
  const included = page
    .map((snap) => ({ ...submissionSchema.parse(snap.data()), id: snap.id }))
    .filter(
      (submission) => doc.include_auto_approved !== false || approvalSource(submission) !== 'auto',
    )
    .filter(deliverable);
  // Each file entry carries the media facts submitWork's inspection stored.
  const jobs = included.flatMap((submission) =>
    submission.files.map((file, index) => ({ submission, file, index })),
  );
  const copies = await mapLimited(jobs, concurrency, async (job) => ({
    job,
    delivered: await copyFile(doc.id, key, job.submission.id, job.file, job.index),
  }));
  // A task with people in frame: each submission's signed releases go beside its files.
  const releaseJobs = included.flatMap((submission) =>
    (submission.releases ?? []).map((release, index) => ({ submission, release, index })),
  );
  const releaseCopies = await mapLimited(releaseJobs, concurrency, (job) =>
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
