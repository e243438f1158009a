/**
 * setTaskStatus (staff): draft → published → closed. Asking for the status a task already has
 * changes nothing and succeeds, so a retried publish or close is harmless. A task's first
 * publication also records its new-task alert (task-alerts/), which sendNewTaskAlerts fans out.
 * A close also closes the task's slot shards (close-task.ts), which acceptances read instead of it.
 * Publishing asks for an estimate of the minutes and refuses a task under the hourly floor.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import type { TaskStatus } from '@groundtruth/domain/constants';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { tasks } from '../repos/tasks';
import { alertFirstPublication } from '../task-alerts/task-alerts';
import { readTaskClose } from './close-task';
import { checkHourlyFloor } from './hourly-floor';

const next: Record<TaskStatus, TaskStatus | null> = {
  draft: 'published',
  published: 'closed',
  closed: null,
};

export const setTaskStatus = callable(
  callables.setTaskStatus,
  async ({ taskId, status }, request) => {
    const uid = requireUid(request);
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, STAFF);
      const task = await tasks.get(tx, taskId);
      if (!task) throw fail.notFound(serverMessages.taskNotFound);
      if (task.status === status) return { taskId, status, changed: false };
      if (next[task.status] !== status)
        throw fail.precondition(serverMessages.taskTransition(task.status, status));
      if (status === 'published') {
        // Not under the hourly floor, and with an estimate to judge it by (hourly-floor.ts).
        await checkHourlyFloor(tx, {
          payoutCents: task.payout_amount_cents,
          minutes: task.estimated_minutes,
          field: 'estimatedMinutes',
          publishing: true,
        });
        await alertFirstPublication(tx, taskId);
      }
      if (status === 'closed') {
        (await readTaskClose(tx, task)).write(caller);
        return { taskId, status, changed: true };
      }
      tasks.update(tx, taskId, { status, published_at: FieldValue.serverTimestamp() });
      writeAudit(tx, caller, 'set_task_status', 'tasks', taskId, { from: task.status, to: status });
      return { taskId, status, changed: true };
    });
  },
);
