/**
 * Payout notifications and payout recovery: processPayout tells the creator what
 * became of a payout, and reconcilePayouts settles a payout a crash left in processing with the
 * provider's record of its idempotency key. The job runs in this process with a controlled clock
 * (testing/jobs.ts); the sandbox provider is told to crash by the account id.
 */
import { doc, getDoc } from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { PAYOUT_RECONCILE_AFTER_MINUTES, SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { paths } from '@groundtruth/domain/paths';
import { transaction } from '../src/core/callable';
import { reconcilePayouts } from '../src/payouts/reconcile-payouts';
import { sandboxProvider } from '../src/payouts/provider';
import { settleProcessing } from '../src/payouts/settle-payout';
import { expectWrittenOnce, notificationsAbout, runAt, runTwiceAtOnce } from '../testing/jobs';
import { admin, newStaff, type Member } from '../testing/clients';
import { auditEntries, expectAudit } from '../testing/audit';
import { addVerifiedPayoutAccount, approved } from '../testing/flows';
import { payableCreator } from '../testing/tax';

let support: Member;
let adminUser: Member;

beforeAll(async () => {
  [support, adminUser] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

const MINUTE = 60_000;
/** A clock past the reconcile limit for a payout claimed just now. */
const stale = () => Date.now() + (PAYOUT_RECONCILE_AFTER_MINUTES + 1) * MINUTE;

const payout = async (id: string) => (await admin.db().doc(`payouts/${id}`).get()).data()!;
const balance = async (uid: string) =>
  (await admin.db().doc(`creator_balances/${uid}`).get()).data()!;
const sandboxTransfer = (id: string) => admin.db().doc(`sandbox_transfers/${id}`).get();

/** A creator paid to `accountId`, with an approved submission of `amountCents`; its payout id. */
async function approvedFor(
  prefix: string,
  accountId: string,
  amountCents: number,
): Promise<{ creator: Member; id: string }> {
  const creator = await payableCreator(prefix);
  await addVerifiedPayoutAccount(creator, { provider: 'stripe_connect', accountId });
  return { creator, id: await approved(creator, support, amountCents) };
}

/** processPayout on an account told to crash: refused as UNAVAILABLE, left processing. */
async function crashedWhileProcessing(id: string) {
  expect(await adminUser.callError(callables.processPayout, { payoutId: id })).toEqual({
    code: 'unavailable',
    message: serverMessages.payoutAwaitingReconciliation,
    details: undefined,
  });
  expect((await payout(id)).status).toBe('processing');
}

describe('payout notifications', () => {
  it('should tell the creator a payout was sent, with its amount and task', async () => {
    const { creator, id } = await approvedFor('notify-sent', 'acct_good', 2575);
    await adminUser.call(callables.processPayout, { payoutId: id });
    const notice = (await getDoc(doc(creator.db, 'notifications', `payout_sent_${id}`))).data();
    expect(notice).toMatchObject({
      user_id: creator.uid,
      kind: 'payout_sent',
      title: serverMessages.notificationTitles.payout_sent,
      body: serverMessages.payoutSentBody('$25.75', 'Record a street market'),
      link: paths.payments,
      entity_id: id,
      read: false,
    });
    expect(await notificationsAbout(id, 'payout_failed')).toHaveLength(0);
  });

  it('should tell the creator a payout failed, with the reason', async () => {
    const { creator, id } = await approvedFor('notify-failed', 'acct_will_fail', 6000);
    await adminUser.call(callables.processPayout, { payoutId: id });
    const { failure_reason: reason } = await payout(id);
    const notice = (await getDoc(doc(creator.db, 'notifications', `payout_failed_${id}`))).data();
    expect(notice).toMatchObject({
      user_id: creator.uid,
      kind: 'payout_failed',
      title: serverMessages.notificationTitles.payout_failed,
      body: serverMessages.payoutFailedBody('$60.00', 'Record a street market', reason as string),
      link: paths.payments,
    });
    // Words the creator understands: the provider, the account as they know it, what to do.
    expect(reason).toBe(serverMessages.transferDeclined('Stripe Connect', '…fail'));
  });

  it('should tell the creator when there was no payment method to pay to, and what to do', async () => {
    const creator = await payableCreator('notify-nomethod');
    const id = await approved(creator, support, 5000);
    await adminUser.call(callables.processPayout, { payoutId: id });
    const [notice] = await notificationsAbout(id, 'payout_failed');
    expect(notice!.get('body')).toBe(
      serverMessages.payoutFailedBody(
        '$50.00',
        'Record a street market',
        serverMessages.noPaymentMethodForPayout,
      ),
    );
    expect(notice!.get('body')).toBe(
      '$50.00 for Record a street market was not sent: No payment method to pay it to. Add a payment method in Payments, then request the payout again.',
    );
  });
});

describe(`${reconcilePayouts.name} (job)`, () => {
  it('should run every 5 minutes', () => {
    expect(reconcilePayouts).toMatchObject({ name: 'reconcilePayouts', everyMinutes: 5 });
  });

  it('should send a payout whose process crashed after the transfer, with that transfer, once', async () => {
    const { creator, id } = await approvedFor('crash-after', 'acct_crash-after-transfer', 6000);
    await crashedWhileProcessing(id);
    const transferId = (await sandboxTransfer(id)).get('transfer_id') as string;
    expect(transferId).toMatch(/^tr_sandbox_/);
    expect(await balance(creator.uid)).toMatchObject({ pending_cents: 6000, sent_cents: 0 });

    expect(await runAt(reconcilePayouts, stale())).toEqual({ changed: 1, skipped: 0 });
    expect(await payout(id)).toMatchObject({
      status: 'sent',
      provider_transfer_id: transferId,
      failure_reason: null,
    });
    expect(await balance(creator.uid)).toMatchObject({
      approved_cents: 6000,
      pending_cents: 0,
      sent_cents: 6000,
    });
    const [entry] = await expectAudit('reconcile_payout', id, SYSTEM_ACTOR.uid);
    expect(entry).toMatchObject({
      actor_name: SYSTEM_ACTOR.name,
      details: {
        from: 'processing',
        to: 'sent',
        amount_cents: 6000,
        provider_transfer_id: transferId,
      },
    });
    const [notice] = await notificationsAbout(id, 'payout_sent');
    expect(notice!.get('user_id')).toBe(creator.uid);

    // Settled: a later run finds nothing, and the provider's key still names the one transfer.
    expect(await runAt(reconcilePayouts, stale())).toEqual({ changed: 0, skipped: 0 });
    expect(
      await sandboxProvider.transfer({
        idempotencyKey: id,
        provider: 'stripe_connect',
        accountId: 'acct_good',
        amountCents: 6000,
        currency: 'USD',
      }),
    ).toEqual({ ok: true, transferId });
    expect(await balance(creator.uid)).toMatchObject({ sent_cents: 6000, pending_cents: 0 });
    expect(await adminUser.callError(callables.processPayout, { payoutId: id })).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.onlyPendingProcessable,
    });
  });

  it('should fail a payout whose process crashed before the transfer, so it can be requested again', async () => {
    const { creator, id } = await approvedFor('crash-before', 'acct_crash-before-transfer', 6000);
    await crashedWhileProcessing(id);
    expect((await sandboxTransfer(id)).exists).toBe(false);

    expect(await runAt(reconcilePayouts, stale())).toEqual({ changed: 1, skipped: 0 });
    expect(await payout(id)).toMatchObject({
      status: 'failed',
      provider_transfer_id: null,
      failure_reason: serverMessages.payoutNotConfirmed,
    });
    // The amount counts as available again and the submission is unpaid.
    expect(await balance(creator.uid)).toMatchObject({
      approved_cents: 6000,
      pending_cents: 0,
      sent_cents: 0,
    });
    expect((await admin.db().doc(`submissions/${id}`).get()).get('paid')).toBe(false);
    await expectAudit('reconcile_payout', id, SYSTEM_ACTOR.uid);
    const [notice] = await notificationsAbout(id, 'payout_failed');
    expect(notice!.get('body')).toContain(serverMessages.payoutNotConfirmed);

    expect(await creator.call(callables.requestPayout, {})).toEqual({
      payoutIds: [`${id}_2`],
      amountCents: 6000,
    });
    expect(await balance(creator.uid)).toMatchObject({ pending_cents: 6000, sent_cents: 0 });
  });

  it(`should leave a payout processing for less than ${PAYOUT_RECONCILE_AFTER_MINUTES} minutes`, async () => {
    const { id } = await approvedFor('recent', 'acct_crash-after-transfer', 5000);
    await crashedWhileProcessing(id);
    const before = await admin.db().doc(`payouts/${id}`).get();
    const soon = Date.now() + (PAYOUT_RECONCILE_AFTER_MINUTES - 5) * MINUTE;
    expect(await runAt(reconcilePayouts, soon)).toEqual({ changed: 0, skipped: 0 });
    const after = await admin.db().doc(`payouts/${id}`).get();
    expect(after.get('status')).toBe('processing');
    expect(after.updateTime!.isEqual(before.updateTime!)).toBe(true);
    expect((await auditEntries(id)).filter((e) => e.action === 'reconcile_payout')).toEqual([]);

    await runAt(reconcilePayouts, stale());
    expect((await payout(id)).status).toBe('sent');
  });

  it("should settle once when processPayout's late settlement races the job's", async () => {
    const { creator, id } = await approvedFor('race', 'acct_crash-after-transfer', 5500);
    await crashedWhileProcessing(id);
    const transferId = (await sandboxTransfer(id)).get('transfer_id') as string;
    const settled = await Promise.all([
      transaction((tx) =>
        settleProcessing(
          tx,
          { uid: adminUser.uid, name: 'Ada Admin', email: adminUser.email },
          id,
          { status: 'sent', transferId },
          'process_payout',
        ),
      ),
      transaction((tx) =>
        settleProcessing(
          tx,
          SYSTEM_ACTOR,
          id,
          { status: 'failed', reason: serverMessages.payoutNotConfirmed },
          'reconcile_payout',
        ),
      ),
    ]);
    expect(settled.filter(Boolean)).toHaveLength(1);
    const { status } = await payout(id);
    expect(await balance(creator.uid)).toMatchObject({
      pending_cents: 0,
      sent_cents: status === 'sent' ? 5500 : 0,
    });
    const settlements = (await auditEntries(id)).filter((e) =>
      ['sent', 'failed'].includes(e.details?.to as string),
    );
    expect(settlements).toHaveLength(1);
    const notices = [
      ...(await notificationsAbout(id, 'payout_sent')),
      ...(await notificationsAbout(id, 'payout_failed')),
    ];
    expect(notices).toHaveLength(1);
  });

  it('should settle once and notify once when two runs overlap', async () => {
    const sent = await approvedFor('overlap-sent', 'acct_crash-after-transfer', 7000);
    const failed = await approvedFor('overlap-failed', 'acct_crash-before-transfer', 8000);
    await crashedWhileProcessing(sent.id);
    await crashedWhileProcessing(failed.id);

    const reports = await runTwiceAtOnce(reconcilePayouts, stale());
    expect(reports.reduce((sum, r) => sum + r.changed, 0)).toBe(2);

    expect((await payout(sent.id)).status).toBe('sent');
    expect((await payout(failed.id)).status).toBe('failed');
    expect(await balance(sent.creator.uid)).toMatchObject({ pending_cents: 0, sent_cents: 7000 });
    expect(await balance(failed.creator.uid)).toMatchObject({ pending_cents: 0, sent_cents: 0 });
    for (const [id, kind] of [
      [sent.id, 'payout_sent'],
      [failed.id, 'payout_failed'],
    ] as const) {
      await expectAudit('reconcile_payout', id, SYSTEM_ACTOR.uid, 1);
      const notices = await notificationsAbout(id, kind);
      expect(notices).toHaveLength(1);
      expectWrittenOnce(await notices[0]!.ref.get());
    }
  });
});
