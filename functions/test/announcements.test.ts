/**
 * Announcements: previewAnnouncement and sendAnnouncement are an admin's (support are told why
 * not, creators and the signed-out refused); the preview counts the active creators each kind of
 * audience reaches; a retried send is one announcement; and the job sendAnnouncements, stopped
 * half-way and run again, reaches every recipient exactly once — one message, one unread, one
 * e-mail (none for a creator who turned e-mail off) — and pages through 1,000+ recipients.
 *
 * Recipients are seeded with the admin SDK under a country (or task, or qualification) of the
 * test's own, so the counts are about this test's creators whatever else the emulator holds.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { announcementMessages } from '@groundtruth/domain/announcement-messages';
import { announcementId, type AnnouncementAudience } from '@groundtruth/domain/announcements';
import { callables } from '@groundtruth/domain/callable-registry';
import { announcementsThreadId } from '@groundtruth/domain/threads';
import { recipientsPage } from '../src/announcements/audience';
import {
  deliverAnnouncement,
  sendQueuedAnnouncements,
} from '../src/announcements/send-announcements';
import { announcementSchema } from '@groundtruth/domain/announcements';
import { expectAudit } from '../testing/audit';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { DAY, expectWrittenOnce } from '../testing/jobs';

let adminUser: Member;
let support: Member;
let creator: Member;

const db = () => admin.db();
let runs = 0;
/** A tag of this run, for ids, countries and request ids no other test uses. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++runs}`;

interface SeededCreator {
  uid: string;
  status?: 'active' | 'suspended' | 'deleted';
  role?: 'creator' | 'support';
  country?: string;
  language?: string;
  notifyEmail?: boolean;
}

/** Writes users and creator_profiles documents as createAccount does, in batches of 400. */
async function seedCreators(creators: SeededCreator[]) {
  for (let i = 0; i < creators.length; i += 200) {
    const batch = db().batch();
    for (const c of creators.slice(i, i + 200)) {
      batch.set(db().doc(`users/${c.uid}`), {
        name: `Seeded ${c.uid}`,
        email: `${c.uid.toLowerCase()}@example.com`,
        role: c.role ?? 'creator',
        status: c.status ?? 'active',
        created_at: Timestamp.now(),
      });
      batch.set(db().doc(`creator_profiles/${c.uid}`), {
        user_id: c.uid,
        chosen_paths: ['video'],
        locales: { country: c.country ?? 'US', language: c.language ?? 'en' },
        notify_email: c.notifyEmail ?? true,
        notify_push: false,
        onboarding_complete: true,
      });
    }
    await batch.commit();
  }
}

const preview = (audience: AnnouncementAudience) =>
  adminUser.call(callables.previewAnnouncement, { audience });

const send = (audience: AnnouncementAudience, requestId = unique('req-'), text = 'Hello all') =>
  adminUser.call(callables.sendAnnouncement, {
    audience,
    subject: 'New tasks this week',
    text,
    requestId,
  });

async function readAnnouncement(id: string) {
  const snap = await db().doc(`announcements/${id}`).get();
  return { ...announcementSchema.parse(snap.data()), id };
}

beforeAll(async () => {
  [adminUser, support, creator] = await Promise.all([
    newStaff('admin'),
    newStaff('support'),
    newCreator('announce'),
  ]);
});

describe('previewAnnouncement and sendAnnouncement: who may call them', () => {
  const audience: AnnouncementAudience = { kind: 'all' };

  it('should answer an admin', async () => {
    expect((await preview(audience)).count).toBeGreaterThan(0);
  });

  it('should refuse support in words, creators and the signed-out, queuing nothing', async () => {
    const requestId = unique('refused-');
    const input = { audience, subject: 'Hi', text: 'Hello', requestId };
    for (const entry of [callables.previewAnnouncement, callables.sendAnnouncement]) {
      const data = entry === callables.previewAnnouncement ? { audience } : input;
      expect(await support.callError(entry, data as never)).toMatchObject({
        code: 'permission-denied',
        message: announcementMessages.onlyAdminsSendAnnouncements,
      });
      expect(await creator.callError(entry, data as never)).toMatchObject({
        code: 'permission-denied',
      });
      expect(await anonymousClient().callError(entry, data as never)).toMatchObject({
        code: 'unauthenticated',
      });
    }
    expect(
      (
        await db()
          .doc(`announcements/${announcementId(requestId)}`)
          .get()
      ).exists,
    ).toBe(false);
  });
});

