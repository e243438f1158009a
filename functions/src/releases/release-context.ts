/**
 * What a creator's release request is checked against, read in its transaction: the caller is an
 * active creator, the task allows people with a release, and the creator has accepted it (a
 * release belongs to work they are doing, so no one mails strangers under any task id). The task,
 * which every acceptance reads and the tally of its slots writes, is only read for its title and
 * its rule for people: it is read without a lock (as acceptTask and submitWork read it), so a
 * request never queues behind those; a rule changed meanwhile orders after the request, as it
 * would had the request come first (submitWork asks for releases by the rule it reads).
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

/** Reads and checks the caller and their acceptance in `tx`, and the task without a lock. */
export async function readReleaseContext(
  tx: Transaction,
  uid: string,
  taskId: string,
): Promise<ReleaseContext> {
  const caller = await readCaller(tx, uid, CREATOR);
  const task = await tasks.readNow(taskId);
  if (!task) throw fail.notFound(serverMessages.taskNotFound);
  if (peopleRule(task) !== 'with_release')
    throw fail.precondition(releaseMessages.taskTakesNoReleases);
  const acceptance = await acceptances.get(tx, acceptanceId(taskId, uid));
  if (!acceptance) throw fail.precondition(messages.acceptBeforeSubmit);
  return { caller, taskTitle: task.title };
}
