/**
 * Transactional e-mail: the outbox written with the event, deliverMail sending it to a
 * real SMTP server (MailDev, read through its REST API) with a controlled clock, and the signed
 * one-click unsubscribe link. The job runs in this process (testing/jobs.ts); the events run
 * through the callables in the Functions emulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { MAIL_LEASE_MINUTES } from '@groundtruth/domain/mail';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { claimMail, deliverMail, messageIdOf } from '../src/mail/deliver-mail';
import { runAt, runTwiceAtOnce } from '../testing/jobs';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { newTask, submitted } from '../testing/flows';
import { startInbox, type Inbox } from '../testing/inbox';
import { because } from '../testing/review-why';

const MINUTE = 60_000;
let inbox: Inbox;
let support: Member;

beforeAll(async () => {
  [inbox, support] = await Promise.all([startInbox(), newStaff('support')]);
  process.env.GROUNDTRUTH_SMTP_URL = inbox.smtpUrl;
});

afterAll(async () => {
  delete process.env.GROUNDTRUTH_SMTP_URL;
  await inbox?.stop();
});

const mailDoc = async (id: string) => (await admin.db().doc(`mail/${id}`).get()).data();

/** A creator (e-mail notifications on unless told otherwise) whose submission was just reviewed. */
async function reviewed(prefix: string, notifyEmail = true) {
  const creator = await newCreator(prefix);
  if (!notifyEmail) {
    await admin.db().doc(`creator_profiles/${creator.uid}`).update({ notify_email: false });
  }
  const submissionId = await submitted(creator, await newTask(support, { title: 'Street market' }));
  await support.call(callables.reviewSubmission, {
    submissionId,
    decision: 'needs_changes',
    ...because('needs_changes', 'Steadier, please'),
  });
  return { creator, mailId: `submission_reviewed_${submissionId}`, submissionId };
}

describe('the outbox', () => {
  it('should write the e-mail with the review when the creator wants e-mail', async () => {
    const { creator, mailId } = await reviewed('mail-on');
    const mail = await mailDoc(mailId);
    expect(mail).toMatchObject({
      to: creator.email,
      user_id: creator.uid,
      kind: 'submission_reviewed',
      message: {
        subject: serverMessages.notificationTitles.submission_reviewed.needs_changes,
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
      delivery: { state: 'PENDING', attempts: 0, error: null, leaseExpireTime: null },
    });
    expect(mail?.message.text).toContain('Street market\nReason: Poor quality.');
    expect(mail?.message.text).toContain('Notes: Steadier, please');
    expect(mail?.message.text).toContain('/dashboard/submissions');
    expect(mail?.message.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/.+\/unsubscribe\?token=.+>$/,
    );
    // The notification is there too, with the same id.
    expect((await admin.db().doc(`notifications/${mailId}`).get()).exists).toBe(true);
  });

  it('should write no e-mail when the creator turned e-mail notifications off', async () => {
    const { mailId } = await reviewed('mail-off', false);
    expect((await admin.db().doc(`notifications/${mailId}`).get()).exists).toBe(true);
    expect(await mailDoc(mailId)).toBeUndefined();
  });
});

describe('deliverMail', () => {
  it('should send a pending e-mail once, with its headers, and record it sent', async () => {
    const { creator, mailId } = await reviewed('mail-send');
    const now = Date.now() + 1000;
    await runAt(deliverMail, now);
    const [message, ...more] = await inbox.messagesTo(creator.email);
    expect(more).toHaveLength(0);
    expect(message?.subject).toBe(
      serverMessages.notificationTitles.submission_reviewed.needs_changes,
    );
    expect(message?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(message?.headers['list-unsubscribe']).toMatch(/unsubscribe\?token=/);
    expect(message?.headers['message-id']).toBe(messageIdOf(mailId));
    expect((await mailDoc(mailId))?.delivery).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
      due_at: null,
      lease_id: null,
    });
    // A later run finds nothing to send.
    await runAt(deliverMail, now + 10 * MINUTE);
    expect(await inbox.messagesTo(creator.email)).toHaveLength(1);
  });

  it('should retry after an SMTP failure, after a back-off', async () => {
    const { creator, mailId } = await reviewed('mail-retry');
    const now = Date.now() + 1000;
    process.env.GROUNDTRUTH_SMTP_URL = inbox.brokenSmtpUrl;
    try {
      await runAt(deliverMail, now);
    } finally {
      process.env.GROUNDTRUTH_SMTP_URL = inbox.smtpUrl;
    }
    const failed = (await mailDoc(mailId))?.delivery;
    expect(failed).toMatchObject({ state: 'RETRY', attempts: 1, lease_id: null });
    expect(failed?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.due_at.toMillis()).toBe(now + MINUTE);
    // Not before the back-off is over…
    await runAt(deliverMail, now + 30_000);
    expect(await inbox.messagesTo(creator.email)).toHaveLength(0);
    // …then sent, once.
    await runAt(deliverMail, now + MINUTE);
    expect(await inbox.messagesTo(creator.email)).toHaveLength(1);
    expect((await mailDoc(mailId))?.delivery).toMatchObject({
      state: 'SUCCESS',
      attempts: 2,
      error: null,
    });
  });

  it('should send an e-mail once when two runs meet it at once', async () => {
    const { creator, mailId } = await reviewed('mail-twice');
    const now = Date.now() + 1000;
    const reports = await runTwiceAtOnce(deliverMail, now);
    expect(await inbox.messagesTo(creator.email)).toHaveLength(1);
    expect((await mailDoc(mailId))?.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    // One run sent it; the other found it claimed (or already sent) and left it.
    expect(reports.reduce((sum, r) => sum + r.changed, 0)).toBeGreaterThanOrEqual(1);
  });

  it('should send a claimed e-mail whose sender crashed once its lease has run out', async () => {
    const { creator, mailId } = await reviewed('mail-crash');
    const now = Date.now() + 1000;
    // A run claims it and dies before sending (nothing settles the claim).
    expect(await claimMail(mailId, new Date(now))).toMatchObject({ id: mailId, attempts: 1 });
    expect((await mailDoc(mailId))?.delivery.state).toBe('PROCESSING');
    // While the lease holds, no other run takes it.
    await runAt(deliverMail, now + (MAIL_LEASE_MINUTES - 1) * MINUTE);
    expect(await inbox.messagesTo(creator.email)).toHaveLength(0);
    // After it, the next run sends it.
    await runAt(deliverMail, now + MAIL_LEASE_MINUTES * MINUTE);
    expect(await inbox.messagesTo(creator.email)).toHaveLength(1);
    expect((await mailDoc(mailId))?.delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 });
  });
});

