/**
 * When an acceptance runs out: the earlier of the task's due date and the moment of
 * acceptance plus the task's working time. Fixed when the acceptance is made (or made again), so
 * a later change of the task or of the platform's default does not move a creator's deadline.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { Task } from '@groundtruth/domain/entities';

const HOUR_MS = 3_600_000;

/** The expires_at of an acceptance of `task` made at `nowMs`; null when it never expires. */
export function expiresAt(task: Task, nowMs: number): Timestamp | null {
  const limits = [
    task.due_at?.toMillis() ?? null,
    task.working_time_hours ? nowMs + task.working_time_hours * HOUR_MS : null,
  ].filter((ms): ms is number => ms !== null);
  return limits.length > 0 ? Timestamp.fromMillis(Math.min(...limits)) : null;
}
