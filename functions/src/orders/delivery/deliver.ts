/**
 * deliverDatasetOrder (admin, or a customer of the order's organisation when they want what is
 * approved so far): an in-progress order with approved items is exported, one dataset export per
 * task of the order, queued as exportDataset queues one (datasets/export-dataset.ts) with the
 * order's id on it, and the order's `delivery` is `preparing` until every export is ready
 * (settle.ts). A delivery under way is returned as it is; a failed one may be asked for again.
 * The job deliverFilledOrders (jobs.ts) does the same, as the system, for an order that filled.
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import type { WithId } from '@groundtruth/domain/converter';
import type { DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { orderDeliveryMessages as words } from '@groundtruth/domain/order-delivery';
import { writeAudit, type Actor } from '../../core/audit';
import { callable, transaction } from '../../core/callable';
import { ADMIN, requireUid } from '../../core/caller';
import { fail } from '../../core/errors';
import { queueDatasetExport } from '../../datasets/export-dataset';
import { datasetOrders } from '../../repos/dataset-orders';
import { tasks } from '../../repos/tasks';
import { readOrderParty } from './party';

/**
 * Queues the exports of `order`'s tasks and records the delivery in `tx`, whose reads so far
 * are done; reads the tasks first. Resolves the exports' ids.
 */
export async function deliverOrder(
  tx: Transaction,
  actor: Actor,
  order: WithId<DatasetOrder>,
  now: Date,
): Promise<string[]> {
  const orderTasks = [];
  for (const taskId of order.task_ids) {
    const task = await tasks.get(tx, taskId);
    if (task) orderTasks.push(task);
  }
  const exportIds = orderTasks.map((task) =>
    queueDatasetExport(tx, actor, {
      taskId: task.id,
      taskTitle: task.title,
      from: null,
      to: null,
      includeAutoApproved: true,
      orderId: order.id,
    }),
  );
  datasetOrders.update(tx, order.id, {
    delivery: {
      status: 'preparing',
      export_ids: exportIds,
      requested_by: actor.uid,
      requested_at: Timestamp.fromDate(now),
      ready_at: null,
      error: null,
    },
    updated_at: FieldValue.serverTimestamp(),
  });
  writeAudit(tx, actor, 'deliver_dataset_order', collections.datasetOrders, order.id, {
    export_ids: exportIds,
    approved_count: order.approved_count,
  });
  return exportIds;
}

export const deliverDatasetOrder = callable(
  callables.deliverDatasetOrder,
  async ({ orderId }, request) => {
    const uid = requireUid(request);
    return transaction(async (tx) => {
      const { actor, order } = await readOrderParty(tx, uid, orderId, ADMIN);
      if (order.status !== 'in_progress') throw fail.precondition(words.notInProgress);
      if (order.delivery?.status === 'preparing')
        return { orderId, exportIds: order.delivery.export_ids, status: 'preparing' as const };
      if (order.approved_count < 1) throw fail.precondition(words.nothingApproved);
      const exportIds = await deliverOrder(tx, actor, order, new Date());
      return { orderId, exportIds, status: 'preparing' as const };
    });
  },
);
