/**
 * Release requests e-mail someone outside the product from its address, so they are bounded:
 * limits per creator an hour and a day (each refusal says when the next request fits), the
 * creator's chosen name quoted as a name in the e-mail (never words of ours, a line of its own or
 * a link), and a "This was not me" link that stops every later request to that address and closes
 * those pending to it. A release signed in person e-mails its signer a copy, so it is limited per
 * creator too. The e-mails are read as MailDev receives them from deliverMail (testing/inbox.ts).
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { bucketId, rateLimits } from '../src/core/rate-limit';
import { deliverMail } from '../src/mail/deliver-mail';
import { expectAudit } from '../testing/audit';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { newTask } from '../testing/flows';
import { startInbox, type Inbox } from '../testing/inbox';
import { runAt } from '../testing/jobs';
import { inPerson, linkOf, mailDoc, post, releaseDoc } from '../testing/releases';

let inbox: Inbox;
let adminStaff: Member;
let taskId: string;
let addresses = 0;

beforeAll(async () => {
  [inbox, adminStaff] = await Promise.all([startInbox(), newStaff('admin')]);
  process.env.GROUNDTRUTH_SMTP_URL = inbox.smtpUrl;
  taskId = await newTask(adminStaff, { title: 'People at the market' });
  await adminStaff.call(callables.setTaskPeople, { taskId, people: 'with_release' });
});

afterAll(async () => {
  delete process.env.GROUNDTRUTH_SMTP_URL;
  await inbox?.stop();
});

/** A new creator named `name` who has accepted the file's with_release task. */
async function creatorOnTask(prefix: string, name = 'Casey Creator') {
  const creator = await newCreator(prefix, name);
  await creator.call(callables.acceptTask, { taskId });
  return creator;
}

/** An address no other test mails. */
const newAddress = (prefix: string) => `${prefix}-${process.pid}-${++addresses}@example.com`;

const ask = (creator: Member, signerEmail: string) =>
  creator.call(callables.requestRelease, { taskId, signerName: 'Bo Bystander', signerEmail });

const releasesOf = async (uid: string) =>
  (await admin.db().collection('releases').where('creator_id', '==', uid).get()).size;

