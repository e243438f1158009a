/**
 * Releasing an open acceptance (accepted, nothing submitted) gives its task's slot back before
 * the creator submits: the expiry job does it when the time has run out, an account deletion
 * does it at once. Both re-read in their own transaction, so an acceptance submitted, expired
 * or released meanwhile is left alone and a slot is never given back twice. The slot goes back
 * to the shard the acceptance took it in (slots.ts); the caller then tallies the task
 * (tallySlots) once its transactions are done.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import { collections, type Task, type TaskAcceptance } from '@groundtruth/domain/entities';
import { writeAudit } from '../core/audit';
import { acceptances, tasks } from '../repos/tasks';
import { findHeldSlot, type SlotReturn } from './slots';

/** An acceptance still open when re-read, with its task (null when the task is gone). */
export interface OpenAcceptance {
  task: WithId<Task> | null;
  acceptance: WithId<TaskAcceptance>;
  /** Where its slot goes back to; null when there is none to give back (the task is gone). */
  slot: SlotReturn | null;
}

/**
 * Re-reads acceptance `acceptanceId` of task `taskId` in `tx`, then the shard holding its slot;
 * null unless it is still open. The task, which every acceptance reads and the tally of its slots
 * writes, is only read here: it is read without a lock (as acceptTask and submitWork read it), so
 * an expiry or a deletion never queues behind those. A task not on shards yet holds the slot in
 * its own figure, which releasing writes, so that one is read in `tx`, first (the order
 * acceptTask locks them in).
 */
export async function readOpenAcceptance(
  tx: Transaction,
  taskId: string,
  acceptanceId: string,
): Promise<OpenAcceptance | null> {
  const read = await tasks.readNow(taskId);
  const task = read && read.slot_shards === undefined ? await tasks.get(tx, taskId) : read;
  const acceptance = await acceptances.get(tx, acceptanceId);
  if (acceptance?.status !== 'accepted') return null;
  return { task, acceptance, slot: await findHeldSlot(tx, task, acceptance) };
}

/**
 * Marks `open` expired at `now` and gives its task's slot back to its shard (taken − 1), with an
 * expire_acceptance audit entry by the system carrying `details` beside the task and the
 * creator. Writes only: every read of `tx` must come before it.
 */
export function releaseAcceptance(
  tx: Transaction,
  { acceptance, slot }: OpenAcceptance,
  now: Date,
  details: Record<string, unknown>,
): void {
  acceptances.update(tx, acceptance.id, {
    status: 'expired',
    expired_at: Timestamp.fromDate(now),
  });
  slot?.write();
  writeAudit(tx, SYSTEM_ACTOR, 'expire_acceptance', collections.taskAcceptances, acceptance.id, {
    task_id: acceptance.task_id,
    user_id: acceptance.user_id,
    ...details,
  });
}
