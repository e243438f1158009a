/**
 * startThread: a creator starts a conversation with support, about one of their submissions
 * ("Ask about this review") or not ("Message support"); staff start one with an active creator
 * (creatorId), optionally about one of that creator's submissions. The thread and its first
 * message are written in one transaction with the notice to the other side; a creator's start
 * takes a message token (creatorMessages).
 *
 * The thread's id is `t_{requestId}` (threadIdOf) and its first message's threadMessageId(requestId),
 * so a retry or a double click finds the thread and returns it (`created: false`); the same
 * requestId with another subject, text, creator or submission is refused, so a reused id never
 * hides a different conversation. A submission that is not the creator's is "not found" to a
 * creator, whether it exists or not.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { threadMessages as words } from '@groundtruth/domain/thread-messages';
import { threadMessageId, type StartThreadInput, type Thread } from '@groundtruth/domain/threads';
import type { WithId } from '@groundtruth/domain/converter';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid, STAFF, type Caller } from '../core/caller';
import { fail } from '../core/errors';
import { submissions } from '../repos/submissions';
import { threadMessagesOf, threads } from '../repos/threads';
import { users } from '../repos/users';
import { takeMessageToken } from './rate-limit-creator';
import { readOtherSide, tellOtherSide } from './tell-other-side';
import { messageOf, sideOf, turnAfter } from './thread-turn';

/** The id of the thread started under `requestId`. */
export function threadIdOf(requestId: string): string {
  return `t_${requestId}`;
}

/** Whose thread it is: the creator caller, or the active creator staff named. */
async function readThreadCreator(tx: Transaction, caller: Caller, input: StartThreadInput) {
  if (caller.role === 'creator') {
    if (input.creatorId !== undefined && input.creatorId !== caller.uid)
      throw fail.invalid(words.threadCreatorIdNotForCreators);
    return { uid: caller.uid, name: caller.name };
  }
  if (input.creatorId === undefined) throw fail.invalid(words.threadCreatorIdRequired);
  const creator = await users.get(tx, input.creatorId);
  if (creator?.role !== 'creator' || creator.status !== 'active')
    throw fail.notFound(words.threadCreatorNotFound);
  return { uid: input.creatorId, name: creator.name };
}

/** The submission the thread is about, if any: the creator's, or refused. */
async function readSubmission(
  tx: Transaction,
  caller: Caller,
  creatorId: string,
  submissionId: string | undefined,
) {
  if (submissionId === undefined) return null;
  const submission = await submissions.get(tx, submissionId);
  if (submission?.user_id === creatorId) return submission;
  throw caller.role === 'creator'
    ? fail.notFound(words.threadSubmissionNotFound)
    : fail.invalid(words.threadSubmissionNotTheCreators);
}

/** Whether the stored thread is the one asked for again, first message included. */
async function sameStart(
  tx: Transaction,
  thread: WithId<Thread>,
  caller: Caller,
  input: StartThreadInput,
): Promise<boolean> {
  const first = await threadMessagesOf(thread.id).get(tx, threadMessageId(input.requestId));
  return (
    thread.subject === input.subject &&
    thread.submission_id === (input.submissionId ?? null) &&
    thread.creator_id === (caller.role === 'creator' ? caller.uid : input.creatorId) &&
    first?.author_id === caller.uid &&
    first.text === input.text
  );
}

export const startThread = callable(callables.startThread, async (input, request) => {
  const uid = requireUid(request);
  const threadId = threadIdOf(input.requestId);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, [...CREATOR, ...STAFF]);
    const existing = await threads.get(tx, threadId);
    if (existing) {
      if (!(await sameStart(tx, existing, caller, input)))
        throw fail.exists(words.threadRequestReused);
      return { threadId, created: false };
    }
    const creator = await readThreadCreator(tx, caller, input);
    const submission = await readSubmission(tx, caller, creator.uid, input.submissionId);
    const side = sideOf(caller.role);
    const recipients = await readOtherSide(tx, { creator_id: creator.uid }, side);
    const now = Timestamp.now();
    await takeMessageToken(tx, caller, now.toMillis());

    const messageId = threadMessageId(input.requestId);
    threads.create(tx, threadId, {
      creator_id: creator.uid,
      creator_name: creator.name,
      kind: 'conversation',
      subject: input.subject,
      submission_id: submission ? (input.submissionId ?? null) : null,
      task_id: submission?.task_id ?? null,
      task_title: submission?.task_title ?? null,
      started_by: side,
      created_at: now,
      waiting_since: now,
      ...turnAfter(null, caller, input.text, now),
    });
    threadMessagesOf(threadId).create(tx, messageId, messageOf(caller, input.text, now));
    tellOtherSide(tx, recipients, {
      threadId,
      messageId,
      subject: input.subject,
      text: input.text,
      authorName: caller.name,
      side,
    });
    return { threadId, created: true };
  });
});
