/**
 * A task's slots, spread over shards `tasks/{taskId}/slots/{n}` (domain's task-slots.ts;
 * docs/architecture.md, How the write path scales). An acceptance takes a slot in the shard its
 * id hashes to, else in the next one with room, and records the shard; a release gives the slot
 * back to that shard. Acceptances of one task thus write different documents: none writes the
 * task, nor reads it in its transaction; a close marks every shard `closed`, which the
 * acceptances read. The task's `accepted_count`, which the screens read, is a tally of the shards kept by
 * `tallySlots`: after an acceptance (at most once per TALLY_EVERY_MS, so a popular task is not
 * rewritten by each one), after every release, and by the tallyTaskSlots job for what that left
 * behind.
 *
 * Tasks made before the shards existed (no `slot_shards`) are moved onto shards by their next
 * acceptance that takes a slot: their accepted_count is spread over the new shards, filling the
 * first ones first; a release of an acceptance that recorded no shard takes a slot back from the
 * first shard that has one taken.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  collections,
  taskSchema,
  type Task,
  type TaskAcceptance,
} from '@groundtruth/domain/entities';
import type { WithId } from '@groundtruth/domain/converter';
import {
  slotCapacities,
  slotProbeOrder,
  slotShardCount,
  slotShardId,
  taskSlotShardSchema,
  type TaskSlotShard,
} from '@groundtruth/domain/task-slots';
import { db } from '../core/app';
import { tasks } from '../repos/tasks';

/**
 * The shortest time between two tallies an acceptance brings about: a task taking acceptances
 * as fast as they come has its document rewritten once every two seconds, half of the one write
 * a second a document sustains, so a tally never waits for the document's turn; the shards carry
 * the rest.
 */
export const TALLY_EVERY_MS = 2_000;

export function slotShardRef(taskId: string, n: number): DocumentReference {
  return db()
    .collection(collections.tasks)
    .doc(taskId)
    .collection(collections.taskSlots)
    .doc(slotShardId(n));
}

async function readShard(
  tx: Transaction,
  taskId: string,
  n: number,
): Promise<TaskSlotShard | null> {
  const snap = await tx.get(slotShardRef(taskId, n));
  return snap.exists ? taskSlotShardSchema.parse(snap.data()) : null;
}

/**
 * The slot shards a new task starts with, written in `tx`; returns their number for the task. A
 * task made closed has them closed.
 */
export function createSlotShards(
  tx: Transaction,
  taskId: string,
  quotaLimit: number | null,
  closed = false,
): number {
  const count = slotShardCount(quotaLimit);
  // A task without a quota gets a shard when an acceptance first hashes to it.
  if (quotaLimit === null) return count;
  slotCapacities(quotaLimit, count).forEach((capacity, n) => {
    tx.create(slotShardRef(taskId, n), {
      capacity,
      taken: 0,
      version: 0,
      changed_at: FieldValue.serverTimestamp(),
      closed,
    });
  });
  return count;
}

/**
 * Closing `task`, in `tx`: reads every shard it has or may get (a task without a quota makes
 * them as acceptances come), locking each, so an acceptance that read one first commits first
 * and one that reads one after is refused; `write` marks them all closed, making the missing
 * ones. A task made before the shards has none: its acceptances read the task itself.
 */
export async function readShardsToClose(
  tx: Transaction,
  task: WithId<Task>,
): Promise<{ write(): void }> {
  const count = task.slot_shards ?? 0;
  const shards = await Promise.all(
    Array.from({ length: count }, (_, n) => readShard(tx, task.id, n)),
  );
  return {
    write: () =>
      shards.forEach((shard, n) => {
        const ref = slotShardRef(task.id, n);
        if (shard) tx.update(ref, { closed: true });
        else
          tx.set(ref, {
            capacity: null,
            taken: 0,
            version: 0,
            changed_at: FieldValue.serverTimestamp(),
            closed: true,
          });
      }),
  };
}

/** A slot found free in a transaction: `write` takes it (after every read of the transaction). */
export interface SlotClaim {
  shard: number;
  write(): void;
}

