/**
 * The scheduled jobs (docs/architecture.md, Jobs) with a controlled clock: the job code is imported
 * and run at a chosen `now` (testing/jobs.ts), against the same emulator the callables write to.
 * Each job is also run twice at once, as two overlapping schedules would: nothing happens twice.
 * The file's project is its own, but its tests share it: the assertions are about each test's
 * documents, never about a run's totals.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { formatDateTimeUtc } from '@groundtruth/domain/dates';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { paths } from '@groundtruth/domain/paths';
import { enforceReviewDeadlines } from '../src/jobs/enforce-review-deadlines';
import { expireAcceptances } from '../src/jobs/expire-acceptances';
import { tallied } from '../testing/slots';
import {
  DAY,
  expectWrittenOnce,
  HOUR,
  notificationsAbout,
  platformSettings,
  runAt,
  runTwiceAtOnce,
} from '../testing/jobs';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { attestation, newTask, placeFile, submitted } from '../testing/flows';
import { because, REJECTION_NOTES } from '../testing/review-why';

let support: Member;

beforeAll(async () => {
  support = await newStaff('support');
});

const db = () => admin.db();
const acceptance = async (id: string) => (await db().doc(`task_acceptances/${id}`).get()).data()!;
/** The figure the screens show, once tallied (an acceptance right after a tally leaves it to the job). */
const acceptedCount = tallied;

/** A creator's acceptance of a new task with a working time; returns ids and its expires_at. */
async function timedAcceptance(hours: number, quotaLimit: number | null = null) {
  const creator = await newCreator('expiring');
  const title = `Timed task ${Date.now()}`;
  const taskId = await newTask(support, { workingTimeHours: hours, quotaLimit, title });
  const { acceptanceId } = await creator.call(callables.acceptTask, { taskId });
  const expiresAt = (await acceptance(acceptanceId)).expires_at.toMillis() as number;
  return { creator, taskId, acceptanceId, expiresAt, title };
}

describe(`${expireAcceptances.name}: the warning`, () => {
  it('should warn once, within 24 hours of the deadline, linking to the submit page', async () => {
    const { creator, acceptanceId, expiresAt, title } = await timedAcceptance(48);

    await runAt(expireAcceptances, expiresAt - 25 * HOUR);
    expect(await notificationsAbout(acceptanceId, 'acceptance_expiring')).toHaveLength(0);
    expect((await acceptance(acceptanceId)).expiry_warned).toBe(false);

    await runAt(expireAcceptances, expiresAt - 23 * HOUR);
    await runAt(expireAcceptances, expiresAt - 22 * HOUR);
    const [notice, ...more] = await notificationsAbout(acceptanceId, 'acceptance_expiring');
    expect(more).toHaveLength(0);
    expectWrittenOnce(notice!);
    expect(notice!.data()).toMatchObject({
      user_id: creator.uid,
      title: serverMessages.notificationTitles.acceptance_expiring,
      link: paths.submit,
      read: false,
    });
    expect(notice!.get('body')).toContain(title);
    expect(notice!.get('body')).toMatch(/by [A-Z][a-z]{2} \d{1,2}, \d{4}, .* UTC/);
    // With its instant, for the bell to write it in the reader's zone.
    expect(notice!.get('at').toMillis()).toBe(expiresAt);
    expect(notice!.get('at_text')).toBe(formatDateTimeUtc(expiresAt));
    expect(notice!.get('body')).toContain(`by ${formatDateTimeUtc(expiresAt)},`);
    expect(await acceptance(acceptanceId)).toMatchObject({
      status: 'accepted',
      expiry_warned: true,
    });
  });

  it('should warn once when two runs overlap', async () => {
    const { acceptanceId, expiresAt } = await timedAcceptance(30);
    await runTwiceAtOnce(expireAcceptances, expiresAt - 12 * HOUR);
    const notices = await notificationsAbout(acceptanceId, 'acceptance_expiring');
    expect(notices).toHaveLength(1);
    expectWrittenOnce(notices[0]!);
  });
});