describe('previewAnnouncement: the count of each audience', () => {
  it('should count every active creator, and no one suspended, deleted or staff', async () => {
    const before = (await preview({ kind: 'all' })).count;
    const tag = unique('all');
    await seedCreators([
      { uid: `${tag}-a` },
      { uid: `${tag}-b` },
      { uid: `${tag}-suspended`, status: 'suspended' },
      { uid: `${tag}-deleted`, status: 'deleted' },
      { uid: `${tag}-support`, role: 'support' },
    ]);
    expect((await preview({ kind: 'all' })).count).toBe(before + 2);
  });

  it('should count who accepted or submitted to a task once each', async () => {
    const taskId = unique('task');
    const tag = unique('t');
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((s) => `${tag}-${s}`) as [string, ...string[]];
    await seedCreators([{ uid: a }, { uid: b! }, { uid: c!, status: 'suspended' }, { uid: d! }]);
    const batch = db().batch();
    // a accepted; b accepted and submitted twice; c (suspended) accepted; d submitted only.
    for (const uid of [a, b!, c!])
      batch.set(db().doc(`task_acceptances/${taskId}_${uid}`), {
        task_id: taskId,
        user_id: uid,
        status: 'accepted',
      });
    for (const [n, uid] of [b!, b!, d!].entries())
      batch.set(db().doc(`submissions/${tag}-sub-${n}`), { task_id: taskId, user_id: uid });
    await batch.commit();

    expect((await preview({ kind: 'task', taskId })).count).toBe(3);
    // A page of one at a time still names each candidate once, in uid order.
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof recipientsPage>> = await recipientsPage(
        { kind: 'task', taskId },
        after,
        { limit: 1 },
      );
      seen.push(...page.uids);
      after = page.next;
    } while (after !== null);
    expect(seen).toEqual([a, b, c, d]);
  });

  it('should count holders of a qualification: granted, not expired, active', async () => {
    const qualificationId = unique('qual');
    const tag = unique('q');
    const grants: [string, string, number | null, SeededCreator['status']][] = [
      [`${tag}-held`, 'granted', null, 'active'],
      [`${tag}-until-next-week`, 'granted', Date.now() + 7 * DAY, 'active'],
      [`${tag}-expired`, 'granted', Date.now() - DAY, 'active'],
      [`${tag}-revoked`, 'revoked', null, 'active'],
      [`${tag}-suspended`, 'granted', null, 'suspended'],
    ];
    await seedCreators(grants.map(([uid, , , status]) => ({ uid, status })));
    const batch = db().batch();
    for (const [uid, status, expires] of grants)
      batch.set(db().doc(`qualification_grants/${qualificationId}_${uid}`), {
        user_id: uid,
        qualification_id: qualificationId,
        status,
        score: null,
        attempts: 0,
        source: 'manual',
        granted_at: Timestamp.now(),
        expires_at: expires === null ? null : Timestamp.fromMillis(expires),
        retry_at: null,
        expiry_warned: false,
        reason: 'Seeded',
        updated_at: Timestamp.now(),
      });
    await batch.commit();
    expect((await preview({ kind: 'qualification', qualificationId })).count).toBe(2);
  });

  it('should count creators by country, by language, and by both', async () => {
    const country = unique('C');
    const language = unique('l');
    const tag = unique('loc');
    await seedCreators([
      { uid: `${tag}-1`, country, language: 'en' },
      { uid: `${tag}-2`, country, language },
      { uid: `${tag}-3`, country: 'US', language },
      { uid: `${tag}-4`, country, language, status: 'suspended' },
    ]);
    expect((await preview({ kind: 'locale', country })).count).toBe(2);
    expect((await preview({ kind: 'locale', language })).count).toBe(2);
    expect((await preview({ kind: 'locale', country, language })).count).toBe(1);
    expect(
      await adminUser.callError(callables.previewAnnouncement, {
        audience: { kind: 'locale' },
      } as never),
    ).toMatchObject({ code: 'invalid-argument' });
  });

  it('should reach a language stored as its code and as the label of profiles before the codes', async () => {
    const country = unique('C');
    const tag = unique('lang');
    await seedCreators([
      { uid: `${tag}-code`, country, language: 'es' },
      { uid: `${tag}-label`, country, language: 'Spanish' },
      { uid: `${tag}-other`, country, language: 'pt-BR' },
    ]);
    expect((await preview({ kind: 'locale', country, language: 'es' })).count).toBe(2);
    expect((await preview({ kind: 'locale', country, language: 'Portuguese' })).count).toBe(1);
  });
});

