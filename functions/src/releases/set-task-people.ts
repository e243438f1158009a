/**
 * setTaskPeople (admin): Manage Tasks → Edit says whether identifiable people may appear in a
 * task's files ('none', or 'with_release': each with a signed release). Submissions already made
 * keep what they were submitted with; from then on submitWork asks for releases by the new rule.
 * Saving the rule the task already has changes nothing and writes no audit entry.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/entities';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { peopleRule } from '@groundtruth/domain/releases';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { tasks } from '../repos/tasks';

export const setTaskPeople = callable(
  callables.setTaskPeople,
  async ({ taskId, people }, request) => {
    const uid = requireUid(request);
    return transaction(async (tx) => {
      // Support reads Manage Tasks, so they are told why they cannot save.
      const caller = await readCaller(tx, uid, STAFF);
      if (caller.role !== 'admin') throw fail.denied(releaseMessages.onlyAdminsChangePeople);
      const task = await tasks.get(tx, taskId);
      if (!task) throw fail.notFound(serverMessages.taskNotFound);
      const before = peopleRule(task);
      if (before === people) return { taskId, changed: false };
      tasks.update(tx, taskId, { people });
      writeAudit(tx, caller, 'set_task_people', collections.tasks, taskId, {
        from: before,
        to: people,
      });
      return { taskId, changed: true };
    });
  },
);