describe(`${expireAcceptances.name}: the expiry`, () => {
  it('should expire once, give the slot back, tell the creator and refuse a later submit', async () => {
    const { creator, taskId, acceptanceId, expiresAt, title } = await timedAcceptance(6, 1);
    const waiting = await newCreator('waiting');
    expect(await waiting.callError(callables.acceptTask, { taskId })).toMatchObject({
      message: serverMessages.taskFull,
    });

    await runAt(expireAcceptances, expiresAt - 60_000);
    expect((await acceptance(acceptanceId)).status).toBe('accepted');

    const now = expiresAt + 60_000;
    await runAt(expireAcceptances, now);
    await runAt(expireAcceptances, now + HOUR);
    const expired = await acceptance(acceptanceId);
    expect(expired.status).toBe('expired');
    expect(expired.expired_at.toMillis()).toBe(now);
    expect(await acceptedCount(taskId)).toBe(0);
    const notices = await notificationsAbout(acceptanceId, 'acceptance_expired');
    expect(notices).toHaveLength(1);
    expectWrittenOnce(notices[0]!);
    expect(notices[0]!.data()).toMatchObject({
      user_id: creator.uid,
      title: serverMessages.notificationTitles.acceptance_expired,
      body: serverMessages.acceptanceExpiredBody(title),
      link: paths.tasks,
    });
    const [entry] = await expectAudit('expire_acceptance', acceptanceId, SYSTEM_ACTOR.uid, 1);
    expect(entry).toMatchObject({
      actor_name: SYSTEM_ACTOR.name,
      actor_email: SYSTEM_ACTOR.email,
      entity: 'task_acceptances',
      details: { task_id: taskId, user_id: creator.uid },
    });

    // Too late to submit (the rules let no file in either); the slot is free for the creator
    // who was waiting.
    const path = await placeFile(creator.uid, taskId);
    expect(
      await creator.callError(callables.submitWork, {
        taskId,
        filePaths: [path],
        fileNames: ['late.mp4'],
        attestation,
      }),
    ).toMatchObject({ code: 'failed-precondition', message: messages.acceptanceExpired });
    await waiting.call(callables.acceptTask, { taskId });
    expect(await acceptedCount(taskId)).toBe(1);
  });

  it('should expire once when two runs overlap: one slot back, one notice, one audit entry', async () => {
    const { taskId, acceptanceId, expiresAt } = await timedAcceptance(3, 5);
    // Another creator's acceptance, made later: it still has time when the first runs out.
    const other = await newCreator('other');
    const { acceptanceId: otherId } = await other.call(callables.acceptTask, { taskId });
    await db()
      .doc(`task_acceptances/${otherId}`)
      .update({ expires_at: Timestamp.fromMillis(expiresAt + 2 * HOUR) });
    expect(await acceptedCount(taskId)).toBe(2);

    await runTwiceAtOnce(expireAcceptances, expiresAt + 60_000);
    expect((await acceptance(acceptanceId)).status).toBe('expired');
    expect((await acceptance(otherId)).status).toBe('accepted');
    expect(await acceptedCount(taskId)).toBe(1);
    const notices = await notificationsAbout(acceptanceId, 'acceptance_expired');
    expect(notices).toHaveLength(1);
    expectWrittenOnce(notices[0]!);
    await expectAudit('expire_acceptance', acceptanceId, SYSTEM_ACTOR.uid, 1);
  });

  it('should never expire an acceptance with a submission', async () => {
    const creator = await newCreator('prompt');
    const taskId = await newTask(support, { workingTimeHours: 1 });
    await submitted(creator, taskId);
    const acceptanceId = `${taskId}_${creator.uid}`;
    await runAt(expireAcceptances, Date.now() + 30 * DAY);
    expect((await acceptance(acceptanceId)).status).toBe('completed');
    expect(await acceptedCount(taskId)).toBe(1);
    expect(await notificationsAbout(acceptanceId, 'acceptance_expired')).toHaveLength(0);
    expect(await notificationsAbout(acceptanceId, 'acceptance_expiring')).toHaveLength(0);
  });

  it('should expire and warn again after the creator accepts again', async () => {
    const { creator, taskId, acceptanceId, expiresAt } = await timedAcceptance(4);
    await runAt(expireAcceptances, expiresAt + 60_000);
    await creator.call(callables.acceptTask, { taskId });
    const again = await acceptance(acceptanceId);
    expect(again).toMatchObject({ status: 'accepted', expiry_warned: false, expired_at: null });

    const second = again.expires_at.toMillis() as number;
    await runAt(expireAcceptances, second - HOUR);
    await runAt(expireAcceptances, second + 60_000);
    expect((await acceptance(acceptanceId)).status).toBe('expired');
    // Round one expired without a warning (its first run was already past the deadline);
    // round two was warned, then expired: each round has its own notices.
    expect(await notificationsAbout(acceptanceId, 'acceptance_expired')).toHaveLength(2);
    expect(await notificationsAbout(acceptanceId, 'acceptance_expiring')).toHaveLength(1);
    await expectAudit('expire_acceptance', acceptanceId, SYSTEM_ACTOR.uid, 2);
    expect(await acceptedCount(taskId)).toBe(0);
  });
});