/** The "This was not me" link the request e-mail `mailId` carries. */
async function notMeLinkOf(mailId: string): Promise<string> {
  const text = String((await mailDoc(mailId))?.message.text);
  const link = /(http\S+releaseNotMe\?token=\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no "This was not me" link in ${mailId}: ${text}`);
  return link;
}

describe('requestRelease limits', () => {
  it('should take 10 requests an hour from a creator and refuse the 11th, saying when', async () => {
    const creator = await creatorOnTask('rr-hour');
    const { capacity } = rateLimits.releaseRequestsHourly;
    expect(capacity).toBe(10);
    for (let i = 0; i < capacity; i++) await ask(creator, newAddress('rr-hour'));
    const error = await creator.callError(callables.requestRelease, {
      taskId,
      signerName: 'Bo Bystander',
      signerEmail: newAddress('rr-hour'),
    });
    // The next token comes 6 minutes (an hour ÷ 10) after the bucket ran dry.
    expect(error).toMatchObject({
      code: 'resource-exhausted',
      message: releaseMessages.releaseRequestsHourly(10, 6),
    });
    // The refusal wrote nothing: no release, and so no e-mail.
    expect(await releasesOf(creator.uid)).toBe(capacity);
  });

  it('should refuse a request past 30 a day, saying when, though the hour has room', async () => {
    const creator = await creatorOnTask('rr-day');
    const { capacity, windowMs } = rateLimits.releaseRequestsDaily;
    expect(capacity).toBe(30);
    // 29 sent earlier today, spread over the day: one request left.
    await admin
      .db()
      .doc(`rate_limits/${bucketId('releaseRequestsDaily', `uid:${creator.uid}`)}`)
      .set({
        scope: 'releaseRequestsDaily',
        tokens: 1,
        updated_at: Timestamp.now(),
        expires_at: Timestamp.fromMillis(Date.now() + windowMs),
      });
    await ask(creator, newAddress('rr-day'));
    const error = await creator.callError(callables.requestRelease, {
      taskId,
      signerName: 'Bo Bystander',
      signerEmail: newAddress('rr-day'),
    });
    // The next token comes 48 minutes (a day ÷ 30) after the bucket ran dry.
    expect(error).toMatchObject({
      code: 'resource-exhausted',
      message: releaseMessages.releaseRequestsDaily(30, 48),
    });
    expect(await releasesOf(creator.uid)).toBe(1);
  });
});

/** Leaves one token in `uid`'s bucket of `scope`, as if the rest were taken moments ago. */
const oneTokenLeft = (scope: 'releaseSignaturesHourly' | 'releaseSignaturesDaily', uid: string) =>
  admin
    .db()
    .doc(`rate_limits/${bucketId(scope, `uid:${uid}`)}`)
    .set({
      scope,
      tokens: 1,
      updated_at: Timestamp.now(),
      expires_at: Timestamp.fromMillis(Date.now() + rateLimits[scope].windowMs),
    });

/** The PDFs stored under the creator's releases. */
const storedPdfs = async (uid: string) =>
  (await admin.bucket().getFiles({ prefix: `releases/${uid}/` }))[0].length;

const signHere = (creator: Member, prefix: string) =>
  creator.call(callables.signReleaseInPerson, {
    taskId,
    release: { ...inPerson, signerEmail: newAddress(prefix) },
  });

describe('signReleaseInPerson limits', () => {
  it('should take 20 releases signed in person an hour and refuse the next, saying when, rendering nothing', async () => {
    const creator = await creatorOnTask('rs-hour');
    expect(rateLimits.releaseSignaturesHourly.capacity).toBe(20);
    await oneTokenLeft('releaseSignaturesHourly', creator.uid);
    await signHere(creator, 'rs-hour');
    const error = await creator.callError(callables.signReleaseInPerson, {
      taskId,
      release: { ...inPerson, signerEmail: newAddress('rs-hour') },
    });
    // The next token comes 3 minutes (an hour ÷ 20) after the bucket ran dry.
    expect(error).toMatchObject({
      code: 'resource-exhausted',
      message: releaseMessages.releaseSignaturesHourly(20, 3),
    });
    // The refusal rendered and wrote nothing: one release (its copy e-mailed with it), one PDF.
    expect(await releasesOf(creator.uid)).toBe(1);
    expect(await storedPdfs(creator.uid)).toBe(1);
  });

  it('should refuse a release signed in person past 60 a day, saying when, though the hour has room', async () => {
    const creator = await creatorOnTask('rs-day');
    expect(rateLimits.releaseSignaturesDaily.capacity).toBe(60);
    await oneTokenLeft('releaseSignaturesDaily', creator.uid);
    await signHere(creator, 'rs-day');
    const error = await creator.callError(callables.signReleaseInPerson, {
      taskId,
      release: { ...inPerson, signerEmail: newAddress('rs-day') },
    });
    // The next token comes 24 minutes (a day ÷ 60) after the bucket ran dry.
    expect(error).toMatchObject({
      code: 'resource-exhausted',
      message: releaseMessages.releaseSignaturesDaily(60, 24),
    });
    expect(await releasesOf(creator.uid)).toBe(1);
    expect(await storedPdfs(creator.uid)).toBe(1);
  });

  it('should count release requests and releases signed in person apart', async () => {
    const creator = await creatorOnTask('rs-apart');
    await oneTokenLeft('releaseSignaturesHourly', creator.uid);
    await signHere(creator, 'rs-apart');
    // The signatures' hour is spent; a request to sign by link still fits its own limit.
    await ask(creator, newAddress('rs-apart'));
    expect(await releasesOf(creator.uid)).toBe(2);
  });
});

describe('the request e-mail', () => {
  it('should quote the creator’s chosen name as a name: one line, capped, with nothing to link', async () => {
    const name =
      'Groundtruth Security Team:\nyour account is locked, visit http://evil.example/unlock';
    const creator = await creatorOnTask('rr-name', name);
    const to = newAddress('rr-name');
    const { releaseId } = await ask(creator, to);
    const linked = await creatorOnTask('rr-name-link', 'Bo\r\nvisit www.evil.example/a@b.co');
    const other = newAddress('rr-name-link');
    await ask(linked, other);
    await runAt(deliverMail, Date.now() + 1000);

    const [message, ...more] = await inbox.messagesTo(to);
    expect(more).toHaveLength(0);
    expect(message?.subject).toBe(releaseMessages.releaseRequestSubject);
    const quoted = 'Groundtruth Security Team: your account is locked, visit ht…';
    expect(message?.text).toContain(
      releaseMessages.releaseRequestBody(quoted, 'People at the market'),
    );
    // The name never starts a line, never reaches the link, and no line holds it unquoted.
    expect(message?.text.split('\n').some((line) => line.startsWith('Groundtruth Security'))).toBe(
      false,
    );
    expect(message?.text).not.toContain('evil');
    expect(message?.html).not.toContain('evil');
    expect(message?.html).toContain(`&quot;${quoted}&quot;`);

    const [fromLinked] = await inbox.messagesTo(other);
    const defanged = 'Bo visit www[.]evil[.]example/a[@]b[.]co';
    expect(fromLinked?.text).toContain(`"${defanged}"`);
    expect(fromLinked?.text).not.toMatch(/www\.evil|evil\.example|a@b/);
    expect(fromLinked?.html).not.toMatch(/href="[^"]*evil/);
    // The e-mail says who asked and how to stop it, with a one-click header for mail clients.
    expect(message?.text).toContain(releaseMessages.releaseRequestNotMe);
    expect(message?.headers['list-unsubscribe']).toMatch(/releaseNotMe\?token=/);
    expect(message?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await releaseDoc(releaseId))?.status).toBe('pending');
  });
});

describe('"This was not me"', () => {
  it('should stop release requests to the address after one confirmation, from any creator', async () => {
    const creator = await creatorOnTask('rr-notme');
    const to = newAddress('rr-notme');
    const { releaseId } = await ask(creator, to);
    const link = await notMeLinkOf(`release_request_${releaseId}`);
    const block = admin
      .db()
      .doc(`release_request_blocks/${createHash('sha256').update(to).digest('hex')}`);

    // Opening the link (as a mail scanner would) changes nothing; it asks to confirm.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(releaseMessages.releaseNotMeBody);
    expect(html).toContain(releaseMessages.releaseNotMeButton);
    expect((await block.get()).exists).toBe(false);

    const done = await post(link, {});
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(releaseMessages.releaseNotMeDoneBody);
    expect((await block.get()).data()).toMatchObject({
      release_id: releaseId,
      creator_id: creator.uid,
    });
    // The block holds no address: only its hash names it.
    expect(JSON.stringify((await block.get()).data())).not.toContain(to);
    // Saying it twice changes nothing more.
    const again = await post(link, {});
    expect(again.status).toBe(200);
    await expectAudit('block_release_requests', releaseId, `release:${releaseId}`);

    // No creator can mail that address again, however they write it.
    for (const [who, address] of [
      [creator, to],
      [await creatorOnTask('rr-notme-other'), `  ${to.toUpperCase()} `],
    ] as const) {
      const before = await releasesOf(who.uid);
      const refused = await who.callError(callables.requestRelease, {
        taskId,
        signerName: 'Bo Bystander',
        signerEmail: address,
      });
      expect(refused).toMatchObject({
        code: 'failed-precondition',
        message: releaseMessages.releaseRequestsBlocked,
      });
      expect(await releasesOf(who.uid)).toBe(before);
    }
    // Other addresses are mailed as before, and the release link still opens.
    await ask(creator, newAddress('rr-notme'));
    expect((await fetch(await linkOf(`release_request_${releaseId}`))).status).toBe(200);
  });

  it('should close the requests still pending to the address, whoever sent them, and nothing else', async () => {
    const first = await creatorOnTask('rr-close');
    const second = await creatorOnTask('rr-close-other');
    const to = newAddress('rr-close');
    const elsewhere = newAddress('rr-close');
    const { releaseId } = await ask(first, to);
    const { releaseId: sameAddress } = await ask(second, to);
    const { releaseId: otherAddress } = await ask(second, elsewhere);
    const { releaseId: signedHere } = await second.call(callables.signReleaseInPerson, {
      taskId,
      release: { ...inPerson, signerEmail: to },
    });
    const otherLink = await linkOf(`release_request_${sameAddress}`);

    expect((await post(await notMeLinkOf(`release_request_${releaseId}`), {})).status).toBe(200);
    // Both requests to the address are closed: their links sign nothing.
    for (const id of [releaseId, sameAddress])
      expect(await releaseDoc(id)).toMatchObject({
        status: 'revoked',
        revoked_at: expect.any(Timestamp),
        signed_at: null,
      });
    const attempt = await post(otherLink, {
      action: 'sign',
      signerName: 'Bo Bystander',
      signature: 'Bo Bystander',
    });
    expect(await attempt.text()).toContain(releaseMessages.releaseRevokedTitle);
    expect(await releaseDoc(sameAddress)).toMatchObject({ status: 'revoked', signed_at: null });
    // A request to another address and a release signed in person stand as they were.
    expect(await releaseDoc(otherAddress)).toMatchObject({ status: 'pending' });
    expect(await releaseDoc(signedHere)).toMatchObject({ status: 'signed' });
    const audit = await admin
      .db()
      .collection('audit_logs')
      .where('entity_id', '==', releaseId)
      .where('action', '==', 'block_release_requests')
      .get();
    expect(audit.docs.map((d) => [...d.get('details.closed_requests')].sort())).toEqual([
      [releaseId, sameAddress].sort(),
    ]);
  });

  it('should refuse a changed token in words and block nothing', async () => {
    const creator = await creatorOnTask('rr-notme-bad');
    const to = newAddress('rr-notme-bad');
    const { releaseId } = await ask(creator, to);
    const url = new URL(await notMeLinkOf(`release_request_${releaseId}`));
    url.searchParams.set('token', `${url.searchParams.get('token')!.slice(0, -4)}AAAA`);
    const response = await post(url.href, {});
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(releaseMessages.releaseNotMeInvalid);
    await ask(creator, to);
  });
});
