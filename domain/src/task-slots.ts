/**
 * A task's slots spread over shards, `tasks/{taskId}/slots/{n}` (docs/architecture.md, How the
 * write path scales): each shard holds `capacity` slots and counts the ones `taken`, so
 * acceptances of one popular task write different documents instead of queueing on the task.
 * An acceptance tries the shard its id hashes to, then the next ones in turn; the task is full
 * only when every shard is. The task's `accepted_count` is the tally of its shards, which the
 * screens read.
 */
import { z } from './zod';
import { timestampSchema } from './timestamp';

/** Slots one shard holds at most, until a task reaches MAX_SLOT_SHARDS shards. */
export const SLOTS_PER_SHARD = 20;

/** Shards of the largest tasks: 10,000 slots are 32 shards of 312 or 313. */
export const MAX_SLOT_SHARDS = 32;

/**
 * Shards of a task without a quota: its acceptances are only counted, never refused for want
 * of a slot, so a shard is made when an acceptance first hashes to it.
 */
export const UNLIMITED_SLOT_SHARDS = 8;

/** tasks/{taskId}/slots/{n}: one shard of a task's slots; written only by the functions. */
export const taskSlotShardSchema = z.object({
  /** Slots this shard holds; null: a task without a quota (a counter, never full). */
  capacity: z.number().int().nonnegative().nullable(),
  /** Slots taken: open and completed acceptances that took their slot here. */
  taken: z.number().int().nonnegative(),
  /** Changes so far: the tally keeps the task's figure from the newest reading of its shards. */
  version: z.number().int().nonnegative(),
  /** When `taken` last changed: the tally job finds the tasks whose figure may be behind. */
  changed_at: timestampSchema,
  /**
   * The task is closed: set on every shard in the transaction that closes it, so an acceptance,
   * which reads its shards but not the task in its transaction, is refused by what it locked.
   */
  closed: z.boolean().default(false),
});
export type TaskSlotShard = z.infer<typeof taskSlotShardSchema>;

/** How many shards a task with `quotaLimit` slots gets (null: no quota). */
export function slotShardCount(quotaLimit: number | null): number {
  if (quotaLimit === null) return UNLIMITED_SLOT_SHARDS;
  return Math.min(MAX_SLOT_SHARDS, Math.max(1, Math.ceil(quotaLimit / SLOTS_PER_SHARD)));
}

/** Each shard's capacity: `quotaLimit` spread over `shards`, the first ones one more. */
export function slotCapacities(quotaLimit: number, shards: number): number[] {
  const base = Math.floor(quotaLimit / shards);
  const extra = quotaLimit % shards;
  return Array.from({ length: shards }, (_, n) => base + (n < extra ? 1 : 0));
}

/** The shard an acceptance tries first: a stable hash (FNV-1a, 32 bits) of its id. */
export function homeSlotShard(acceptanceId: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < acceptanceId.length; i++) {
    hash ^= acceptanceId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** The order an acceptance tries the shards in: its own, then each next one, wrapping. */
export function slotProbeOrder(acceptanceId: string, shards: number): number[] {
  const home = homeSlotShard(acceptanceId, shards);
  return Array.from({ length: shards }, (_, i) => (home + i) % shards);
}

/** A shard's document id: its number. */
export function slotShardId(n: number): string {
  return String(n);
}
