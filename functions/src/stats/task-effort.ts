/**
 * task_effort/{taskId} (domain/src/task-effort.ts): the minutes a task's approved submissions
 * took, kept in the transaction of each approval, and the median, the 25th and 75th percentiles
 * and the median effective hourly rate read from them. Each approval reads and writes its own
 * task's document only: approvals of one task queue on it (so the figures are exact under
 * concurrency), approvals of different tasks never meet, and no document is written by every
 * submission of every task (docs/architecture.md, How the write path scales). The floor is read
 * without a lock (readMinHourlyRateCents), as reviews read the other settings.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { WithId } from '@groundtruth/domain/converter';
import { collections, type Submission } from '@groundtruth/domain/entities';
import { effortFigures, measuredUnderFloor } from '@groundtruth/domain/fair-pay';
import { taskEffortSchema, type TaskEffort } from '@groundtruth/domain/task-effort';
import type { TaskCategory } from '@groundtruth/domain/constants';
import { readMinHourlyRateCents } from '../repos/platform-settings';
import { tasks } from '../repos/tasks';
import { repository } from '../repos/base';

export const taskEfforts = repository(collections.taskEffort, taskEffortSchema);

/** What an approval's count needs, read before the transaction writes. */
export interface EffortRead {
  effort: TaskEffort | null;
  floorCents: number;
  category: TaskCategory | undefined;
}

/** Reads, in `tx`, the task's effort document an approval of `submission` adds to. */
export async function readTaskEffort(
  tx: Transaction,
  submission: WithId<Submission>,
): Promise<EffortRead | null> {
  if (!submission.effort_minutes) return null;
  // The floor and the task's category without a lock: every review reads the settings, and the
  // task's tally writes the task (How the write path scales).
  const [effort, floorCents, task] = await Promise.all([
    taskEfforts.get(tx, submission.task_id),
    readMinHourlyRateCents(),
    tasks.readNow(submission.task_id),
  ]);
  return { effort, floorCents, category: task?.category ?? effort?.category };
}

/** Adds the approved `submission`'s minutes to its task's figures (read by readTaskEffort). */
export function countApprovedEffort(
  tx: Transaction,
  read: EffortRead,
  submission: WithId<Submission>,
): void {
  const minutes = { ...(read.effort?.minutes ?? {}) };
  const key = String(submission.effort_minutes);
  minutes[key] = (minutes[key] ?? 0) + 1;
  const figures = effortFigures(minutes, submission.payout_amount_cents);
  taskEfforts.set(tx, submission.task_id, {
    task_id: submission.task_id,
    ...(read.category ? { category: read.category } : {}),
    minutes,
    payout_amount_cents: submission.payout_amount_cents,
    ...figures,
    under_floor: measuredUnderFloor(figures, read.floorCents),
    floor_cents: read.floorCents,
    updated_at: FieldValue.serverTimestamp(),
  });
}