describe('a malformed mail document', () => {
  it('should be given up once with the reason, not read again by every run', async () => {
    const ref = admin.db().collection('mail').doc();
    await ref.set({
      to: 'someone@example.com',
      delivery: { state: 'PENDING', due_at: new Date() },
    });
    await runAt(deliverMail, Date.now() + 1000);
    expect((await ref.get()).get('delivery')).toMatchObject({
      state: 'ERROR',
      error: 'Malformed mail document: message',
      due_at: null,
    });
    expect(await inbox.messagesTo('someone@example.com')).toHaveLength(0);
  });
});

/** The unsubscribe address of the creator's e-mail `mailId`. */
async function unsubscribeUrlOf(mailId: string): Promise<string> {
  const header = String((await mailDoc(mailId))?.message.headers['List-Unsubscribe']);
  return header.slice(1, -1);
}

const notifyEmail = async (uid: string) =>
  (await admin.db().doc(`creator_profiles/${uid}`).get()).get('notify_email');

describe('unsubscribe', () => {
  it('should ask before changing anything when the link is opened', async () => {
    const { creator, mailId } = await reviewed('unsub-get');
    const response = await fetch(await unsubscribeUrlOf(mailId));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(serverMessages.unsubscribeConfirmTitle);
    expect(html).toContain('<form method="post">');
    expect(await notifyEmail(creator.uid)).toBe(true);
  });

  it('should turn e-mail notifications off with the one-click POST, without signing in', async () => {
    const { creator, mailId } = await reviewed('unsub-post');
    const url = await unsubscribeUrlOf(mailId);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(serverMessages.unsubscribedTitle);
    expect(await notifyEmail(creator.uid)).toBe(false);
    await expectAudit('unsubscribe_email', creator.uid, creator.uid);
    // Again: nothing more changes, and the answer is the same.
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
    await expectAudit('unsubscribe_email', creator.uid, creator.uid);
    // The next event writes no e-mail.
    const next = await submitted(creator, await newTask(support));
    await support.call(callables.reviewSubmission, { submissionId: next, decision: 'approved' });
    expect(await mailDoc(`submission_reviewed_${next}`)).toBeUndefined();
  });

  it.each([
    ['a forged signature', (token: string) => `${token.split('.')[0]}.AAAA`],
    [
      'another uid',
      (token: string) => `${Buffer.from('someone').toString('base64url')}.${token.split('.')[1]}`,
    ],
    ['no token', () => ''],
  ])('should refuse %s and change nothing', async (_name, tamper) => {
    const { creator, mailId } = await reviewed('unsub-bad');
    const url = new URL(await unsubscribeUrlOf(mailId));
    url.searchParams.set('token', tamper(url.searchParams.get('token') ?? ''));
    const response = await fetch(url, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(serverMessages.unsubscribeInvalid);
    expect(await notifyEmail(creator.uid)).toBe(true);
  });
});
