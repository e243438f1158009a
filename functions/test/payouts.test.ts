import { doc, getDoc } from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { addVerifiedPayoutAccount, approved } from '../testing/flows';
import { payableCreator } from '../testing/tax';

let support: Member;
let adminUser: Member;

beforeAll(async () => {
  [support, adminUser] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

const payout = async (id: string) => (await admin.db().doc(`payouts/${id}`).get()).data()!;
const balance = async (uid: string) =>
  (await admin.db().doc(`creator_balances/${uid}`).get()).data()!;

describe(`${callables.addPayoutAccount.name} and ${callables.setDefaultPayoutAccount.name}`, () => {
  it('should make the first account the default, add later ones unverified, and switch the default', async () => {
    const creator = await newCreator('accounts');
    const first = await creator.call(callables.addPayoutAccount, {
      provider: 'stripe_connect',
      accountId: 'acct_123',
    });
    const second = await creator.call(callables.addPayoutAccount, {
      provider: 'paypal',
      accountId: 'Me@Example.com',
    });
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);
    const secondDoc = (await admin.db().doc(`payout_accounts/${second.accountId}`).get()).data();
    expect(secondDoc).toMatchObject({
      user_id: creator.uid,
      provider: 'paypal',
      provider_account_id: 'me@example.com',
      verified: false,
      is_default: false,
    });
    await expectAudit('add_payout_account', first.accountId, creator.uid);

    expect(
      await creator.call(callables.setDefaultPayoutAccount, { accountId: second.accountId }),
    ).toMatchObject({ changed: true });
    const flags = async () =>
      Promise.all(
        [first.accountId, second.accountId].map(async (id) =>
          (await admin.db().doc(`payout_accounts/${id}`).get()).get('is_default'),
        ),
      );
    expect(await flags()).toEqual([false, true]);
    expect((await balance(creator.uid)).default_payout_account_id).toBe(second.accountId);
    await expectAudit('set_default_payout_account', second.accountId, creator.uid);
    expect(
      await creator.call(callables.setDefaultPayoutAccount, { accountId: second.accountId }),
    ).toMatchObject({ changed: false });
  });

  it('should add the same account once, even when retried concurrently', async () => {
    const creator = await newCreator('twice');
    const results = await Promise.allSettled(
      [1, 2].map(() =>
        creator.call(callables.addPayoutAccount, {
          provider: 'stripe_connect',
          accountId: 'acct_same',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      await creator.callError(callables.addPayoutAccount, {
        provider: 'stripe_connect',
        accountId: 'acct_same',
      }),
    ).toMatchObject({
      code: 'already-exists',
      message: serverMessages.paymentAccountExists,
    });
    const accounts = await admin
      .db()
      .collection('payout_accounts')
      .where('user_id', '==', creator.uid)
      .get();
    expect(accounts.size).toBe(1);
    expect(accounts.docs[0]!.get('is_default')).toBe(true);
  });

  it('should make exactly one default when two different accounts are added at once', async () => {
    const creator = await newCreator('pair');
    await Promise.all([
      creator.call(callables.addPayoutAccount, { provider: 'stripe_connect', accountId: 'acct_a' }),
      creator.call(callables.addPayoutAccount, { provider: 'paypal', accountId: 'b@example.com' }),
    ]);
    const accounts = await admin
      .db()
      .collection('payout_accounts')
      .where('user_id', '==', creator.uid)
      .get();
    expect(accounts.docs.filter((d) => d.get('is_default'))).toHaveLength(1);
  });

  it.each([
    [{ provider: 'stripe_connect', accountId: 'x123' }, 'accountId: must start with acct_'],
    [{ provider: 'paypal', accountId: 'nope' }, 'accountId: must be an e-mail address'],
    [{ provider: 'paypal', accountId: '  ' }, 'accountId: is required'],
    [
      { provider: 'venmo', accountId: 'x' },
      'provider: Invalid option: expected one of "stripe_connect"|"paypal"',
    ],
  ])('should name the invalid field of %j', async (input, message) => {
    const creator = await newCreator('invalid');
    expect(await creator.callRawError(callables.addPayoutAccount, input)).toMatchObject({
      code: 'invalid-argument',
      message,
    });
  });

  it("should refuse another creator's account and staff callers", async () => {
    const owner = await newCreator('owner');
    const intruder = await newCreator('intruder');
    const { accountId } = await owner.call(callables.addPayoutAccount, {
      provider: 'stripe_connect',
      accountId: 'acct_owner',
    });
    expect(
      await intruder.callError(callables.setDefaultPayoutAccount, { accountId }),
    ).toMatchObject({
      code: 'not-found',
      message: serverMessages.paymentAccountNotFound,
    });
    expect(
      await support.callError(callables.addPayoutAccount, {
        provider: 'stripe_connect',
        accountId: 'acct_x',
      }),
    ).toMatchObject({ code: 'permission-denied' });
  });
});

describe('where a payout goes, as staff read it', () => {
  it('should name the account masked on the payout, never its identifier, before and after processing', async () => {
    const creator = await payableCreator('where-to');
    const address = `where.to.${creator.uid.toLowerCase()}@example.com`;
    await addVerifiedPayoutAccount(creator, { provider: 'paypal', accountId: address });
    const id = await approved(creator, support, 2500);
    const asSupport = async () => (await getDoc(doc(support.db, `payouts/${id}`))).data()!;

    const pending = await asSupport();
    expect(pending).toMatchObject({ provider: 'paypal', account_label: 'PayPal …@example.com' });
    expect(pending).not.toHaveProperty('provider_account_id');
    expect(JSON.stringify(pending)).not.toContain(address);

    // processPayout pays the identifier it reads from payout_accounts, and writes none here.
    expect(await adminUser.call(callables.processPayout, { payoutId: id })).toMatchObject({
      status: 'sent',
    });
    const sent = await asSupport();
    expect(sent).toMatchObject({ status: 'sent', account_label: 'PayPal …@example.com' });
    expect(JSON.stringify(sent)).not.toContain(address);
    expect((await admin.db().doc(`sandbox_transfers/${id}`).get()).get('account_id')).toBe(address);
  });
});

describe(callables.processPayout.name, () => {
  it('should send a pending payout with a transfer id and move the money to paid out', async () => {
    const creator = await payableCreator('paid');
    await addVerifiedPayoutAccount(creator, {
      provider: 'stripe_connect',
      accountId: 'acct_good',
    });
    const id = await approved(creator, support, 2500);
    expect(await balance(creator.uid)).toMatchObject({
      approved_cents: 2500,
      pending_cents: 2500,
      sent_cents: 0,
    });
    const result = await adminUser.call(callables.processPayout, {
      payoutId: id,
    });
    expect(result.status).toBe('sent');
    expect(result.transferId).toMatch(/^tr_sandbox_/);
    expect(await payout(id)).toMatchObject({
      status: 'sent',
      provider_transfer_id: result.transferId,
      provider: 'stripe_connect',
      account_label: 'Stripe Connect …good',
    });
    expect(await payout(id)).not.toHaveProperty('provider_account_id');
    expect(await balance(creator.uid)).toMatchObject({
      approved_cents: 2500,
      pending_cents: 0,
      sent_cents: 2500,
    });
    // One processed payout, one entry: the claim's, completed with the outcome.
    const [entry] = await expectAudit('process_payout', id, adminUser.uid!, 1);
    expect(entry!.details).toEqual({
      from: 'pending',
      to: 'sent',
      amount_cents: 2500,
      provider_transfer_id: result.transferId,
    });
  });

  it('should fail a payout the provider declines, leaving it to be requested again', async () => {
    const creator = await payableCreator('declined');
    await addVerifiedPayoutAccount(creator, {
      provider: 'stripe_connect',
      accountId: 'acct_will_fail',
    });
    const id = await approved(creator, support, 6000);
    expect(await adminUser.call(callables.processPayout, { payoutId: id })).toMatchObject({
      status: 'failed',
      transferId: null,
    });
    expect(await payout(id)).toMatchObject({ status: 'failed', provider_transfer_id: null });
    // In words the creator understands: the provider's name, the account as they know it, what to do.
    expect((await payout(id)).failure_reason).toBe(
      serverMessages.transferDeclined('Stripe Connect', '…fail'),
    );
    expect((await admin.db().doc(`submissions/${id}`).get()).get('paid')).toBe(false);
    expect(await balance(creator.uid)).toMatchObject({
      approved_cents: 6000,
      pending_cents: 0,
      sent_cents: 0,
    });
  });

  it('should process a payout once under concurrent calls and refuse non-pending ones', async () => {
    const creator = await payableCreator('once');
    await addVerifiedPayoutAccount(creator, {
      provider: 'paypal',
      accountId: 'once@example.com',
    });
    const id = await approved(creator, support, 2500);
    const results = await Promise.allSettled(
      [1, 2].map(() => adminUser.call(callables.processPayout, { payoutId: id })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await adminUser.callError(callables.processPayout, { payoutId: id })).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.onlyPendingProcessable,
    });
    expect(await balance(creator.uid)).toMatchObject({ sent_cents: 2500, pending_cents: 0 });
  });

  it('should deny support and creators, and refuse unknown payouts', async () => {
    const creator = await payableCreator('deny');
    const id = await approved(creator, support, 100);
    expect(await support.callError(callables.processPayout, { payoutId: id })).toMatchObject({
      code: 'permission-denied',
    });
    expect(await creator.callError(callables.processPayout, { payoutId: id })).toMatchObject({
      code: 'permission-denied',
    });
    expect(
      await adminUser.callError(callables.processPayout, { payoutId: 'missing' }),
    ).toMatchObject({
      code: 'not-found',
      message: serverMessages.payoutNotFound,
    });
    expect(await adminUser.callRawError(callables.processPayout, {})).toMatchObject({
      code: 'invalid-argument',
      message: 'payoutId: Invalid input: expected string, received undefined',
    });
  });
});

describe(callables.requestPayout.name, () => {
  it("should refuse a balance under $50 with the spec's title and message", async () => {
    const creator = await payableCreator('poor');
    expect(await creator.callError(callables.requestPayout, {})).toEqual({
      code: 'failed-precondition',
      message: 'You need at least $50 to request a payout. Current balance: $0.00',
      details: {
        title: 'Insufficient Balance',
        refusal: {
          id: 'refusals.insufficientBalanceBody',
          args: ['$0.00'],
          title_id: 'refusals.insufficientBalanceTitle',
        },
      },
    });
  });

  it('should refuse without a payment method, then re-pay the failed submission once one exists', async () => {
    const creator = await payableCreator('nomethod');
    const id = await approved(creator, support, 6000);
    // No payment method: processing fails the approval's payout, so $60 is available again.
    expect(await adminUser.call(callables.processPayout, { payoutId: id })).toMatchObject({
      status: 'failed',
    });
    expect(await creator.callError(callables.requestPayout, {})).toEqual({
      code: 'failed-precondition',
      message: serverMessages.noPaymentMethodBody,
      details: {
        title: serverMessages.noPaymentMethodTitle,
        refusal: {
          id: 'refusals.noPaymentMethodBody',
          args: [],
          title_id: 'refusals.noPaymentMethodTitle',
        },
      },
    });
    await addVerifiedPayoutAccount(creator, {
      provider: 'paypal',
      accountId: 'later@example.com',
    });
    const { payoutIds, amountCents } = await creator.call(callables.requestPayout, {});
    expect(amountCents).toBe(6000);
    expect(payoutIds).toEqual([`${id}_2`]);
    expect(await payout(payoutIds[0]!)).toMatchObject({
      status: 'pending',
      provider: 'paypal',
      account_label: 'PayPal …@example.com',
      amount_cents: 6000,
      submission_id: id,
      currency: 'USD',
    });
    expect(await payout(payoutIds[0]!)).not.toHaveProperty('provider_account_id');
    expect(await balance(creator.uid)).toMatchObject({ approved_cents: 6000, pending_cents: 6000 });
    await expectAudit('request_payout', payoutIds[0]!, creator.uid);
    expect(await creator.callError(callables.requestPayout, {})).toMatchObject({
      details: { title: serverMessages.insufficientBalanceTitle },
    });
  });

  it('should refuse when no unpaid submission exists', async () => {
    const creator = await payableCreator('nosubs');
    await addVerifiedPayoutAccount(creator, {
      provider: 'stripe_connect',
      accountId: 'acct_ok',
    });
    // A balance with nothing behind it (e.g. an adjustment): the third check still holds.
    await admin.db().doc(`creator_balances/${creator.uid}`).update({ approved_cents: 10_000 });
    expect(await creator.callError(callables.requestPayout, {})).toEqual({
      code: 'failed-precondition',
      message: serverMessages.noSubmissionsBody,
      details: {
        title: serverMessages.noSubmissionsTitle,
        refusal: {
          id: 'refusals.noSubmissionsBody',
          args: [],
          title_id: 'refusals.noSubmissionsTitle',
        },
      },
    });
  });

  it('should pay each submission once under 20 concurrent requests', async () => {
    const creator = await payableCreator('concurrent');
    await addVerifiedPayoutAccount(creator, {
      provider: 'stripe_connect',
      accountId: 'acct_fail_first',
    });
    const ids = [await approved(creator, support, 3000), await approved(creator, support, 3000)];
    for (const id of ids) await adminUser.call(callables.processPayout, { payoutId: id });
    await creator
      .call(callables.addPayoutAccount, { provider: 'stripe_connect', accountId: 'acct_works' })
      .then((r) =>
        creator.call(callables.setDefaultPayoutAccount, {
          accountId: (r as { accountId: string }).accountId,
        }),
      );
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => creator.call(callables.requestPayout, {})),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // The others are refused in words (nothing left to pay), not with a contention error.
    for (const r of results)
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({ code: 'functions/failed-precondition' });
    for (const id of ids) {
      const live = await admin
        .db()
        .collection('payouts')
        .where('submission_id', '==', id)
        .where('status', '==', 'pending')
        .get();
      expect(live.size).toBe(1);
    }
    expect(await balance(creator.uid)).toMatchObject({
      approved_cents: 6000,
      pending_cents: 6000,
      sent_cents: 0,
    });
  });

  it('should deny staff', async () => {
    expect(await support.callError(callables.requestPayout, {})).toMatchObject({
      code: 'permission-denied',
    });
    const creator = await payableCreator('extra');
    expect(await creator.callRawError(callables.requestPayout, { amount: 5 })).toMatchObject({
      code: 'invalid-argument',
    });
  });
});
