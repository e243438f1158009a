/**
 * acceptTask (creator): takes one slot of a published task. The acceptance id
 * {task}_{user} makes a second accept structurally impossible, and the task's accepted_count,
 * read and bumped in the same transaction, keeps quota_limit under concurrency. A task past its
 * due date takes no new creators (issue 11).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { acceptanceId } from '@groundtruth/domain/entities';
import { messages } from '@groundtruth/domain/messages';
import { writeAudit } from '../audit';
import { callable, transaction } from '../callable';
import { CREATOR, readCaller, requireUid } from '../caller';
import { fail } from '../errors';
import { acceptances, tasks } from '../repos/tasks';

export const acceptTask = callable(callables.acceptTask, async ({ taskId }, request) => {
  const uid = requireUid(request);
  const id = acceptanceId(taskId, uid);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, CREATOR);
    const task = await tasks.get(tx, taskId);
    if (!task || task.status === 'draft') throw fail.notFound(messages.taskNotFound);
    if (await acceptances.get(tx, id)) {
      throw fail.exists(messages.alreadyAcceptedBody, { title: messages.alreadyAcceptedTitle });
    }
    if (task.status !== 'published') throw fail.precondition(messages.taskNotPublished);
    if (task.due_at && task.due_at.toMillis() < Date.now()) {
      throw fail.precondition(messages.taskPastDue);
    }
    if (task.quota_limit !== null && task.accepted_count >= task.quota_limit) {
      throw fail.precondition(messages.taskFull);
    }
    acceptances.create(tx, id, {
      task_id: taskId,
      user_id: uid,
      status: 'accepted',
      created_at: FieldValue.serverTimestamp(),
      submission_count: 0,
      latest_submission_id: null,
    });
    tasks.update(tx, taskId, { accepted_count: task.accepted_count + 1 });
    writeAudit(tx, caller, 'accept_task', 'task_acceptances', id, { task_id: taskId });
    return { acceptanceId: id };
  });
});
