/**
 * task_effort/{taskId} (domain/src/task-effort.ts): the minutes a task's approved submissions
 * took, kept in the transaction of each approval, and the median, the 25th and 75th percentiles
 * and the median effective hourly rate read from them. Each approval reads and writes its own
 * task's document only: approvals of one task queue on it (so the figures are exact under
 * concurrency), approvals of different tasks never meet, and no document is written by every
 * submission of every task (docs/architecture.md, How the write path scales). The floor is read
 * without a lock (readMinHourlyRateCents), as reviews read the other settings. The approval that
 * brings a task's median under the floor (at MIN_APPROVED_FOR_RATE approved) tells each active
 * admin in the bell.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { WithId } from '@groundtruth/domain/converter';
import { collections, type Submission } from '@groundtruth/domain/entities';
import { effortFigures, formatHourlyRate, measuredUnderFloor } from '@groundtruth/domain/fair-pay';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import { paths } from '@groundtruth/domain/paths';
import { db } from '../core/app';
import { notify } from '../mail/notify';
import { taskEffortSchema, type TaskEffort } from '@groundtruth/domain/task-effort';
import type { TaskCategory } from '@groundtruth/domain/constants';
import { readMinHourlyRateCents } from '../repos/platform-settings';
import { tasks } from '../repos/tasks';
import { repository } from '../repos/base';

export const taskEfforts = repository(collections.taskEffort, taskEffortSchema);

/** Most admins told of a task going under the floor. */
const ADMINS_TOLD = 50;

/** What an approval's count needs, read before the transaction writes. */
export interface EffortRead {
  effort: TaskEffort | null;
  floorCents: number;
  category: TaskCategory | undefined;
  /** The admins to tell: the approval brings the task's median under the floor. */
  admins: string[];
}

/** The histogram of `effort` with one more approved submission of `minutes`. */
function withOneMore(effort: TaskEffort | null, minutes: number): Record<string, number> {
  const histogram = { ...(effort?.minutes ?? {}) };
  histogram[String(minutes)] = (histogram[String(minutes)] ?? 0) + 1;
  return histogram;
}

/** The active admins' ids, read without a lock (a handful; only when a task goes under). */
async function activeAdmins(): Promise<string[]> {
  const snap = await db()
    .collection(collections.users)
    .where('role', '==', 'admin')
    .where('status', '==', 'active')
    .limit(ADMINS_TOLD)
    .get();
  return snap.docs.map((doc) => doc.id);
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
  const after = effortFigures(
    withOneMore(effort, submission.effort_minutes),
    submission.payout_amount_cents,
  );
  // Told once, as it goes under; a task already under the floor is on Manage Tasks' notice.
  const goesUnder = measuredUnderFloor(after, floorCents) && !effort?.under_floor;
  return {
    effort,
    floorCents,
    category: task?.category ?? effort?.category,
    admins: goesUnder ? await activeAdmins() : [],
  };
}

/** Adds the approved `submission`'s minutes to its task's figures (read by readTaskEffort). */
export function countApprovedEffort(
  tx: Transaction,
  read: EffortRead,
  submission: WithId<Submission>,
): void {
  const minutes = withOneMore(read.effort, submission.effort_minutes!);
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
  // Each admin's bell: the task, its median rate and the floor (Manage Tasks shows the Top up).
  const rate = formatHourlyRate(figures.median_rate_cents ?? 0);
  for (const admin of read.admins)
    notify(
      tx,
      {
        userId: admin,
        kind: 'task_under_floor',
        entityId: submission.task_id,
        title: fairPayMessages.underFloorTitle(submission.task_title),
        body: fairPayMessages.underFloorFlag(rate, formatHourlyRate(read.floorCents)),
        link: paths.adminTasks,
      },
      { userId: admin, email: null, wantsEmail: false },
    );
}