describe('sendAnnouncement: one announcement per request', () => {
  it('should queue it once however often it is sent, and refuse the id for another text', async () => {
    const country = unique('R');
    await seedCreators([{ uid: `${country}-1`, country }]);
    const audience: AnnouncementAudience = { kind: 'locale', country };
    const requestId = unique('retry-');
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(audience, requestId)));
    const id = announcementId(requestId);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect(answers.every((a) => a.announcementId === id && a.expectedCount === 1)).toBe(true);
    expect(await readAnnouncement(id)).toMatchObject({
      status: 'sending',
      expected_count: 1,
      reached_count: 0,
      created_by: adminUser.uid,
      audience: { kind: 'locale', country },
    });
    await expectAudit('send_announcement', id, adminUser.uid, 1);
    expect(
      await adminUser.callError(callables.sendAnnouncement, {
        audience,
        subject: 'New tasks this week',
        text: 'Something else',
        requestId,
      }),
    ).toMatchObject({
      code: 'already-exists',
      message: announcementMessages.announcementRequestReused,
    });
    // Written by nothing but the job: no thread yet.
    expect(
      (
        await db()
          .doc(`threads/${announcementsThreadId(`${country}-1`)}`)
          .get()
      ).exists,
    ).toBe(false);
  });
});

/** The mail documents of `announcement` to each of `uids` that exist. */
async function mailsOf(id: string, uids: string[]) {
  const refs = uids.map((uid) => db().doc(`mail/announcement_${id}_${uid}`));
  return (await db().getAll(...refs)).filter((s) => s.exists);
}