/**
 * A free slot of `task` for acceptance `acceptanceId`, read in `tx`; 'full' when every shard is
 * full, 'closed' when the shards say the task was closed (since `task` was read). Reads only the
 * shards it tries, in the acceptance's order, so an acceptance locks its own shard and, when
 * that is full, the next ones until one has room.
 */
export async function findFreeSlot(
  tx: Transaction,
  task: WithId<Task>,
  acceptanceId: string,
): Promise<SlotClaim | 'full' | 'closed'> {
  if (task.slot_shards === undefined) return moveOntoShards(tx, task, acceptanceId) ?? 'full';
  const count = task.slot_shards;
  const capacities = task.quota_limit === null ? null : slotCapacities(task.quota_limit, count);
  const order = slotProbeOrder(acceptanceId, count);
  // A task without a quota is never full: the home shard counts it.
  for (const n of task.quota_limit === null ? order.slice(0, 1) : order) {
    const shard = await readShard(tx, task.id, n);
    // Every shard is closed with the task, in one transaction: the first one read tells.
    if (shard?.closed) return 'closed';
    const capacity = shard ? shard.capacity : (capacities?.[n] ?? null);
    const taken = shard?.taken ?? 0;
    if (capacity !== null && taken >= capacity) continue;
    return {
      shard: n,
      write: () => {
        const ref = slotShardRef(task.id, n);
        if (shard) {
          tx.update(ref, {
            taken: taken + 1,
            version: shard.version + 1,
            changed_at: FieldValue.serverTimestamp(),
          });
        } else {
          // Read as missing in this transaction: a set, so a shard made meanwhile means a retry.
          tx.set(ref, {
            capacity,
            taken: 1,
            version: 1,
            changed_at: FieldValue.serverTimestamp(),
            closed: false,
          });
        }
      },
    };
  }
  return 'full';
}

/**
 * Whether the shard acceptance `acceptanceId` holds its slot in (else its home shard) says the
 * task was closed, read in `tx`: a run-out acceptance taken again keeps its slot, and is refused
 * by a close as any acceptance is.
 */
export async function closedOnShard(
  tx: Transaction,
  task: WithId<Task>,
  acceptanceId: string,
  held: number | undefined,
): Promise<boolean> {
  if (task.slot_shards === undefined) return false;
  const n = held ?? slotProbeOrder(acceptanceId, task.slot_shards)[0]!;
  return (await readShard(tx, task.id, n))?.closed ?? false;
}

/**
 * The first slot-taking acceptance of a task made before the shards: its shards are made from
 * its accepted_count, and the task's figure is set in the same transaction (it is exact there).
 */
function moveOntoShards(
  tx: Transaction,
  task: WithId<Task>,
  acceptanceId: string,
): SlotClaim | null {
  const count = slotShardCount(task.quota_limit);
  const capacities: (number | null)[] =
    task.quota_limit === null
      ? Array.from({ length: count }, () => null)
      : slotCapacities(task.quota_limit, count);
  let left = task.accepted_count;
  const taken = capacities.map((capacity) => {
    const here = capacity === null ? left : Math.min(capacity, left);
    left -= here;
    return here;
  });
  const shard = slotProbeOrder(acceptanceId, count).find((n) => {
    const capacity = capacities[n] ?? null;
    return capacity === null || taken[n]! < capacity;
  });
  if (shard === undefined) return null;
  taken[shard]! += 1;
  return {
    shard,
    write: () => {
      capacities.forEach((capacity, n) => {
        tx.set(slotShardRef(task.id, n), {
          capacity,
          taken: taken[n],
          version: 0,
          changed_at: FieldValue.serverTimestamp(),
          closed: false,
        });
      });
      tasks.update(tx, task.id, {
        slot_shards: count,
        accepted_count: task.accepted_count + 1,
        slots_version: 0,
        slots_tallied_at: Timestamp.now(),
      });
    },
  };
}

/** Where an open acceptance's slot goes back to, read in `tx`: `write` gives it back. */
export interface SlotReturn {
  write(): void;
}

