/**
 * task_alerts: the alerts of first publications and the creators' daily digests
 * (domain new-task-alerts.ts), one collection the functions alone read and write.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import { taskAlertSchema, taskDigestSchema } from '@groundtruth/domain/new-task-alerts';
import { repository } from '../repos/base';

export const taskAlerts = repository(collections.taskAlerts, taskAlertSchema);
export const taskDigests = repository(collections.taskAlerts, taskDigestSchema);

/**
 * Called in the transaction that publishes `taskId`, before its writes (it reads): the task's
 * alert, made the first time only, so a task published again announces nothing twice.
 */
export async function alertFirstPublication(tx: Transaction, taskId: string): Promise<void> {
  const ref = taskAlerts.ref(taskId);
  if ((await tx.get(ref)).exists) return;
  taskAlerts.create(tx, taskId, {
    task_id: taskId,
    published_at: FieldValue.serverTimestamp(),
    status: 'pending',
    cursor: null,
    told: 0,
  });
}