describe('sendAnnouncements: the job', () => {
  it('should go on where a stopped run left off and reach everyone exactly once', async () => {
    const country = unique('M');
    const active = [1, 2, 3, 4, 5].map((n) => `${country}-${n}`);
    await seedCreators([
      ...active.map((uid, n) => ({ uid, country, notifyEmail: n !== 4 })),
      { uid: `${country}-6`, country, status: 'suspended' as const },
    ]);
    const { announcementId: id, expectedCount } = await send({ kind: 'locale', country });
    expect(expectedCount).toBe(5);

    // A run whose time is up after its first page: two recipients, the cursor saved.
    await deliverAnnouncement(await readAnnouncement(id), { pageSize: 2, deadline: 0 });
    const halfway = await readAnnouncement(id);
    expect(halfway).toMatchObject({ status: 'sending', reached_count: 2, cursor: active[1] });
    // ...and a run that died before saving where it was: the next starts over from the first.
    await db().doc(`announcements/${id}`).update({ cursor: null });
    await sendQueuedAnnouncements({ pageSize: 2 });

    for (const uid of active) {
      const thread = db().doc(`threads/${announcementsThreadId(uid)}`);
      expect((await thread.get()).data()).toMatchObject({
        kind: 'announcements',
        subject: announcementMessages.announcementsThreadSubject,
        creator_id: uid,
        unread_creator: 1,
        message_count: 1,
        waiting_for: 'creator',
      });
      const messages = await thread.collection('messages').get();
      expect(messages.docs.map((m) => m.id)).toEqual([id]);
      expect(messages.docs[0]!.data()).toMatchObject({
        author_id: adminUser.uid,
        author_role: 'admin',
        text: 'Hello all',
        announcement_id: id,
        announcement_subject: 'New tasks this week',
      });
    }
    const notifications = await db()
      .collection('notifications')
      .where('entity_id', '==', id)
      .where('kind', '==', 'announcement')
      .get();
    expect(notifications.docs.map((n) => n.get('user_id')).sort()).toEqual(active);
    // One e-mail each, but none for the creator who turned e-mail off, nor the suspended one.
    const mails = await mailsOf(id, [...active, `${country}-6`]);
    expect(mails.map((m) => m.get('user_id'))).toEqual(active.slice(0, 4));
    // Written once: a second write would have queued the e-mail again.
    for (const written of [...mails, ...notifications.docs]) expectWrittenOnce(written);
    expect(
      (
        await db()
          .doc(`threads/${announcementsThreadId(`${country}-6`)}`)
          .get()
      ).exists,
    ).toBe(false);
    expect(await readAnnouncement(id)).toMatchObject({ status: 'sent', reached_count: 5 });
    const [delivered] = await expectAudit('announcement_delivered', id, 'system:scheduler');
    expect(delivered!.details).toEqual({ reached_count: 5, expected_count: 5 });

    // Another run changes nothing.
    await sendQueuedAnnouncements({ pageSize: 2 });
    expect(
      (
        await db()
          .doc(`threads/${announcementsThreadId(active[0]!)}`)
          .get()
      ).get('unread_creator'),
    ).toBe(1);
    await expectAudit('announcement_delivered', id, 'system:scheduler');
  });

  it('should add a second announcement to the same thread', async () => {
    const country = unique('S');
    const uid = `${country}-1`;
    await seedCreators([{ uid, country }]);
    const first = await send({ kind: 'locale', country });
    await sendQueuedAnnouncements();
    const second = await send({ kind: 'locale', country }, unique('req-'), 'And again');
    await sendQueuedAnnouncements();
    const thread = db().doc(`threads/${announcementsThreadId(uid)}`);
    expect((await thread.get()).data()).toMatchObject({
      unread_creator: 2,
      message_count: 2,
      last_message_preview: 'And again',
    });
    expect((await thread.collection('messages').get()).docs.map((m) => m.id).sort()).toEqual(
      [first.announcementId, second.announcementId].sort(),
    );
  });

  it('should page through 1,000+ recipients', async () => {
    const country = unique('L');
    const uids = Array.from({ length: 1050 }, (_, n) => `${country}-${String(n).padStart(4, '0')}`);
    await seedCreators(uids.map((uid) => ({ uid, country })));
    const { announcementId: id, expectedCount } = await send({ kind: 'locale', country });
    expect(expectedCount).toBe(1050);
    // One run, or on a loaded machine a few: a run past its time budget stops starting pages and
    // the next goes on where it left off.
    for (let run = 0; run < 4 && (await readAnnouncement(id)).status !== 'sent'; run++)
      await sendQueuedAnnouncements();
    expect(await readAnnouncement(id)).toMatchObject({ status: 'sent', reached_count: 1050 });
    expect((await mailsOf(id, uids)).length).toBe(1050);
    const unread = await db()
      .collection('threads')
      .where('kind', '==', 'announcements')
      .where('creator_id', 'in', [uids[0], uids[500], uids[1049]])
      .get();
    expect(unread.docs.map((t) => t.get('unread_creator'))).toEqual([1, 1, 1]);
  }, 120_000);
});
