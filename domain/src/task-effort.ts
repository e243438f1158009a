/**
 * What fair pay measures of a task's approved work (fair-pay.ts effortFigures): the minutes each
 * approved submission took, as histograms spread over task_effort_shards/{taskId}_{k} — an
 * approval adds to the shard its submission's id hashes to (TASK_EFFORT_SHARDS), in its
 * transaction, so approvals of one task rarely meet on a document and the figures read from all
 * of a task's shards are exact under concurrency. task_effort/{taskId} holds the figures as they
 * stood when the task's median rate last crossed the floor, and whether it is under it: written
 * only at a crossing (functions/src/stats/task-effort.ts), read by Manage Tasks' notice. Staff
 * read both; the functions write them.
 */
import { z } from './zod';
import { timestampSchema } from './timestamp';
import { taskCategories } from './constants';

const count = z.number().int().nonnegative();
const minutesOrNull = z.number().int().positive().nullable();

export const taskEffortSchema = z.object({
  task_id: z.string().min(1),
  /** The task's category, for Analytics' rates by category; absent when the task was not found. */
  category: z.enum(taskCategories).optional(),
  /** Approved submissions counted (those with a measured time). */
  approved: count,
  /** Whole minutes taken (as a string key) → approved submissions that took them. */
  minutes: z.record(z.string().regex(/^\d+$/), count),
  /** The task's payout the rates are of, in cents. */
  payout_amount_cents: count,
  p25_minutes: minutesOrNull,
  median_minutes: minutesOrNull,
  p75_minutes: minutesOrNull,
  /** The median of each approved submission's payout ÷ its minutes, cents an hour. */
  median_rate_cents: count.nullable(),
  /**
   * At MIN_APPROVED_FOR_RATE approved or more, the median rate is under the floor in force when
   * the last approval was counted: what the admins' notice lists.
   */
  under_floor: z.boolean(),
  /** The floor it was judged against, cents an hour. */
  floor_cents: count,
  updated_at: timestampSchema,
});
export type TaskEffort = z.infer<typeof taskEffortSchema>;

/** Shards of a task's approved minutes: an approval adds to one, by its submission's id. */
export const TASK_EFFORT_SHARDS = 16;

/** task_effort_shards/{taskId}_{k}: part of a task's approved minutes. */
export const taskEffortShardSchema = z.object({
  task_id: z.string().min(1),
  shard: z.number().int().nonnegative(),
  /** The task's category, for Analytics' rates by category; absent when the task was not found. */
  category: z.enum(taskCategories).optional(),
  approved: count,
  minutes: z.record(z.string().regex(/^\d+$/), count),
  payout_amount_cents: count,
  updated_at: timestampSchema,
});
export type TaskEffortShard = z.infer<typeof taskEffortShardSchema>;

/** A shard's document id. */
export function taskEffortShardId(taskId: string, shard: number): string {
  return `${taskId}_${shard}`;
}

/** A task's shards added up: approved count, the minutes' histogram, the payout and category. */
export function mergeEffortShards(shards: readonly TaskEffortShard[]): {
  approved: number;
  minutes: Record<string, number>;
  payout_amount_cents: number;
  category: TaskEffortShard['category'];
} {
  const minutes: Record<string, number> = {};
  let approved = 0;
  let payout = 0;
  let category: TaskEffortShard['category'];
  for (const shard of shards) {
    approved += shard.approved;
    for (const [m, n] of Object.entries(shard.minutes)) minutes[m] = (minutes[m] ?? 0) + n;
    payout = shard.payout_amount_cents;
    category ??= shard.category;
  }
  return { approved, minutes, payout_amount_cents: payout, category };
}
