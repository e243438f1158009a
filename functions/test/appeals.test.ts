import { doc, getDoc } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { APPEAL_WINDOW_DAYS } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { paths } from '@groundtruth/domain/paths';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { auditEntries, expectAudit } from '../testing/audit';
import { newTask, submitted } from '../testing/flows';
import { because } from '../testing/review-why';

let support: Member;
let adminUser: Member;
let creator: Member;
let other: Member;

beforeAll(async () => {
  [support, adminUser, creator, other] = await Promise.all([
    newStaff('support'),
    newStaff('admin'),
    newCreator('appealer'),
    newCreator('bystander'),
  ]);
});

const submission = async (id: string) => (await admin.db().doc(`submissions/${id}`).get()).data()!;
const DAY_MS = 86_400_000;

/** A submission of `who`, reviewed by support with `decision` (pending if none). */
async function reviewed(
  who: Member,
  decision?: 'approved' | 'rejected' | 'needs_changes',
  amountCents = 2500,
): Promise<string> {
  const taskId = await newTask(support, {
    payoutAmountCents: amountCents,
    title: 'Harbor at dusk',
  });
  const submissionId = await submitted(who, taskId);
  if (decision) {
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision,
      ...because(decision),
    });
  }
  return submissionId;
}

/** A rejected submission of `who` with an open appeal. */
async function appealed(who: Member, amountCents = 2500): Promise<string> {
  const submissionId = await reviewed(who, 'rejected', amountCents);
  await who.call(callables.appealSubmission, { submissionId, message: 'It is sharp at 0:12' });
  return submissionId;
}