describe(enforceReviewDeadlines.name, () => {
  /** A pending submission and the time it was submitted. */
  async function pending(cents = 4200) {
    const creator = await newCreator('waiting-review');
    const taskId = await newTask(support, { payoutAmountCents: cents });
    const submissionId = await submitted(creator, taskId);
    const snap = await db().doc(`submissions/${submissionId}`).get();
    return { creator, submissionId, submittedAt: snap.get('submitted_at').toMillis() as number };
  }

  it('should approve a submission left pending past the limit once, paying it once', async () => {
    const { review_auto_approve_days: days } = await platformSettings();
    const { creator, submissionId, submittedAt } = await pending();

    await runAt(enforceReviewDeadlines, submittedAt + days * DAY - 60_000);
    expect((await db().doc(`submissions/${submissionId}`).get()).get('review_status')).toBe(
      'pending',
    );

    await runAt(enforceReviewDeadlines, submittedAt + days * DAY + 60_000);
    await runAt(enforceReviewDeadlines, submittedAt + (days + 1) * DAY);
    const submission = (await db().doc(`submissions/${submissionId}`).get()).data()!;
    expect(submission).toMatchObject({
      review_status: 'approved',
      reviewer_id: SYSTEM_ACTOR.uid,
      review_source: 'auto',
      review_notes: serverMessages.autoApprovedNote(days),
      paid: true,
      payout_attempts: 1,
    });
    const payouts = await db()
      .collection('payouts')
      .where('submission_id', '==', submissionId)
      .get();
    expect(payouts.docs.map((d) => d.id)).toEqual([submissionId]);
    expect(payouts.docs[0]!.data()).toMatchObject({
      user_id: creator.uid,
      amount_cents: 4200,
      status: 'pending',
    });
    expect((await db().doc(`creator_balances/${creator.uid}`).get()).data()).toMatchObject({
      approved_cents: 4200,
      pending_cents: 4200,
    });
    const [entry] = await expectAudit('auto_approve_submission', submissionId, SYSTEM_ACTOR.uid, 1);
    expect(entry).toMatchObject({
      actor_name: SYSTEM_ACTOR.name,
      details: { review_auto_approve_days: days, payout_id: submissionId },
    });
    const notices = await notificationsAbout(submissionId, 'submission_reviewed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.get('title')).toBe(
      serverMessages.notificationTitles.submission_reviewed.approved,
    );
  });

  it('should leave a submission younger than the limit, and one staff reviewed first', async () => {
    const { review_auto_approve_days: days } = await platformSettings();
    const young = await pending();
    const reviewed = await pending();
    await support.call(callables.reviewSubmission, {
      submissionId: reviewed.submissionId,
      decision: 'rejected',
      ...because('rejected'),
    });
    // The young one is a day short of the limit when the old one is past it.
    await runAt(enforceReviewDeadlines, young.submittedAt + (days - 1) * DAY);
    expect((await db().doc(`submissions/${young.submissionId}`).get()).get('review_status')).toBe(
      'pending',
    );
    await runAt(enforceReviewDeadlines, reviewed.submittedAt + (days + 1) * DAY);
    expect((await db().doc(`submissions/${reviewed.submissionId}`).get()).data()).toMatchObject({
      review_status: 'rejected',
      review_notes: REJECTION_NOTES,
      reviewer_id: support.uid,
      review_source: 'staff',
    });
    await expectAudit('auto_approve_submission', reviewed.submissionId, SYSTEM_ACTOR.uid, 0);
  });

  it('should approve once when two runs overlap: one payout, one notice, one audit entry', async () => {
    const { review_auto_approve_days: days } = await platformSettings();
    const { creator, submissionId, submittedAt } = await pending(1500);
    await runTwiceAtOnce(enforceReviewDeadlines, submittedAt + (days + 1) * DAY);
    const payouts = await db()
      .collection('payouts')
      .where('submission_id', '==', submissionId)
      .get();
    expect(payouts.size).toBe(1);
    expect((await db().doc(`creator_balances/${creator.uid}`).get()).get('approved_cents')).toBe(
      1500,
    );
    const notices = await notificationsAbout(submissionId, 'submission_reviewed');
    expect(notices).toHaveLength(1);
    expectWrittenOnce(notices[0]!);
    await expectAudit('auto_approve_submission', submissionId, SYSTEM_ACTOR.uid, 1);
  });
});
