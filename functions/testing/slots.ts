/**
 * A task's slots as the tests look at them: its shards (tasks/{id}/slots) and the figure the
 * screens read (tasks/{id}.accepted_count) once it is tallied, as the tally job leaves it.
 */
import { taskSlotShardSchema, type TaskSlotShard } from '@groundtruth/domain/task-slots';
import { admin } from './clients';
// Imported for its side effect too: the functions' Firestore settings, before first use.
import './jobs';
import { transaction } from '../src/core/callable';
import { readOpenAcceptance, releaseAcceptance } from '../src/tasks/release-acceptance';
import { tallySlots } from '../src/tasks/slots';

/** The task's shards, by number. */
export async function slotShards(taskId: string): Promise<(TaskSlotShard & { n: number })[]> {
  const snap = await admin.db().collection(`tasks/${taskId}/slots`).get();
  return snap.docs
    .map((doc) => ({ ...taskSlotShardSchema.parse(doc.data()), n: Number(doc.id) }))
    .sort((a, b) => a.n - b.n);
}

/** Slots taken over all the task's shards. */
export async function slotsTaken(taskId: string): Promise<number> {
  return (await slotShards(taskId)).reduce((sum, shard) => sum + shard.taken, 0);
}

/** The task's accepted_count as it stands now, tallied or not. */
export async function acceptedCountNow(taskId: string): Promise<number> {
  return (await admin.db().doc(`tasks/${taskId}`).get()).get('accepted_count') as number;
}

/** The task's accepted_count once tallied from its shards (what the tally job leaves). */
export async function tallied(taskId: string): Promise<number> {
  await tallySlots(taskId);
  return acceptedCountNow(taskId);
}

/**
 * What the expiry job does to one open acceptance, at once and whatever its clock: marks it
 * expired, gives its slot back to its shard and tallies the task.
 */
export async function expireAsTheJobDoes(taskId: string, acceptanceId: string): Promise<void> {
  await transaction(async (tx) => {
    const open = await readOpenAcceptance(tx, taskId, acceptanceId);
    if (open) releaseAcceptance(tx, open, new Date(), { reason: 'test' });
  });
  await tallySlots(taskId);
}