describe(callables.appealSubmission.name, () => {
  it('should open an appeal on a rejection, with the trimmed message, and audit it', async () => {
    const submissionId = await reviewed(creator, 'rejected');
    expect(
      await creator.call(callables.appealSubmission, {
        submissionId,
        message: '  The horizon is level; please look again.  ',
      }),
    ).toEqual({ submissionId });
    const doc = await submission(submissionId);
    expect(doc).toMatchObject({
      review_status: 'rejected',
      appeal_status: 'open',
      appeal_message: 'The horizon is level; please look again.',
      appeal_decision: null,
      appeal_decision_notes: null,
      appeal_decided_by: null,
      appeal_decided_at: null,
    });
    expect(doc.appealed_at).toBeInstanceOf(Timestamp);
    const [entry] = await expectAudit('appeal_submission', submissionId, creator.uid);
    expect(entry!.details).toEqual({ message: 'The horizon is level; please look again.' });
  });

  it('should allow an appeal on the last day of the window and refuse it after', async () => {
    const open = await reviewed(creator, 'rejected');
    const closed = await reviewed(creator, 'rejected');
    const reviewedAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY_MS);
    await admin
      .db()
      .doc(`submissions/${open}`)
      .update({
        reviewed_at: reviewedAgo(APPEAL_WINDOW_DAYS - 0.01),
      });
    await admin
      .db()
      .doc(`submissions/${closed}`)
      .update({
        reviewed_at: reviewedAgo(APPEAL_WINDOW_DAYS + 0.01),
      });
    await expect(
      creator.call(callables.appealSubmission, { submissionId: open, message: 'Please' }),
    ).resolves.toEqual({ submissionId: open });
    expect(
      await creator.callError(callables.appealSubmission, {
        submissionId: closed,
        message: 'Please',
      }),
    ).toMatchObject({ code: 'failed-precondition', message: messages.appealWindowClosed });
    expect((await submission(closed)).appeal_status).toBeUndefined();
  });

  it.each([
    ['pending', undefined],
    ['approved', 'approved'],
    ['needs_changes', 'needs_changes'],
  ] as const)(
    'should refuse to appeal a submission that is %s, not rejected',
    async (_status, decision) => {
      const submissionId = await reviewed(creator, decision);
      expect(
        await creator.callError(callables.appealSubmission, { submissionId, message: 'Why?' }),
      ).toMatchObject({ code: 'failed-precondition', message: messages.onlyRejectedAppealable });
    },
  );

  it('should accept one appeal per submission, also when sent twice at once', async () => {
    const submissionId = await reviewed(creator, 'rejected');
    const results = await Promise.allSettled(
      ['First', 'Second'].map((message) =>
        creator.call(callables.appealSubmission, { submissionId, message }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      await creator.callError(callables.appealSubmission, { submissionId, message: 'Third' }),
    ).toMatchObject({ code: 'failed-precondition', message: messages.alreadyAppealed });
    await expectAudit('appeal_submission', submissionId, creator.uid, 1);
  });

  it("should not find another creator's submission, nor one that does not exist", async () => {
    const submissionId = await reviewed(creator, 'rejected');
    for (const id of [submissionId, 'no-such-submission']) {
      expect(
        await other.callError(callables.appealSubmission, { submissionId: id, message: 'Mine' }),
      ).toMatchObject({ code: 'not-found', message: staffMessages.submissionNotFound });
    }
    expect((await submission(submissionId)).appeal_status).toBeUndefined();
  });

  it('should refuse staff, signed-out and suspended callers, and an empty message', async () => {
    const member = await newCreator('suspended-appealer');
    const submissionId = await reviewed(member, 'rejected');
    const input = { submissionId, message: 'Please' };
    for (const staff of [support, adminUser]) {
      expect(await staff.callError(callables.appealSubmission, input)).toMatchObject({
        code: 'permission-denied',
      });
    }
    expect(await anonymousClient().callError(callables.appealSubmission, input)).toMatchObject({
      code: 'unauthenticated',
    });
    expect(
      await member.callError(callables.appealSubmission, { submissionId, message: '   ' }),
    ).toMatchObject({ code: 'invalid-argument', message: 'message: is required' });
    await adminUser.call(callables.setUserStatus, { userId: member.uid, status: 'suspended' });
    expect(await member.callError(callables.appealSubmission, input)).toMatchObject({
      code: 'permission-denied',
      message: messages.accountSuspended,
    });
    expect((await submission(submissionId)).appeal_status).toBeUndefined();
  });
});

describe(callables.decideAppeal.name, () => {
  it('should approve an appeal: the payout once, the outcome on the submission, a notice', async () => {
    const submissionId = await appealed(creator, 4200);
    const result = await adminUser.call(callables.decideAppeal, {
      submissionId,
      decision: 'approved',
      notes: '  You were right  ',
    });
    expect(result).toEqual({ submissionId, reviewStatus: 'approved', payoutId: submissionId });

    // The creator sees the outcome through their own submission and their notification.
    const seen = (await getDoc(doc(creator.db, 'submissions', submissionId))).data();
    expect(seen).toMatchObject({
      review_status: 'approved',
      review_notes: 'You were right',
      reviewer_id: adminUser.uid,
      review_source: 'appeal',
      paid: true,
      appeal_status: 'decided',
      appeal_message: 'It is sharp at 0:12',
      appeal_decision: 'approved',
      appeal_decision_notes: 'You were right',
      appeal_decided_by: adminUser.uid,
    });
    expect(seen!.appeal_decided_at).toBeTruthy();
    const notice = (
      await getDoc(doc(creator.db, 'notifications', `appeal_decided_${submissionId}`))
    ).data();
    expect(notice).toMatchObject({
      user_id: creator.uid,
      kind: 'appeal_decided',
      title: serverMessages.notificationTitles.appeal_decided,
      link: paths.submissions,
      entity_id: submissionId,
      read: false,
    });
    expect(notice!.body).toContain(serverMessages.notificationTitles.submission_reviewed.approved);
    expect(notice!.body).toContain('You were right');

    expect((await admin.db().doc(`payouts/${submissionId}`).get()).data()).toMatchObject({
      user_id: creator.uid,
      submission_id: submissionId,
      amount_cents: 4200,
      status: 'pending',
    });
    const [entry] = await expectAudit('decide_appeal', submissionId, adminUser.uid);
    expect(entry!.details).toEqual({
      before: { review_status: 'rejected' },
      after: { review_status: 'approved' },
      notes: 'You were right',
      payout_id: submissionId,
    });
  });

  it('should uphold a rejection on appeal without a payout, and allow no second appeal', async () => {
    const submissionId = await appealed(creator);
    expect(
      await support.call(callables.decideAppeal, {
        submissionId,
        decision: 'rejected',
        ...because('rejected'),
      }),
    ).toEqual({ submissionId, reviewStatus: 'rejected', payoutId: null });
    expect(await submission(submissionId)).toMatchObject({
      review_status: 'rejected',
      paid: false,
      appeal_status: 'decided',
      appeal_decision: 'rejected',
      appeal_decided_by: support.uid,
      review_source: 'appeal',
    });
    expect((await admin.db().doc(`payouts/${submissionId}`).get()).exists).toBe(false);
    const notice = await admin.db().doc(`notifications/appeal_decided_${submissionId}`).get();
    expect(notice.get('body')).toContain(
      serverMessages.notificationTitles.submission_reviewed.rejected,
    );
    expect(
      await creator.callError(callables.appealSubmission, { submissionId, message: 'Again' }),
    ).toMatchObject({ code: 'failed-precondition', message: messages.alreadyAppealed });
    expect(
      await support.callError(callables.decideAppeal, { submissionId, decision: 'approved' }),
    ).toMatchObject({ code: 'failed-precondition', message: serverMessages.noOpenAppeal });
  });

  it('should make one payout and one balance increase from two concurrent approvals', async () => {
    const member = await newCreator('concurrent-appeal');
    const submissionId = await appealed(member, 3100);
    const results = await Promise.allSettled([
      support.call(callables.decideAppeal, { submissionId, decision: 'approved' }),
      adminUser.call(callables.decideAppeal, { submissionId, decision: 'approved' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'functions/failed-precondition' });
    expect(String(refused.reason.message)).toContain(serverMessages.noOpenAppeal);
    const payouts = await admin
      .db()
      .collection('payouts')
      .where('submission_id', '==', submissionId)
      .get();
    expect(payouts.size).toBe(1);
    expect((await admin.db().doc(`creator_balances/${member.uid}`).get()).data()).toMatchObject({
      approved_cents: 3100,
      pending_cents: 3100,
      sent_cents: 0,
    });
    const decisions = (await auditEntries(submissionId)).filter(
      (e) => e.action === 'decide_appeal',
    );
    expect(decisions).toHaveLength(1);
  });

  it('should refuse a submission without an open appeal, creators and signed-out callers', async () => {
    const notAppealed = await reviewed(creator, 'rejected');
    expect(
      await support.callError(callables.decideAppeal, {
        submissionId: notAppealed,
        decision: 'approved',
      }),
    ).toMatchObject({ code: 'failed-precondition', message: serverMessages.noOpenAppeal });
    expect(
      await support.callError(callables.decideAppeal, {
        submissionId: 'no-such-submission',
        decision: 'approved',
      }),
    ).toMatchObject({ code: 'not-found', message: staffMessages.submissionNotFound });

    const submissionId = await appealed(creator);
    const input = { submissionId, decision: 'approved' as const };
    expect(await creator.callError(callables.decideAppeal, input)).toMatchObject({
      code: 'permission-denied',
    });
    expect(await anonymousClient().callError(callables.decideAppeal, input)).toMatchObject({
      code: 'unauthenticated',
    });
    expect((await submission(submissionId)).appeal_status).toBe('open');
  });
});
