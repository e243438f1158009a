/**
 * What a creator's release request is checked against, read in its transaction: the caller is an
 * active creator, the task allows people with a release, and the creator has accepted it (a
 * release belongs to work they are doing, so no one mails strangers under any task id).
 */
import type { Transaction } from 'firebase-admin/firestore';
import { acceptanceId } from '@groundtruth/domain/entities';
import { messages } from '@groundtruth/domain/messages';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { peopleRule } from '@groundtruth/domain/releases';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { CREATOR, readCaller, type Caller } from '../core/caller';
import { fail } from '../core/errors';
import { acceptances, tasks } from '../repos/tasks';

export interface ReleaseContext {
  caller: Caller;
  taskTitle: string;
}

/** Reads and checks the caller, the task and their acceptance of it in `tx`. */
export async function readReleaseContext(
  tx: Transaction,
  uid: string,
  taskId: string,
): Promise<ReleaseContext> {
  const caller = await readCaller(tx, uid, CREATOR);
  const task = await tasks.get(tx, taskId);
  if (!task) throw fail.notFound(serverMessages.taskNotFound);
  if (peopleRule(task) !== 'with_release')
    throw fail.precondition(releaseMessages.taskTakesNoReleases);
  const acceptance = await acceptances.get(tx, acceptanceId(taskId, uid));
  if (!acceptance) throw fail.precondition(messages.acceptBeforeSubmit);
  return { caller, taskTitle: task.title };
}
