/**
 * What a message sets off: the other side told (the creator in the bell and by e-mail as their
 * preference says; the staff member who answered, or every active support user before anyone
 * did), exact counts under concurrent posts, and the creators' rate limit, whose refusal says
 * when they may write again and writes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { threadLink } from '@groundtruth/domain/thread-links';
import { STAFF_NOTICE_LIMIT } from '@groundtruth/domain/thread-queries';
import { threadMessages as words } from '@groundtruth/domain/thread-messages';
import { threadMessageId } from '@groundtruth/domain/threads';
import { rateLimits } from '../src/core/rate-limit';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import {
  messageMails,
  messageNotices,
  newRequestId,
  storedMessages,
  storedThread,
} from '../testing/threads';

let adminUser: Member;
let support: Member;
let creator: Member;
let quiet: Member;

beforeAll(async () => {
  [adminUser, support, creator, quiet] = await Promise.all([
    newStaff('admin'),
    newStaff('support', 'Sam Support'),
    newCreator('notice', 'Maya Chen'),
    newCreator('notice-quiet', 'Quinn Quiet'),
  ]);
  // Quinn turned e-mail notifications off (Settings, or the e-mails' unsubscribe link).
  await admin.db().doc(`creator_profiles/${quiet.uid}`).update({ notify_email: false });
});

async function startedBy(owner: Member, text = 'What does the review mean?') {
  const { threadId } = await owner.call(callables.startThread, {
    subject: 'About my submission',
    text,
    requestId: newRequestId(),
  });
  return threadId;
}

const post = (who: Member, threadId: string, text: string, requestId = newRequestId()) =>
  who.call(callables.postMessage, { threadId, text, requestId });

describe('the notice of a new message', () => {
  it('should tell the creator of staff’s answer in the bell and by e-mail, linking to the thread', async () => {
    const threadId = await startedBy(creator);
    const text = 'It means <b>the light</b> was too low & grainy.';
    await post(support, threadId, text);
    const toCreator = (await messageNotices(threadId)).filter((n) => n.user_id === creator.uid);
    expect(toCreator).toEqual([
      expect.objectContaining({
        title: words.messageFromSupportTitle,
        body: words.messageNoticeBody('About my submission', text),
        link: threadLink('creator', threadId),
        read: false,
      }),
    ]);
    expect(threadLink('creator', threadId)).toBe(`/dashboard/messages?thread=${threadId}`);
    const [mail] = await messageMails(creator.uid, threadId);
    expect(mail).toMatchObject({ to: creator.email, kind: 'message_received' });
    expect(mail?.message.subject).toBe(words.messageFromSupportTitle);
    expect(mail?.message.text).toContain(text);
    expect(mail?.message.text).toContain(`/dashboard/messages?thread=${threadId}`);
    expect(mail?.message.html).toContain(
      'It means &lt;b&gt;the light&lt;/b&gt; was too low &amp; grainy.',
    );
  });

  it('should tell a creator who turned e-mails off in the bell only', async () => {
    const threadId = await startedBy(quiet);
    await post(support, threadId, 'Here is why.');
    expect((await messageNotices(threadId)).filter((n) => n.user_id === quiet.uid)).toHaveLength(1);
    expect(await messageMails(quiet.uid, threadId)).toEqual([]);
  });

  it('should tell active support before anyone answered, then the one who answered', async () => {
    const threadId = await startedBy(creator);
    const first = await messageNotices(threadId);
    expect(first.length).toBeGreaterThanOrEqual(1);
    expect(first.length).toBeLessThanOrEqual(STAFF_NOTICE_LIMIT);
    for (const notice of first) {
      const user = (
        await admin
          .db()
          .doc(`users/${String(notice.user_id)}`)
          .get()
      ).data();
      expect(user).toMatchObject({ role: 'support', status: 'active' });
      expect(notice).toMatchObject({
        title: words.messageFromCreatorTitle('Maya Chen'),
        link: threadLink('staff', threadId),
      });
    }
    await post(adminUser, threadId, 'Looking into it.');
    const before = (await messageNotices(threadId)).length;
    const { messageId } = await post(creator, threadId, 'Thank you!');
    const after = await messageNotices(threadId);
    expect(after).toHaveLength(before + 1);
    const newest = after.find((n) => n.id.includes(messageId));
    expect(newest).toMatchObject({
      user_id: adminUser.uid,
      link: `/dashboard/admin/messages?thread=${threadId}`,
    });
  });
});

describe('concurrent messages', () => {
  it('should count 20 concurrent staff messages exactly, with a notice each', async () => {
    const threadId = await startedBy(creator);
    // Sent on the wire without the SDK's 60 s deadline: each concurrent call starts an emulator
    // worker of its own, slow to load on a busy machine, and only the answers matter here.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? support : adminUser).sendJson(
          callables.postMessage,
          JSON.stringify({ threadId, text: `Answer ${i + 1}`, requestId: newRequestId() }),
        ),
      ),
    );
    expect(answers.filter((a) => !a.ok)).toEqual([]);
    expect(await storedThread(threadId)).toMatchObject({
      unread_creator: 20,
      unread_staff: 1,
      message_count: 21,
      waiting_for: 'creator',
    });
    expect(await storedMessages(threadId)).toHaveLength(21);
    const toCreator = (await messageNotices(threadId)).filter((n) => n.user_id === creator.uid);
    expect(new Set(toCreator.map((n) => n.id)).size).toBe(20);
  }, 600_000);
});

describe('the creators’ messages limit', () => {
  it('should refuse the message past the limit saying when, writing nothing; staff are not limited', async () => {
    const { capacity } = rateLimits.creatorMessages;
    const limited = await newCreator('notice-limited', 'Lee Limited');
    const threadId = await startedBy(limited, 'Message 1');
    const earlier = newRequestId();
    for (let i = 2; i <= capacity; i++)
      await post(limited, threadId, `Message ${i}`, i === 2 ? earlier : undefined);
    const notices = (await messageNotices(threadId)).length;

    const requestId = newRequestId();
    expect(
      await limited.callError(callables.postMessage, { threadId, text: 'One more', requestId }),
    ).toMatchObject({ code: 'resource-exhausted', message: words.sendingTooQuickly(1) });
    expect(words.sendingTooQuickly(1)).toBe(
      'You are sending messages quickly; you can write again in 1 minute',
    );
    expect(
      await limited.callError(callables.startThread, {
        subject: 'Another',
        text: 'Hello',
        requestId: newRequestId(),
      }),
    ).toMatchObject({ code: 'resource-exhausted' });
    expect(await storedThread(threadId)).toMatchObject({ message_count: capacity });
    expect((await storedMessages(threadId)).map((m) => m.id)).not.toContain(
      threadMessageId(requestId),
    );
    expect(await messageNotices(threadId)).toHaveLength(notices);

    // A retry of a message already sent is answered, not refused: it takes no token.
    expect(
      await limited.call(callables.postMessage, {
        threadId,
        text: 'Message 2',
        requestId: earlier,
      }),
    ).toEqual({ messageId: threadMessageId(earlier), created: false });
    for (let i = 0; i < capacity + 2; i++) await post(support, threadId, `Staff ${i}`);
    expect(await storedThread(threadId)).toMatchObject({ message_count: 2 * capacity + 2 });
  }, 120_000);
});
