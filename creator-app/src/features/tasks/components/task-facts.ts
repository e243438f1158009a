import type { Task } from '@groundtruth/domain/entities';

/** "3 of 10 slots left", or "Unlimited slots" when the task has no quota. */
export function slotsText(task: Pick<Task, 'quota_limit' | 'accepted_count'>): string {
  if (task.quota_limit === null) return 'Unlimited slots';
  const left = Math.max(0, task.quota_limit - task.accepted_count);
  return `${left} of ${task.quota_limit} slots left`;
}

/** Every slot is taken: acceptTask would refuse. */
export function isFull(task: Pick<Task, 'quota_limit' | 'accepted_count'>): boolean {
  return task.quota_limit !== null && task.accepted_count >= task.quota_limit;
}

/** The due date has passed: acceptTask would refuse. */
export function isPastDue(task: Pick<Task, 'due_at'>, now = Date.now()): boolean {
  return task.due_at !== null && task.due_at.toMillis() < now;
}

/** Why a task cannot be accepted ("Full", "Past due"), or null when it can. */
export function closedReason(task: Task, now = Date.now()): 'Full' | 'Past due' | null {
  if (isPastDue(task, now)) return 'Past due';
  if (isFull(task)) return 'Full';
  return null;
}
