/**
 * acceptTask (creator): takes one slot of a published task. The acceptance id
 * {task}_{user} makes a second accept structurally impossible, and the task's accepted_count,
 * read and bumped in the same transaction, keeps quota_limit under concurrency. A task past its
 * due date takes no new creators.
 *
 * Working time: the acceptance expires at the earlier of the task's due date and now
 * plus the task's working time (null: never). An acceptance that ran out without a submission
 * (expired by the job, or past its expires_at before the job came by) may be accepted again
 * while the task still takes acceptances (published, not past due, a slot free): the same
 * document starts over (new created_at and expires_at, not warned) and takes a slot again — the
 * slot the job gave back, or, when the job has not come by yet, the one it still holds. A live
 * acceptance, or one with a submission, is still "Already Accepted".
 */
import { FieldValue } from 'firebase-admin/firestore';
import { hasRunOut } from '@groundtruth/domain/acceptance-clock';
import { callables } from '@groundtruth/domain/callable-registry';
import { acceptanceId } from '@groundtruth/domain/entities';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { eligibilityMessages } from '@groundtruth/domain/eligibility-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { acceptances, tasks } from '../repos/tasks';
import { unmetEligibility } from '../qualifications/eligibility';
import { expiresAt } from './expiry';

export const acceptTask = callable(callables.acceptTask, async ({ taskId }, request) => {
  const uid = requireUid(request);
  const id = acceptanceId(taskId, uid);
  return transaction(async (tx) => {
    const now = Date.now();
    const caller = await readCaller(tx, uid, CREATOR);
    const task = await tasks.get(tx, taskId);
    if (!task || task.status === 'draft') throw fail.notFound(serverMessages.taskNotFound);
    const previous = await acceptances.get(tx, id);
    if (previous && !hasRunOut(previous, now)) {
      throw fail.exists(serverMessages.alreadyAcceptedBody, {
        title: serverMessages.alreadyAcceptedTitle,
      });
    }
    if (task.status !== 'published') throw fail.precondition(serverMessages.taskNotPublished);
    // Who may do the work is checked here; the screens only explain it.
    const unmet = await unmetEligibility(tx, task, uid, now);
    if (unmet.length > 0) throw fail.precondition(eligibilityMessages.notEligible(...unmet));
    if (task.due_at && task.due_at.toMillis() < now) {
      throw fail.precondition(serverMessages.taskPastDue);
    }
    // A run-out acceptance the job has not expired yet still holds its slot: it is this one.
    const taken = Math.max(0, task.accepted_count - (previous?.status === 'accepted' ? 1 : 0));
    if (task.quota_limit !== null && taken >= task.quota_limit) {
      throw fail.precondition(serverMessages.taskFull);
    }
    const fresh = {
      status: 'accepted' as const,
      created_at: FieldValue.serverTimestamp(),
      expires_at: expiresAt(task, now),
      expiry_warned: false,
      expired_at: null,
    };
    if (previous) acceptances.update(tx, id, fresh);
    else {
      acceptances.create(tx, id, {
        task_id: taskId,
        user_id: uid,
        ...fresh,
        submission_count: 0,
        latest_submission_id: null,
      });
    }
    tasks.update(tx, taskId, { accepted_count: taken + 1 });
    writeAudit(tx, caller, 'accept_task', 'task_acceptances', id, {
      task_id: taskId,
      ...(previous ? { again_after: previous.status } : {}),
    });
    return { acceptanceId: id };
  });
});
