/**
 * updateTaskEligibility (admin): replaces who may accept a task; null removes the gate.
 * Acceptances already made stand. Audited as update_task_eligibility with before and after.
 */
import { isDeepStrictEqual } from 'node:util';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { requiredQualificationIds } from '@groundtruth/domain/eligibility-checks';
import { listedFor } from '@groundtruth/domain/eligibility';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { ADMIN, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { tasks } from '../repos/tasks';
import { checkQualificationIds } from './definition';

export const updateTaskEligibility = callable(
  callables.updateTaskEligibility,
  async ({ taskId, eligibility }, request) => {
    const uid = requireUid(request);
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, ADMIN);
      const task = await tasks.get(tx, taskId);
      if (!task) throw fail.notFound(serverMessages.taskNotFound);
      await checkQualificationIds(tx, requiredQualificationIds(eligibility), 'eligibility');
      const before = task.eligibility ?? null;
      if (isDeepStrictEqual(before, eligibility)) return { taskId, changed: false };
      tasks.update(tx, taskId, {
        eligibility,
        required_qualification_ids: requiredQualificationIds(eligibility),
        listed: listedFor(eligibility),
      });
      writeAudit(tx, caller, 'update_task_eligibility', collections.tasks, taskId, {
        before,
        after: eligibility,
      });
      return { taskId, changed: true };
    });
  },
);
