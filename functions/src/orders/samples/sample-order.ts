/**
 * The samples of one dataset order (domain/order-samples.ts): approved files of the order's tasks
 * not sampled yet, each copied to `order-samples/{orderId}/{sampleId}.{ext}` by the dataset
 * export's own copier (datasets/deliver-files.ts: the recorded position removed, or the file left
 * out), named `sample-{n}.{ext}`, and recorded as `dataset_orders/{orderId}/samples/{sampleId}`
 * with nothing that names the creator: no user id, no file name, no position. Only work the export
 * would deliver is sampled (datasets/deliverable.ts). The documents and the order's
 * `samples_count` are written in one transaction that re-reads the order's samples and the
 * sampled submissions, so a run done again, or two at once, adds no sample twice and never more
 * than ORDER_SAMPLE_SIZE, and a release withdrawn meanwhile either stops the sample here or finds
 * it recorded and withdraws it (withdraw-samples.ts).
 */
import crypto from 'node:crypto';
import {
  FieldValue,
  type DocumentReference,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import { datasetOrderSchema } from '@groundtruth/domain/dataset-orders';
import { submissionSchema, type SubmissionFile } from '@groundtruth/domain/entities';
import {
  ORDER_SAMPLE_SIZE,
  orderSampleCountsSchema,
  orderSampleExtension,
  orderSampleKindOf,
  orderSampleObjectPath,
  orderSamplesPath,
  wantsSamples,
  type OrderSample,
} from '@groundtruth/domain/order-samples';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { bucket, db } from '../../core/app';
import { copyWithoutLocation, ExportStopped } from '../../datasets/deliver-files';
import { deliverable } from '../../datasets/deliverable';
import { adminQuery } from '../../repos/base';

/** What the sampling reads of an order. */
const sampledFields = datasetOrderSchema.pick({ approved_count: true, task_ids: true });

/** Approved submissions of one task a run looks through for samples, oldest approval first. */
export const SAMPLE_SCAN_LIMIT = 50;

/**
 * The id of the sample of file `index` of a submission to `orderId`: a one-way hash, so the id
 * tells nothing of the submission (whose id names the creator's acceptance).
 */
export function orderSampleId(orderId: string, submissionId: string, index: number): string {
  return crypto
    .createHash('sha256')
    .update(`${orderId}/${submissionId}/${index}`)
    .digest('hex')
    .slice(0, 20);
}

/** An approved file that may become a sample. */
interface Candidate {
  id: string;
  /** The submission it is a file of, re-read when the sample is recorded. */
  submission: DocumentReference;
  file: SubmissionFile;
  taskTitle: string;
  approvedAt: Timestamp | null;
}

/** A sample whose bytes are in Storage, not yet recorded. */
interface Copied {
  id: string;
  submission: DocumentReference;
  sample: Omit<OrderSample, 'created_at'>;
}

/**
 * The approved files of the order's tasks, approved by `now`, in order of approval (a task
 * after another), and whether that is all of them (no task had more than a scan's worth).
 */
async function candidatesOf(orderId: string, taskIds: readonly string[], now: Date) {
  const candidates: Candidate[] = [];
  let complete = true;
  let approved = 0;
  for (const taskId of taskIds) {
    const spec = serverQueries.approvedTaskSubmissions(taskId, null, now, SAMPLE_SCAN_LIMIT);
    const page = await adminQuery(spec).get();
    if (page.size >= SAMPLE_SCAN_LIMIT) complete = false;
    approved += page.size;
    for (const snap of page.docs) {
      const submission = submissionSchema.parse(snap.data());
      // What the export leaves out is never shown either.
      if (!deliverable(submission)) continue;
      submission.files.forEach((file, index) =>
        candidates.push({
          id: orderSampleId(orderId, snap.id, index),
          submission: snap.ref,
          file,
          taskTitle: submission.task_title,
          approvedAt: submission.reviewed_at as Timestamp | null,
        }),
      );
    }
  }
  return { candidates, complete, approved };
}

/**
 * The numbers new samples are named with (`sample-{n}`), lowest first, skipping those the order's
 * samples `names` hold: a sample withdrawn leaves its number to the next.
 */
function* freeNumbers(names: readonly unknown[]): Generator<number, never> {
  const taken = new Set(names.map((name) => /^sample-(\d+)\./.exec(String(name))?.[1]).map(Number));
  for (let n = 1; ; n++) if (!taken.has(n)) yield n;
}

/** Copies `candidate` as sample number `n`; null when it cannot be shown without its position. */
async function copySample(orderId: string, candidate: Candidate, n: number) {
  const { id, file } = candidate;
  const extension = orderSampleExtension(file.type);
  const path = orderSampleObjectPath(orderId, id, extension);
  const name = `sample-${n}.${extension}`;
  try {
    const copy = await copyWithoutLocation(file, bucket().file(path), name);
    if ('leftOut' in copy) return null;
    const sample: Copied['sample'] = {
      path,
      name,
      content_type: file.type,
      kind: orderSampleKindOf(file.type),
      size_bytes: copy.size,
      task_title: candidate.taskTitle,
      approved_at: candidate.approvedAt,
    };
    return { id, submission: candidate.submission, sample };
  } catch (err) {
    // Gone or changed since it was approved: not a sample, however often it is tried.
    if (err instanceof ExportStopped) return null;
    throw err;
  }
}

/**
 * Adds samples to the order `snap` until it has ORDER_SAMPLE_SIZE or its approved work (by
 * `now`) runs out; resolves true when it changed the order.
 */
export async function sampleOrder(snap: QueryDocumentSnapshot, now: Date): Promise<boolean> {
  const orderId = snap.id;
  const order = sampledFields.parse(snap.data());
  const counts = orderSampleCountsSchema.parse(snap.data());
  if (!wantsSamples(order.approved_count, counts)) return false;
  const samples = db().collection(orderSamplesPath(orderId));
  const existing = await samples.limit(ORDER_SAMPLE_SIZE).get();
  const have = new Set(existing.docs.map((doc) => doc.id));
  const numbers = freeNumbers(existing.docs.map((doc) => doc.get('name')));
  const { candidates, complete, approved } = await candidatesOf(orderId, order.task_ids, now);
  const copied: Copied[] = [];
  let n = numbers.next().value;
  for (const candidate of candidates) {
    if (have.size + copied.length >= ORDER_SAMPLE_SIZE) break;
    if (have.has(candidate.id)) continue;
    const made = await copySample(orderId, candidate, n);
    if (made) {
      copied.push(made);
      n = numbers.next().value;
    }
  }
  const orderRef = snap.ref;
  const sampled = [...new Map(copied.map((c) => [c.submission.path, c.submission])).values()];
  const { kept, changed } = await db().runTransaction(async (tx) => {
    const [fresh, current, ...submissions] = await Promise.all([
      tx.get(orderRef),
      tx.get(samples.limit(ORDER_SAMPLE_SIZE)),
      ...sampled.map((ref) => tx.get(ref)),
    ]);
    // A release withdrawn since the files were read: not a sample (as it is not exported).
    const withheld = new Set(
      submissions
        .filter((sub) => !sub.exists || !deliverable(submissionSchema.parse(sub.data())))
        .map((sub) => sub.ref.path),
    );
    const ids = new Set(current.docs.map((doc) => doc.id));
    // Samples withdrawn since the run began: it may have stopped short counting them.
    const stale = withheld.size > 0 || [...have].some((id) => !ids.has(id));
    const recorded = new Set<string>();
    for (const { id, submission, sample } of copied) {
      if (ids.size >= ORDER_SAMPLE_SIZE || ids.has(id) || withheld.has(submission.path)) continue;
      tx.create(samples.doc(id), { ...sample, created_at: FieldValue.serverTimestamp() });
      ids.add(id);
      recorded.add(id);
    }
    const before = orderSampleCountsSchema.parse(fresh.data() ?? {});
    // Everything approved was looked at: what could not be sampled waits for more approvals.
    const checked =
      complete && !stale ? Math.max(before.samples_checked_count, approved) : undefined;
    const next = {
      samples_count: ids.size,
      ...(checked === undefined ? {} : { samples_checked_count: checked }),
    };
    const changed =
      recorded.size > 0 ||
      next.samples_count !== before.samples_count ||
      (checked !== undefined && checked !== before.samples_checked_count);
    if (fresh.exists && changed) tx.update(orderRef, next);
    return { kept: ids, changed };
  });
  // A copy another run recorded first (under the same id and path) stays; any other is dropped.
  await Promise.all(
    copied
      .filter(({ id }) => !kept.has(id))
      .map(({ sample }) => bucket().file(sample.path).delete({ ignoreNotFound: true })),
  );
  return changed;
}
