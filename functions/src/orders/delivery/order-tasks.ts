/**
 * An ended order closes its tasks: when it is accepted (by its customer, by autoAcceptDeliveries,
 * or after a dispute's refund), each task convertOrderToTasks made (`task_ids`) that is still a
 * draft or published is closed as staff close one (tasks/close-task.ts), in the ending's own
 * transaction, so no creator takes one up after the order ended. Audited as staff's close, by
 * whoever ended the order, with the order's id.
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { WithId } from '@groundtruth/domain/converter';
import type { DatasetOrder } from '@groundtruth/domain/dataset-orders';
import type { Actor } from '../../core/audit';
import { tasks } from '../../repos/tasks';
import { readTaskClose } from '../../tasks/close-task';

/** The closes of an order's open tasks, read in a transaction; `write` makes them. */
export interface OrderTasksClose {
  write(actor: Actor): void;
}

/** Reads, in `tx`, what closing `order`'s tasks still open needs (their tasks and shards). */
export async function readOrderTasksClose(
  tx: Transaction,
  order: WithId<DatasetOrder>,
): Promise<OrderTasksClose> {
  const found = await Promise.all(order.task_ids.map((taskId) => tasks.get(tx, taskId)));
  const open = found.filter(
    (task): task is NonNullable<typeof task> => task !== null && task.status !== 'closed',
  );
  const closes = await Promise.all(open.map((task) => readTaskClose(tx, task)));
  return {
    write: (actor) => {
      for (const close of closes) close.write(actor, { order_id: order.id });
    },
  };
}
