/**
 * task_effort/{taskId}: the minutes a task's approved submissions took, as a histogram, and the
 * figures read from it (fair-pay.ts effortFigures). Written only by the approvals of that task, in
 * their transactions (functions/src/stats/task-effort.ts): each reads and writes this one document,
 * so the figures are exact under concurrency, and no document is written by every submission of
 * every task. Staff read it; the functions write it.
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
