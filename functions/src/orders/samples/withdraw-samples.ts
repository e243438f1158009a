/**
 * Withdrawing a submission's samples from its order: once the dataset export would leave the
 * submission out (datasets/deliverable.ts: a person in its frame withdrew their release), the
 * customer no longer sees it as a sample either. One transaction deletes the sample documents of
 * its files (`orderSampleId` of the order, the submission and each file's position) and lowers
 * the order's `samples_count`, and sets `samples_checked_count` back to 0, so the next
 * refreshOrderSamples run looks through the approved work again and picks a replacement; then the
 * samples' objects are deleted from Storage.
 *
 * Idempotent: a call again finds no documents and changes nothing in Firestore, and deletes the
 * objects again (their paths follow from the files), so it also finishes a call that stopped
 * before them. Beside a refresh run: the run records a sample in a transaction that re-reads the
 * submission, so either it sees the release withdrawn and records nothing, or it committed first
 * and this transaction finds the sample and deletes it.
 */
import { collections } from '@groundtruth/domain/collections';
import {
  orderSampleCountsSchema,
  orderSampleExtension,
  orderSampleObjectPath,
  orderSamplesPath,
} from '@groundtruth/domain/order-samples';
import { bucket, db } from '../../core/app';
import { deliverable } from '../../datasets/deliverable';
import { submissions } from '../../repos/submissions';
import { tasks } from '../../repos/tasks';
import { orderSampleId } from './sample-order';

/**
 * Withdraws the samples of `submissionId` from the order its task was made from, if the export
 * would now leave it out; resolves with how many sample documents it deleted.
 */
export async function withdrawSubmissionSamples(submissionId: string): Promise<number> {
  // Read without a lock: once left out, a submission is never delivered again.
  const submission = await submissions.readNow(submissionId);
  if (!submission || deliverable(submission)) return 0;
  const orderId = (await tasks.readNow(submission.task_id))?.order_id;
  if (!orderId) return 0;
  const orderRef = db().collection(collections.datasetOrders).doc(orderId);
  const samples = db().collection(orderSamplesPath(orderId));
  const shown = submission.files.map((file, index) => {
    const id = orderSampleId(orderId, submissionId, index);
    return {
      ref: samples.doc(id),
      path: orderSampleObjectPath(orderId, id, orderSampleExtension(file.type)),
    };
  });
  const { withdrawn, paths } = await db().runTransaction(async (tx) => {
    const [order, ...docs] = await tx.getAll(orderRef, ...shown.map(({ ref }) => ref));
    const present = docs.filter((doc) => doc.exists);
    if (present.length === 0) return { withdrawn: 0, paths: [] };
    for (const doc of present) tx.delete(doc.ref);
    if (order?.exists) {
      const counts = orderSampleCountsSchema.parse(order.data());
      tx.update(orderRef, {
        samples_count: Math.max(0, counts.samples_count - present.length),
        samples_checked_count: 0,
      });
    }
    const paths = present.map((doc) => doc.get('path') as unknown);
    return {
      withdrawn: present.length,
      paths: paths.filter((path): path is string => typeof path === 'string'),
    };
  });
  const objects = new Set([...shown.map(({ path }) => path), ...paths]);
  await Promise.all(
    [...objects].map((path) => bucket().file(path).delete({ ignoreNotFound: true })),
  );
  return withdrawn;
}
