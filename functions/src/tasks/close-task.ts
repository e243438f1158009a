/**
 * Closing a task: what staff's close does (setTaskStatus), and what an ended dataset order does
 * to its tasks (orders/delivery/order-tasks.ts). The task's slot shards are closed with it
 * (slots.ts: acceptances read them instead of the task, so none is taken after the close
 * commits), and the change is audited as `set_task_status`. In two steps, as a transaction reads
 * everything before it writes: read the shards (locking them), then write.
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { WithId } from '@groundtruth/domain/converter';
import type { Task } from '@groundtruth/domain/entities';
import { writeAudit, type Actor } from '../core/audit';
import { tasks } from '../repos/tasks';
import { readShardsToClose } from './slots';

/** A close read in a transaction: `write` closes the task, by `actor`, with audit `details`. */
export interface TaskClose {
  write(actor: Actor, details?: Record<string, unknown>): void;
}

/** Reads what closing `task` in `tx` needs; write it after the transaction's other reads. */
export async function readTaskClose(tx: Transaction, task: WithId<Task>): Promise<TaskClose> {
  // Acceptances read the shards, not the task, in their transactions: they carry the close.
  const shards = await readShardsToClose(tx, task);
  return {
    write(actor, details) {
      shards.write();
      tasks.update(tx, task.id, { status: 'closed' });
      writeAudit(tx, actor, 'set_task_status', 'tasks', task.id, {
        from: task.status,
        to: 'closed',
        ...details,
      });
    },
  };
}
