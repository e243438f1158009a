/**
 * Conversations (startThread, postMessage, closeThread, markThreadRead): who may do what to which
 * thread, one thread and one message per requestId, the turn and the counts, the text stored as
 * the plain text it is. The notices, the concurrency and the rate limit: thread-notices.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { threadMessages as words } from '@groundtruth/domain/thread-messages';
import {
  announcementsThreadId,
  MESSAGE_TEXT_MAX,
  threadMessageId,
} from '@groundtruth/domain/threads';
import { threadIdOf } from '../src/threads/start-thread';
import { expectAudit, auditEntries } from '../testing/audit';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { newTask, submitted } from '../testing/flows';
import { newRequestId, storedMessages, storedThread } from '../testing/threads';

let adminUser: Member;
let support: Member;
let creator: Member;
let other: Member;
/** A third creator for closing and reading, so the first stays within the messages limit. */
let closer: Member;
let submissionId: string;
let otherSubmissionId: string;

beforeAll(async () => {
  [adminUser, support, creator, other, closer] = await Promise.all([
    newStaff('admin'),
    newStaff('support'),
    newCreator('thread', 'Maya Chen'),
    newCreator('thread-other', 'Tomás Rivera'),
    newCreator('thread-closer', 'Priya Nair'),
  ]);
  const taskId = await newTask(support, { title: 'Street market at dawn' });
  [submissionId, otherSubmissionId] = await Promise.all([
    submitted(creator, taskId),
    submitted(other, taskId),
  ]);
});

/** A creator's conversation with support, started through the callable (about their submission). */
async function creatorThread(text = 'What does the review mean?', owner = creator) {
  const { threadId } = await owner.call(callables.startThread, {
    subject: 'About my submission',
    text,
    ...(owner === creator ? { submissionId } : {}),
    requestId: newRequestId(),
  });
  return threadId;
}

describe(callables.startThread.name, () => {
  it('should start a creator’s thread about their submission with its first message, once per requestId', async () => {
    const input = {
      subject: 'About my submission',
      text: 'What does the review mean?',
      submissionId,
      requestId: newRequestId(),
    };
    const first = await creator.call(callables.startThread, input);
    const threadId = threadIdOf(input.requestId);
    expect(first).toEqual({ threadId, created: true });
    expect(await creator.call(callables.startThread, input)).toEqual({ threadId, created: false });
    expect(await storedThread(threadId)).toMatchObject({
      creator_id: creator.uid,
      creator_name: 'Maya Chen',
      kind: 'conversation',
      subject: input.subject,
      submission_id: submissionId,
      task_title: 'Street market at dawn',
      status: 'open',
      started_by: 'creator',
      last_message_preview: input.text,
      waiting_for: 'staff',
      unread_creator: 0,
      unread_staff: 1,
      message_count: 1,
    });
    const messages = await storedMessages(threadId);
    expect(messages).toEqual([
      expect.objectContaining({
        id: threadMessageId(input.requestId),
        author_id: creator.uid,
        author_role: 'creator',
        author_name: 'Maya Chen',
        text: input.text,
      }),
    ]);
    // The same requestId with other words is another conversation: refused, nothing changed.
    expect(
      await creator.callError(callables.startThread, { ...input, text: 'Something else' }),
    ).toEqual({ code: 'already-exists', message: words.threadRequestReused, details: undefined });
    expect(await storedMessages(threadId)).toHaveLength(1);
  });

  it('should let a creator start one with support without a submission', async () => {
    const { threadId } = await creator.call(callables.startThread, {
      subject: 'Payout question',
      text: 'When is Friday’s payout sent?',
      requestId: newRequestId(),
    });
    expect(await storedThread(threadId)).toMatchObject({
      submission_id: null,
      task_id: null,
      task_title: null,
    });
  });

  it('should refuse a creator another’s submission as not found, as if it did not exist', async () => {
    const refused = async (id: string) =>
      creator.callError(callables.startThread, {
        subject: 'S',
        text: 'T',
        submissionId: id,
        requestId: newRequestId(),
      });
    const anothers = await refused(otherSubmissionId);
    expect(anothers).toMatchObject({ code: 'not-found', message: words.threadSubmissionNotFound });
    expect(await refused('no-such-submission')).toEqual(anothers);
  });

  it('should refuse a creator naming another creator, and the signed-out', async () => {
    const requestId = newRequestId();
    expect(
      await creator.callError(callables.startThread, {
        subject: 'S',
        text: 'T',
        creatorId: other.uid,
        requestId,
      }),
    ).toMatchObject({ code: 'invalid-argument', message: words.threadCreatorIdNotForCreators });
    expect(
      await anonymousClient().callError(callables.startThread, {
        subject: 'S',
        text: 'T',
        requestId,
      }),
    ).toMatchObject({ code: 'unauthenticated' });
    expect(await storedThread(threadIdOf(requestId))).toBeUndefined();
  });

  it('should let staff start one with an active creator about that creator’s submission', async () => {
    const { threadId } = await support.call(callables.startThread, {
      subject: 'Your latest video',
      text: 'Could you reshoot the first minute?',
      creatorId: creator.uid,
      submissionId,
      requestId: newRequestId(),
    });
    expect(await storedThread(threadId)).toMatchObject({
      creator_id: creator.uid,
      started_by: 'staff',
      waiting_for: 'creator',
      unread_creator: 1,
      unread_staff: 0,
      answered_by: support.uid,
    });
  });

  it('should refuse staff without a creator, with someone not an active creator, or another’s submission', async () => {
    const start = (input: { creatorId?: string; submissionId?: string }) =>
      adminUser.callError(callables.startThread, {
        subject: 'S',
        text: 'T',
        requestId: newRequestId(),
        ...input,
      });
    expect(await start({})).toMatchObject({
      code: 'invalid-argument',
      message: words.threadCreatorIdRequired,
    });
    expect(await start({ creatorId: support.uid })).toMatchObject({
      code: 'not-found',
      message: words.threadCreatorNotFound,
    });
    const suspended = await newCreator('thread-suspended');
    await admin.db().doc(`users/${suspended.uid}`).update({ status: 'suspended' });
    expect(await start({ creatorId: suspended.uid })).toMatchObject({
      code: 'not-found',
      message: words.threadCreatorNotFound,
    });
    expect(await start({ creatorId: creator.uid, submissionId: otherSubmissionId })).toMatchObject({
      code: 'invalid-argument',
      message: words.threadSubmissionNotTheCreators,
    });
  });
});

