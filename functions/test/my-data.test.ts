/**
 * A person's data: exportMyData gives them their own documents and nobody
 * else's; deleteMyAccount confirms by e-mail, waits for payouts in flight, then leaves a
 * tombstone, deletes what is theirs alone and the files of unreviewed work, and the person
 * cannot sign in again while the audit trail keeps what happened.
 */
import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { ref, getMetadata } from 'firebase/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { MY_DATA_FORMAT } from '@groundtruth/domain/my-data';
import { unpaidBalance } from '@groundtruth/domain/testing/creator-balances';
import {
  admin,
  anonymousClient,
  newCreator,
  newStaff,
  PASSWORD,
  type Member,
} from '../testing/clients';
import { payableCreator } from '../testing/tax';
import { auditEntries, expectAudit } from '../testing/audit';
import { addVerifiedPayoutAccount, approved, newTask, submitted } from '../testing/flows';
import { because } from '../testing/review-why';

let support: Member;
let adminUser: Member;

beforeAll(async () => {
  [support, adminUser] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

describe(callables.exportMyData.name, () => {
  it("should give the caller their own documents, masked accounts, and none of anyone else's", async () => {
    const [maya, other] = await Promise.all([newCreator('export-me'), newCreator('export-other')]);
    await maya.call(callables.addPayoutAccount, {
      provider: 'paypal',
      accountId: 'maya@example.com',
    });
    const taskId = await newTask(support, { title: 'Night market' });
    const submissionId = await submitted(maya, taskId, 'Shot at dusk');
    await submitted(other, taskId, 'Not Maya');
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'needs_changes',
      ...because('needs_changes'),
      notes: 'More light',
    });

    // A conversation about the submission, answered by support; another's is not theirs.
    const { threadId } = await maya.call(callables.startThread, {
      subject: 'About my night market clip',
      text: 'How much more light?',
      submissionId,
      requestId: `export-thread-${maya.uid}`,
    });
    await support.call(callables.postMessage, {
      threadId,
      text: 'A street lamp in frame is enough.',
      requestId: `export-answer-${maya.uid}`,
    });
    await other.call(callables.startThread, {
      subject: 'Not Maya',
      text: 'Someone else asks',
      requestId: `export-thread-${other.uid}`,
    });

    // The new-task e-mail choice is a preference like the others: it is in the export.
    await admin.db().doc(`creator_profiles/${maya.uid}`).update({ new_task_emails: 'instant' });

    const data = await maya.call(callables.exportMyData, {});
    expect(data.format).toBe(MY_DATA_FORMAT);
    expect(data.profile.account).toMatchObject({
      id: maya.uid,
      email: maya.email,
      role: 'creator',
    });
    expect(data.profile.preferences).toMatchObject({
      notify_email: true,
      new_task_emails: 'instant',
    });
    expect(data.acceptances.map((a) => a.task_id)).toEqual([taskId]);
    expect(data.submissions).toHaveLength(1);
    expect(data.submissions[0]).toMatchObject({
      id: submissionId,
      review_status: 'needs_changes',
      review_notes: 'More light',
      files: [expect.objectContaining({ name: 'market.mp4', md5_hash: expect.any(String) })],
    });
    expect(typeof data.submissions[0]!.submitted_at).toBe('string');
    expect(data.payoutAccounts).toEqual([
      expect.objectContaining({ provider: 'paypal', provider_account_id: '…@example.com' }),
    ]);
    expect(data.notifications.map((n) => n.kind).sort()).toEqual(
      ['message_received', 'payout_account_added', 'submission_reviewed'].sort(),
    );
    expect(data.threads).toEqual([
      expect.objectContaining({
        id: threadId,
        subject: 'About my night market clip',
        submission_id: submissionId,
        messages: [
          expect.objectContaining({ text: 'How much more light?', author_role: 'creator' }),
          expect.objectContaining({
            text: 'A street lamp in frame is enough.',
            author_role: 'support',
          }),
        ],
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain(other.uid);
    expect(JSON.stringify(data)).not.toContain('maya@example.com');
    await expectAudit('export_my_data', maya.uid, maya.uid);
  });

  it('should refuse a signed-out caller', async () => {
    expect(await anonymousClient().callError(callables.exportMyData, {})).toMatchObject({
      code: 'unauthenticated',
    });
  });
});

describe(callables.deleteMyAccount.name, () => {
  it('should refuse a wrong confirmation, staff and a signed-out caller', async () => {
    const maya = await newCreator('delete-refused');
    expect(
      await maya.callError(callables.deleteMyAccount, { confirmEmail: 'someone@example.com' }),
    ).toEqual({
      code: 'invalid-argument',
      message: serverMessages.deleteConfirmationMismatch,
      details: undefined,
    });
    expect(
      await support.callError(callables.deleteMyAccount, { confirmEmail: support.email }),
    ).toMatchObject({ code: 'permission-denied' });
    expect(
      await anonymousClient().callError(callables.deleteMyAccount, { confirmEmail: 'a@b.co' }),
    ).toMatchObject({ code: 'unauthenticated' });
    expect((await admin.db().doc(`users/${maya.uid}`).get()).get('status')).toBe('active');
  });

  it('should refuse while a payout is pending, and say why', async () => {
    const maya = await newCreator('delete-pending');
    await maya.call(callables.addPayoutAccount, {
      provider: 'stripe_connect',
      accountId: 'acct_pending',
    });
    await approved(maya, support, 2500);
    expect(
      await maya.callError(callables.deleteMyAccount, { confirmEmail: maya.email }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.payoutInFlight,
    });
    expect((await admin.db().doc(`users/${maya.uid}`).get()).get('status')).toBe('active');
  });

  it('should refuse while money is available unless its exact amount is confirmed as given up', async () => {
    const kim = await newCreator('delete-balance');
    // As a failed payout leaves it: $12.00 approved, neither sent nor on its way.
    await admin
      .db()
      .doc(`creator_balances/${kim.uid}`)
      .set(unpaidBalance(kim.uid, 1200, Timestamp.now()));
    const refusal = {
      code: 'failed-precondition',
      message: serverMessages.balanceForfeitUnconfirmed('$12.00'),
    };
    expect(
      await kim.callError(callables.deleteMyAccount, { confirmEmail: kim.email }),
    ).toMatchObject(refusal);
    expect(
      await kim.callError(callables.deleteMyAccount, {
        confirmEmail: kim.email,
        forfeitCents: 1100,
      }),
    ).toMatchObject(refusal);
    expect((await admin.db().doc(`users/${kim.uid}`).get()).get('status')).toBe('active');

    await kim.call(callables.deleteMyAccount, { confirmEmail: kim.email, forfeitCents: 1200 });
    expect((await admin.db().doc(`users/${kim.uid}`).get()).get('status')).toBe('deleted');
    const [entry] = (await auditEntries(kim.uid)).filter((e) => e.action === 'delete_my_account');
    expect(entry?.details).toMatchObject({ forfeited_cents: 1200 });
  });

  it('should give the slot of an open acceptance back to its task at once', async () => {
    const lee = await newCreator('delete-slots');
    const taskId = await newTask(support, { quotaLimit: 2 });
    await lee.call(callables.acceptTask, { taskId });
    const task = () => admin.db().doc(`tasks/${taskId}`).get();
    expect((await task()).get('accepted_count')).toBe(1);

    await lee.call(callables.deleteMyAccount, { confirmEmail: lee.email });

    expect((await task()).get('accepted_count')).toBe(0);
    const acceptance = await admin.db().doc(`task_acceptances/${taskId}_${lee.uid}`).get();
    expect(acceptance.get('status')).toBe('expired');
    const entries = await auditEntries(`${taskId}_${lee.uid}`);
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'expire_acceptance',
        details: expect.objectContaining({ reason: 'account_deleted' }),
      }),
    );
  });

  it('should leave a tombstone, delete what is theirs and unreviewed files, keep approved work and the audit trail', async () => {
    const maya = await payableCreator('delete-me', 'Maya Lopez');
    await addVerifiedPayoutAccount(maya, {
      provider: 'stripe_connect',
      accountId: 'acct_paid',
    });
    // Approved and paid out: the payout is sent, so nothing is in flight.
    const paidId = await approved(maya, support, 2500);
    await adminUser.call(callables.processPayout, { payoutId: paidId });
    // Submitted, never reviewed: withdrawn, its file deleted.
    const pendingId = await submitted(maya, await newTask(support));
    const pendingPath = (await admin.db().doc(`submissions/${pendingId}`).get()).get('files')[0]
      .path;
    // A conversation with support: their words go with the account.
    const { threadId } = await maya.call(callables.startThread, {
      subject: 'Before I go',
      text: 'Please delete everything.',
      requestId: `delete-thread-${maya.uid}`,
    });
    await support.call(callables.postMessage, {
      threadId,
      text: 'Understood.',
      requestId: `delete-answer-${maya.uid}`,
    });
    const paidPath = (await admin.db().doc(`submissions/${paidId}`).get()).get('files')[0].path;
    const before = await auditEntries(paidId);

    expect(
      await maya.call(callables.deleteMyAccount, { confirmEmail: ` ${maya.email.toUpperCase()} ` }),
    ).toEqual({ filesDeleted: 1, paidOutCents: 0 });

    const user = (await admin.db().doc(`users/${maya.uid}`).get()).data();
    expect(user).toMatchObject({
      status: 'deleted',
      email: '',
      name: serverMessages.deletedAccountName,
    });
    expect((await admin.db().doc(`creator_profiles/${maya.uid}`).get()).exists).toBe(false);
    const owned = (name: string) =>
      admin.db().collection(name).where('user_id', '==', maya.uid).get();
    expect((await owned('payout_accounts')).size).toBe(0);
    expect((await owned('notifications')).size).toBe(0);
    expect((await owned('mail')).size).toBe(0);
    expect((await admin.db().doc(`threads/${threadId}`).get()).exists).toBe(false);
    expect((await admin.db().collection(`threads/${threadId}/messages`).get()).size).toBe(0);
    // Approved work stays (licensed); the copied name and e-mail are gone from it and the payout.
    const paid = (await admin.db().doc(`submissions/${paidId}`).get()).data();
    expect(paid).toMatchObject({ review_status: 'approved', submitter_email: '' });
    expect((await admin.db().doc(`payouts/${paidId}`).get()).data()).toMatchObject({
      status: 'sent',
      user_email: '',
    });
    await expect(admin.bucket().file(paidPath).exists()).resolves.toEqual([true]);
    // Unreviewed work is withdrawn and its file deleted.
    expect((await admin.db().doc(`submissions/${pendingId}`).get()).data()).toMatchObject({
      review_status: 'rejected',
      review_notes: serverMessages.withdrawnOnDeletion,
    });
    await expect(admin.bucket().file(pendingPath).exists()).resolves.toEqual([false]);
    // The overview's counts moved with it: nothing pending, one approved, one rejected.
    expect((await admin.db().doc(`creator_stats/${maya.uid}`).get()).data()).toEqual({
      submissions_pending: 0,
      submissions_approved: 1,
      submissions_rejected: 1,
    });
    // The trail keeps the earlier entries and records the deletion.
    expect(await auditEntries(paidId)).toEqual(before);
    await expectAudit('delete_my_account', maya.uid, maya.uid);
    // Cannot sign in again; the old session reads nothing.
    await expect(
      signInWithEmailAndPassword(anonymousClient().auth, maya.email, PASSWORD),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/auth\/(user-not-found|invalid-credential)/),
    });
    await expect(getMetadata(ref(maya.storage, paidPath))).rejects.toBeTruthy();
    expect(await maya.callError(callables.exportMyData, {})).toMatchObject({
      code: expect.stringMatching(/permission-denied|unauthenticated/),
    });
  });
});
