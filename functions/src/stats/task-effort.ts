/**
 * Fair pay's measure of a task's approved work (domain/src/task-effort.ts). An approval adds its
 * submission's minutes to one of the task's shards (task_effort_shards, by the submission's id) in
 * its transaction, with increments: nothing read, and approvals of one task rarely meet on a
 * document (docs/architecture.md, How the write path scales). After the commit it reads the task's
 * shards without a lock; when the median rate has crossed the floor (at MIN_APPROVED_FOR_RATE
 * approved), a transaction that reads the shards again decides it exactly and writes
 * task_effort/{taskId}, which Manage Tasks lists; the approval that brings a task under the floor
 * tells each active admin in the bell, once as it goes under. The last approval's check sees every
 * approval committed before it, so no crossing is missed.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { WithId } from '@groundtruth/domain/converter';
import { collections, type Submission } from '@groundtruth/domain/entities';
import { effortFigures, formatHourlyRate, measuredUnderFloor } from '@groundtruth/domain/fair-pay';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import { paths } from '@groundtruth/domain/paths';
import { statsShardOf } from '@groundtruth/domain/stats-shards';
import {
  mergeEffortShards,
  TASK_EFFORT_SHARDS,
  taskEffortSchema,
  taskEffortShardId,
  taskEffortShardSchema,
} from '@groundtruth/domain/task-effort';
import type { TaskCategory } from '@groundtruth/domain/constants';
import { afterCommit } from '../core/after-commit';
import { db } from '../core/app';
import { transaction } from '../core/callable';
import { notify } from '../mail/notify';
import { readMinHourlyRateCents } from '../repos/platform-settings';
import { tasks } from '../repos/tasks';
import { repository } from '../repos/base';

export const taskEfforts = repository(collections.taskEffort, taskEffortSchema);

/** Most admins told of a task going under the floor. */
const ADMINS_TOLD = 50;

/** What an approval's count needs, read before the transaction writes. */
export interface EffortRead {
  category: TaskCategory | undefined;
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

/** A task's shards, read in `tx` when given (locking them), else without a lock. */
async function readShards(taskId: string, tx?: Transaction) {
  const query = db().collection(collections.taskEffortShards).where('task_id', '==', taskId);
  const snap = tx ? await tx.get(query) : await query.get();
  return mergeEffortShards(snap.docs.map((doc) => taskEffortShardSchema.parse(doc.data())));
}

/** What an approval of `submission` adds to: the task's category, read without a lock. */
export async function readTaskEffort(
  _tx: Transaction,
  submission: WithId<Submission>,
): Promise<EffortRead | null> {
  if (!submission.effort_minutes) return null;
  // Without a lock: the task's tally writes the task (How the write path scales).
  const task = await tasks.readNow(submission.task_id);
  return { category: task?.category };
}

/** Adds the approved `submission`'s minutes to its shard; after the commit, checks the floor. */
export function countApprovedEffort(
  tx: Transaction,
  read: EffortRead,
  submission: WithId<Submission>,
): void {
  const shard = statsShardOf(submission.id, TASK_EFFORT_SHARDS);
  tx.set(
    db().doc(`${collections.taskEffortShards}/${taskEffortShardId(submission.task_id, shard)}`),
    {
      task_id: submission.task_id,
      shard,
      ...(read.category ? { category: read.category } : {}),
      approved: FieldValue.increment(1),
      minutes: { [String(submission.effort_minutes)]: FieldValue.increment(1) },
      payout_amount_cents: submission.payout_amount_cents,
      updated_at: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  afterCommit(tx, () => settleUnderFloor(submission.task_id, submission.task_title));
}

/** Whether the task's median rate is under the floor, from its merged shards. */
function judged(merged: Awaited<ReturnType<typeof readShards>>, floorCents: number) {
  const figures = effortFigures(merged.minutes, merged.payout_amount_cents);
  return { figures, under: measuredUnderFloor(figures, floorCents) };
}

/**
 * Writes task_effort/{taskId} when the task's median rate has crossed the floor since it was last
 * written (a task never written is not under it), and tells the admins when it goes under.
 */
export async function settleUnderFloor(taskId: string, taskTitle: string): Promise<void> {
  const [merged, stored, floorCents] = await Promise.all([
    readShards(taskId),
    taskEfforts.readNow(taskId),
    readMinHourlyRateCents(),
  ]);
  if (judged(merged, floorCents).under === (stored?.under_floor ?? false)) return;
  const admins = await activeAdmins();
  await transaction(async (tx) => {
    // Decided again under the locks: a concurrent check may have written it meanwhile.
    const [current, exact] = await Promise.all([
      taskEfforts.get(tx, taskId),
      readShards(taskId, tx),
    ]);
    const { figures, under } = judged(exact, floorCents);
    if (under === (current?.under_floor ?? false)) return;
    taskEfforts.set(tx, taskId, {
      task_id: taskId,
      ...(exact.category ? { category: exact.category } : {}),
      minutes: exact.minutes,
      payout_amount_cents: exact.payout_amount_cents,
      ...figures,
      under_floor: under,
      floor_cents: floorCents,
      updated_at: FieldValue.serverTimestamp(),
    });
    if (!under) return;
    // Each admin's bell: the task, its median rate and the floor (Manage Tasks shows the Top up).
    const rate = formatHourlyRate(figures.median_rate_cents ?? 0);
    for (const admin of admins)
      notify(
        tx,
        {
          userId: admin,
          kind: 'task_under_floor',
          entityId: taskId,
          title: fairPayMessages.underFloorTitle(taskTitle),
          body: fairPayMessages.underFloorFlag(rate, formatHourlyRate(floorCents)),
          link: paths.adminTasks,
        },
        { userId: admin, email: null, wantsEmail: false },
      );
  });
}
