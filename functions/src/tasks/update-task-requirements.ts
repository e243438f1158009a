/**
 * updateTaskRequirements (admin): Manage Tasks → Edit replaces what a task's files must
 * be (null: no requirements). Files submitted from then on are judged by the new requirements
 * (submitWork); files already submitted are not refused after the fact, but each of the task's
 * pending submissions gets `fails_requirements` (and `requirement_problems`) recomputed from the
 * media facts stored on its files — no file is read again — so the review queue can list the
 * ones that fail (screenQueries.reviewQueueFailingRequirements). Saving the requirements the
 * task already has changes nothing on the task and writes no audit entry, but still rechecks:
 * a call cut short mid-recheck is finished by repeating it. The same Edit sets the minutes the
 * task is expected to take (`estimatedMinutes`; absent: kept), refused under the hourly floor.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import {
  describeRequirements,
  type MediaRequirements,
} from '@groundtruth/domain/media-requirements';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { tasks } from '../repos/tasks';
import { recheckPendingSubmissions } from './recheck-requirements';
import { checkHourlyFloor } from './hourly-floor';

/** The requirements as one string, keys sorted: Firestore does not keep a map's key order. */
function canonical(requirements: MediaRequirements | null | undefined): string {
  return JSON.stringify(requirements ?? null, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

function inWords(requirements: MediaRequirements | null): string {
  return describeRequirements(requirements).join('; ') || 'None';
}

export const updateTaskRequirements = callable(
  callables.updateTaskRequirements,
  async ({ taskId, requirements, estimatedMinutes }, request) => {
    const uid = requireUid(request);
    const changed = await transaction(async (tx) => {
      // Support reads Manage Tasks, so they are told why they cannot save.
      const caller = await readCaller(tx, uid, STAFF);
      if (caller.role !== 'admin') throw fail.denied(serverMessages.onlyAdminsChangeRequirements);
      const task = await tasks.get(tx, taskId);
      if (!task) throw fail.notFound(serverMessages.taskNotFound);
      const before = task.requirements ?? null;
      const minutes = estimatedMinutes ?? task.estimated_minutes;
      const newMinutes = minutes !== task.estimated_minutes;
      if (canonical(before) === canonical(requirements) && !newMinutes) return false;
      // A new estimate under the hourly floor is refused on the minutes (hourly-floor.ts).
      if (newMinutes)
        await checkHourlyFloor(tx, {
          payoutCents: task.payout_amount_cents,
          minutes,
          field: 'estimatedMinutes',
          publishing: false,
        });
      tasks.update(tx, taskId, {
        requirements,
        ...(newMinutes ? { estimated_minutes: minutes } : {}),
      });
      // In words, as creators read them: the audit screen shows "Requirements: before → after".
      writeAudit(tx, caller, 'update_task_requirements', 'tasks', taskId, {
        from: inWords(before),
        to: inWords(requirements),
        ...(newMinutes
          ? {
              estimated_minutes_from: task.estimated_minutes ?? null,
              estimated_minutes_to: minutes,
            }
          : {}),
      });
      return true;
    });
    const rechecked = await recheckPendingSubmissions(taskId);
    return { taskId, changed, rechecked };
  },
);