/**
 * The slot `acceptance` holds on `task`, read in `tx` (before any write), or null when there is
 * none to give back (the task is gone).
 */
export async function findHeldSlot(
  tx: Transaction,
  task: WithId<Task> | null,
  acceptance: Pick<TaskAcceptance, 'slot_shard'>,
): Promise<SlotReturn | null> {
  if (!task) return null;
  if (task.slot_shards === undefined) {
    // Not on shards yet: the task's own figure holds the slot.
    return {
      write: () =>
        tasks.update(tx, task.id, { accepted_count: Math.max(0, task.accepted_count - 1) }),
    };
  }
  const candidates =
    acceptance.slot_shard !== undefined
      ? [acceptance.slot_shard]
      : Array.from({ length: task.slot_shards }, (_, n) => n);
  for (const n of candidates) {
    const shard = await readShard(tx, task.id, n);
    if (!shard || shard.taken === 0) continue;
    return {
      write: () =>
        tx.update(slotShardRef(task.id, n), {
          taken: shard.taken - 1,
          version: shard.version + 1,
          changed_at: FieldValue.serverTimestamp(),
        }),
    };
  }
  return null;
}

/** A write's precondition failed: the document changed since it was read. */
const FAILED_PRECONDITION = 9;

/**
 * Brings `taskId`'s accepted_count up to its shards. Nothing is locked: the shards are read
 * plainly (an acceptance never waits on a tally), then the task, which is written only from a
 * reading newer than the one it has (a greater sum of the shards' versions, each of which only
 * grows) and only if it has not changed since it was read (a precondition on its update time,
 * so tallies that overlap never put an older figure back, and none queues behind another on the
 * task's document: the one that finds it changed reads it again). The tally that reads after the
 * last change leaves the exact figure. With `everyMs`, a task tallied less than that long ago is
 * left alone. Resolves true when it wrote the task.
 */
export async function tallySlots(
  taskId: string,
  { everyMs = 0 }: { everyMs?: number } = {},
): Promise<boolean> {
  const shards = await db()
    .collection(collections.tasks)
    .doc(taskId)
    .collection(collections.taskSlots)
    .get();
  let taken = 0;
  let version = 0;
  for (const doc of shards.docs) {
    const shard = taskSlotShardSchema.parse(doc.data());
    taken += shard.taken;
    version += shard.version;
  }
  for (;;) {
    const snap = await tasks.ref(taskId).get();
    if (!snap.exists) return false;
    const task = taskSchema.parse(snap.data());
    if (task.slot_shards === undefined) return false;
    if ((task.slots_version ?? -1) >= version) return false;
    const last = task.slots_tallied_at?.toMillis();
    if (everyMs > 0 && last !== undefined && Date.now() - last < everyMs) return false;
    try {
      await snap.ref.update(
        { accepted_count: taken, slots_version: version, slots_tallied_at: Timestamp.now() },
        { lastUpdateTime: snap.updateTime! },
      );
      return true;
    } catch (err) {
      if ((err as { code?: unknown }).code !== FAILED_PRECONDITION) throw err;
    }
  }
}

/**
 * Tasks this instance is tallying for an acceptance: a popular task's acceptances come faster
 * than a tally writes, and those that read it untallied at once would each write it, queueing on
 * the document for its turn; the ones that find a tally in flight leave it to that tally (or the
 * next, or the tally job).
 */
const tallying = new Set<string>();

/**
 * tallySlots for a caller that has already done its part: a failure is logged, not thrown. With
 * `everyMs` (an acceptance's), nothing is done while this instance already tallies the task.
 */
export async function tallySlotsAfter(taskId: string, everyMs = 0): Promise<void> {
  if (everyMs > 0 && tallying.has(taskId)) return;
  if (everyMs > 0) tallying.add(taskId);
  try {
    await tallySlots(taskId, { everyMs });
  } catch (err) {
    // The tallyTaskSlots job brings the figure up to date.
    console.warn(`tallySlots: left tasks/${taskId} for the tally job`, err);
  } finally {
    if (everyMs > 0) tallying.delete(taskId);
  }
}