describe(callables.postMessage.name, () => {
  it('should take the thread’s creator and staff, and refuse another creator as not found', async () => {
    const threadId = await creatorThread();
    const post = (who: Member, text: string) =>
      who.call(callables.postMessage, { threadId, text, requestId: newRequestId() });
    await post(support, 'It means the light was too low.');
    await post(adminUser, 'Adding to that: try the morning.');
    await post(creator, 'Thanks, I will.');
    const error = await other.callError(callables.postMessage, {
      threadId,
      text: 'Hi',
      requestId: newRequestId(),
    });
    expect(error).toMatchObject({ code: 'not-found', message: words.threadNotFound });
    expect(
      await other.callError(callables.postMessage, {
        threadId: 'no-such-thread',
        text: 'Hi',
        requestId: newRequestId(),
      }),
    ).toEqual(error);
    expect(
      await anonymousClient().callError(callables.postMessage, {
        threadId,
        text: 'Hi',
        requestId: newRequestId(),
      }),
    ).toMatchObject({ code: 'unauthenticated' });
    expect((await storedMessages(threadId)).map((m) => m.author_id)).toEqual([
      creator.uid,
      support.uid,
      adminUser.uid,
      creator.uid,
    ]);
  });

  it('should move the turn, and waiting_since only when the turn changes', async () => {
    const threadId = await creatorThread();
    const started = await storedThread(threadId);
    await creator.call(callables.postMessage, {
      threadId,
      text: 'And also…',
      requestId: newRequestId(),
    });
    const again = await storedThread(threadId);
    expect(again).toMatchObject({ waiting_for: 'staff', unread_staff: 2, message_count: 2 });
    expect(again?.waiting_since).toEqual(started?.waiting_since);
    await support.call(callables.postMessage, {
      threadId,
      text: 'Answer',
      requestId: newRequestId(),
    });
    const answered = await storedThread(threadId);
    expect(answered).toMatchObject({
      waiting_for: 'creator',
      unread_creator: 1,
      unread_staff: 2,
      message_count: 3,
      answered_by: support.uid,
      last_message_preview: 'Answer',
    });
    expect(answered?.waiting_since.toMillis()).toBeGreaterThan(again?.waiting_since.toMillis());
  });

  it('should write a retried message once and raise the count once', async () => {
    const threadId = await creatorThread();
    const input = { threadId, text: 'Reply once', requestId: newRequestId() };
    const answers = await Promise.all(
      [1, 2, 3].map(() => support.call(callables.postMessage, input)),
    );
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect(answers.map((a) => a.messageId)).toEqual(
      Array(3).fill(threadMessageId(input.requestId)),
    );
    expect(await storedThread(threadId)).toMatchObject({ message_count: 2, unread_creator: 1 });
    expect(
      await support.callError(callables.postMessage, { ...input, text: 'Other words' }),
    ).toMatchObject({ code: 'already-exists', message: words.messageRequestReused });
  });

  it(`should refuse ${MESSAGE_TEXT_MAX + 1} characters naming the field, and take ${MESSAGE_TEXT_MAX}`, async () => {
    const threadId = await creatorThread();
    expect(
      await support.callError(callables.postMessage, {
        threadId,
        text: 'x'.repeat(MESSAGE_TEXT_MAX + 1),
        requestId: newRequestId(),
      }),
    ).toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/^text: /) });
    expect(await storedThread(threadId)).toMatchObject({ message_count: 1 });
    await support.call(callables.postMessage, {
      threadId,
      text: 'x'.repeat(MESSAGE_TEXT_MAX),
      requestId: newRequestId(),
    });
    expect(await storedThread(threadId)).toMatchObject({ message_count: 2 });
  });

  it('should store HTML as the plain text it is, byte for byte', async () => {
    const html = '<b>hi</b><script>alert("x")</script> & <a href="javascript:x">link</a>';
    const threadId = await creatorThread(html);
    const [message] = await storedMessages(threadId);
    expect(message?.text).toBe(html);
    // Read back through the client SDK as the screen reads it.
    const { getDocs, collection } = await import('firebase/firestore/lite');
    const read = await getDocs(collection(creator.db, `threads/${threadId}/messages`));
    expect(read.docs[0]?.data().text).toBe(html);
  });

  it('should open a closed conversation again, and refuse a reply to announcements', async () => {
    const threadId = await creatorThread();
    await creator.call(callables.closeThread, { threadId });
    await support.call(callables.postMessage, {
      threadId,
      text: 'One more thing',
      requestId: newRequestId(),
    });
    expect(await storedThread(threadId)).toMatchObject({ status: 'open' });

    const announcements = announcementsThreadId(creator.uid);
    await admin
      .db()
      .doc(`threads/${announcements}`)
      .set({
        ...(await storedThread(threadId)),
        kind: 'announcements',
        subject: 'Announcements',
      });
    for (const who of [creator, support]) {
      expect(
        await who.callError(callables.postMessage, {
          threadId: announcements,
          text: 'A reply',
          requestId: newRequestId(),
        }),
      ).toMatchObject({ code: 'failed-precondition', message: words.announcementsAreOneWay });
    }
  });
});

