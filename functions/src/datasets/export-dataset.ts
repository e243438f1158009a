/**
 * exportDataset (admin): queues the export of a task's approved work as a dataset, with or
 * without what the review-deadline job approved (includeAutoApproved, default with).
 * One transaction: the caller (admin), the task, the queued dataset_exports document and the
 * audit entry. The job exportDatasets picks it up (every minute in production, every few
 * seconds locally) and writes it to Storage under exports/{exportId}/; the staff screen
 * follows its progress in the document. A dataset order's delivery queues its exports through
 * queueDatasetExport too (orders/delivery/), with the order's id on each.
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { approvedRangeBound } from '@groundtruth/domain/callables';
import { collections } from '@groundtruth/domain/collections';
import { serverMessages } from '@groundtruth/domain/server-messages';
import type { Actor } from '../core/audit';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { ADMIN, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { datasetExports } from '../repos/dataset-exports';
import { tasks } from '../repos/tasks';

/** What one export covers beside its task. */
export interface ExportRequest {
  taskId: string;
  taskTitle: string;
  from: Date | null;
  to: Date | null;
  includeAutoApproved: boolean;
  /** The dataset order the export delivers. */
  orderId?: string;
}

/** Writes a queued export of `request` and its audit entry in `tx` (after its reads); its id. */
export function queueDatasetExport(tx: Transaction, actor: Actor, request: ExportRequest): string {
  const { taskId, from, to, includeAutoApproved, orderId } = request;
  const exportId = datasetExports.collection().doc().id;
  datasetExports.create(tx, exportId, {
    task_id: taskId,
    task_title: request.taskTitle,
    status: 'queued',
    approved_from: from ? Timestamp.fromDate(from) : null,
    approved_to: to ? Timestamp.fromDate(to) : null,
    created_by: actor.uid,
    created_by_name: actor.name,
    created_at: FieldValue.serverTimestamp(),
    started_at: null,
    completed_at: null,
    updated_at: FieldValue.serverTimestamp(),
    include_auto_approved: includeAutoApproved,
    submission_count: 0,
    auto_approved_count: 0,
    file_count: 0,
    total_bytes: 0,
    contributor_count: 0,
    error: null,
    manifest_sha256: null,
    key_fingerprint: null,
    customer_key_id: null,
    cursor_submission_id: null,
    part_count: 0,
    lease_id: null,
    lease_until: null,
    attempts: 0,
    ...(orderId ? { order_id: orderId } : {}),
  });
  writeAudit(tx, actor, 'export_dataset', collections.datasetExports, exportId, {
    task_id: taskId,
    approved_from: from?.toISOString() ?? null,
    approved_to: to?.toISOString() ?? null,
    include_auto_approved: includeAutoApproved,
    ...(orderId ? { order_id: orderId } : {}),
  });
  return exportId;
}

export const exportDataset = callable(
  callables.exportDataset,
  async ({ taskId, approvedFrom, approvedTo, includeAutoApproved = true }, request) => {
    const uid = requireUid(request);
    const from = approvedFrom ? approvedRangeBound(approvedFrom, 'from') : null;
    const to = approvedTo ? approvedRangeBound(approvedTo, 'to') : null;
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, ADMIN);
      const task = await tasks.get(tx, taskId);
      if (!task) throw fail.notFound(serverMessages.taskNotFound);
      const exportId = queueDatasetExport(tx, caller, {
        taskId,
        taskTitle: task.title,
        from,
        to,
        includeAutoApproved,
      });
      return { exportId };
    });
  },
);
