/**
 * postMessage: the thread's creator, or any staff member, adds a message to a conversation. In
 * one transaction: the message, the thread's last message, turn and counts (thread-turn.ts), the
 * notice to the other side (tell-other-side.ts) and, for a creator, a message token
 * (creatorMessages). Concurrent posts queue on the thread document, so its counts stay exact.
 *
 * A message to a closed conversation opens it again: whoever writes wants an answer. An
 * announcements thread takes no message from anyone (announcements are one-way; a creator asks
 * about one by messaging support).
 *
 * The message's id is threadMessageId(requestId): a retry finds it and returns it
 * (`created: false`) without raising any count twice; the same requestId with other text or
 * from someone else is refused.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { threadMessages as words } from '@groundtruth/domain/thread-messages';
import { threadMessageId } from '@groundtruth/domain/threads';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { threadMessagesOf, threads } from '../repos/threads';
import { takeMessageToken } from './rate-limit-creator';
import { readThreadFor } from './read-thread';
import { readOtherSide, tellOtherSide } from './tell-other-side';
import { messageOf, sideOf, turnAfter } from './thread-turn';

export const postMessage = callable(callables.postMessage, async (input, request) => {
  const uid = requireUid(request);
  const messageId = threadMessageId(input.requestId);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, [...CREATOR, ...STAFF]);
    const thread = await readThreadFor(tx, caller, input.threadId);
    const messages = threadMessagesOf(input.threadId);
    const existing = await messages.get(tx, messageId);
    if (existing) {
      if (existing.author_id !== uid || existing.text !== input.text)
        throw fail.exists(words.messageRequestReused);
      return { messageId, created: false };
    }
    if (thread.kind !== 'conversation') throw fail.precondition(words.announcementsAreOneWay);
    const side = sideOf(caller.role);
    const recipients = await readOtherSide(tx, thread, side);
    const now = Timestamp.now();
    await takeMessageToken(tx, caller, now.toMillis());

    messages.create(tx, messageId, messageOf(caller, input.text, now));
    threads.update(tx, input.threadId, turnAfter(thread, caller, input.text, now));
    tellOtherSide(tx, recipients, {
      threadId: input.threadId,
      messageId,
      subject: thread.subject,
      text: input.text,
      authorName: caller.name,
      side,
    });
    return { messageId, created: true };
  });
});
