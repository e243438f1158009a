/**
 * acceptTask (creator): takes one slot of a published task. The acceptance id
 * {task}_{user} makes a second accept structurally impossible, and the task's slot shards
 * (slots.ts), read and bumped in the same transaction, keep quota_limit under concurrency: the
 * acceptance takes a slot in the shard its id hashes to, else in the next one with room, and the
 * task is full only when every shard is. A task past its due date takes no new creators.
 *
 * What the transaction locks is what decides: the acceptance (not already accepted), the
 * creator's grants (so a revocation and an accept queue) and the shards it tries, which say
 * whether the task was closed (the close marks every shard in its transaction, so a close and an
 * acceptance queue on the shard). The task itself, which every acceptance of it reads and the
 * tally of its slots writes, is read before the transaction without a lock, as is the creator's
 * track record (a count over a year of their reviewed submissions): so no acceptance of a popular
 * task waits on another's, nor on the task's document. Its terms (eligibility, due date, working
 * time) are those of that read: a change of them landing meanwhile orders after the acceptance.
 * A task made before the shards is still read in the transaction, whose first acceptance moves
 * it onto them.
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
import { readTrackRecord } from '../qualifications/track-record';
import { expiresAt } from './expiry';
import { closedOnShard, findFreeSlot, TALLY_EVERY_MS, tallySlotsAfter } from './slots';

export const acceptTask = callable(callables.acceptTask, async ({ taskId }, request) => {
  const uid = requireUid(request);
  const id = acceptanceId(taskId, uid);
  const read = await tasks.readNow(taskId);
  const record =
    typeof read?.eligibility?.min_approval_rate === 'number'
      ? await readTrackRecord(uid, Date.now())
      : undefined;
  const { tallyDue } = await transaction(async (tx) => {
    const now = Date.now();
    const caller = await readCaller(tx, uid, CREATOR);
    const task = read?.slot_shards === undefined ? await tasks.get(tx, taskId) : read;
    if (!task || task.status === 'draft') throw fail.notFound(serverMessages.taskNotFound);
    const previous = await acceptances.get(tx, id);
    if (previous && !hasRunOut(previous, now)) {
      throw fail.exists(serverMessages.alreadyAcceptedBody, {
        title: serverMessages.alreadyAcceptedTitle,
      });
    }
    if (task.status !== 'published') throw fail.precondition(serverMessages.taskNotPublished);
    // Who may do the work is checked here; the screens only explain it.
    const unmet = await unmetEligibility(tx, task, uid, now, record);
    if (unmet.length > 0) throw fail.precondition(eligibilityMessages.notEligible(...unmet));
    if (task.due_at && task.due_at.toMillis() < now) {
      throw fail.precondition(serverMessages.taskPastDue);
    }
    // A run-out acceptance the job has not expired yet still holds its slot: it keeps it.
    const holds = previous?.status === 'accepted';
    // The shards, locked here, say whether the task was closed since it was read.
    const found = holds
      ? (await closedOnShard(tx, task, id, previous.slot_shard)) && 'closed'
      : await findFreeSlot(tx, task, id);
    if (found === 'closed') throw fail.precondition(serverMessages.taskNotPublished);
    if (found === 'full') throw fail.precondition(serverMessages.taskFull);
    const slot = found || null;
    const fresh = {
      status: 'accepted' as const,
      created_at: FieldValue.serverTimestamp(),
      expires_at: expiresAt(task, now),
      expiry_warned: false,
      expired_at: null,
      ...(slot ? { slot_shard: slot.shard } : {}),
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
    slot?.write();
    writeAudit(tx, caller, 'accept_task', 'task_acceptances', id, {
      task_id: taskId,
      ...(previous ? { again_after: previous.status } : {}),
    });
    const tallied = task.slots_tallied_at?.toMillis();
    return {
      tallyDue: slot !== null && (tallied === undefined || now - tallied >= TALLY_EVERY_MS),
    };
  });
  // The screens' figure: brought up to date now unless a tally was made a moment ago, in which
  // case the next acceptance or the tally job does it (the slot itself is already taken).
  if (tallyDue) await tallySlotsAfter(taskId, TALLY_EVERY_MS);
  return { acceptanceId: id };
});