describe(`${callables.closeThread.name} and ${callables.markThreadRead.name}`, () => {
  it('should let the creator close their own, unaudited, and once', async () => {
    const threadId = await creatorThread('Can I close this?', closer);
    expect(await other.callError(callables.closeThread, { threadId })).toMatchObject({
      code: 'not-found',
    });
    expect(await closer.call(callables.closeThread, { threadId })).toEqual({ changed: true });
    expect(await closer.call(callables.closeThread, { threadId })).toEqual({ changed: false });
    expect(await storedThread(threadId)).toMatchObject({ status: 'closed' });
    expect(await auditEntries(threadId)).toEqual([]);
  });

  it('should let staff close any, audited as close_thread, and refuse the signed-out', async () => {
    const threadId = await creatorThread('Can I close this?', closer);
    expect(await anonymousClient().callError(callables.closeThread, { threadId })).toMatchObject({
      code: 'unauthenticated',
    });
    expect(await support.call(callables.closeThread, { threadId })).toEqual({ changed: true });
    await expectAudit('close_thread', threadId, support.uid);
  });

  it('should zero the caller’s side’s unread count only, a creator only on their own', async () => {
    const threadId = await creatorThread('Can I close this?', closer);
    await support.call(callables.postMessage, {
      threadId,
      text: 'Answer',
      requestId: newRequestId(),
    });
    expect(await storedThread(threadId)).toMatchObject({ unread_creator: 1, unread_staff: 1 });
    expect(await other.callError(callables.markThreadRead, { threadId })).toMatchObject({
      code: 'not-found',
    });
    expect(await closer.call(callables.markThreadRead, { threadId })).toEqual({ changed: true });
    expect(await storedThread(threadId)).toMatchObject({ unread_creator: 0, unread_staff: 1 });
    expect(await closer.call(callables.markThreadRead, { threadId })).toEqual({ changed: false });
    expect(await adminUser.call(callables.markThreadRead, { threadId })).toEqual({ changed: true });
    expect(await storedThread(threadId)).toMatchObject({ unread_creator: 0, unread_staff: 0 });
  });
});
