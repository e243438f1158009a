/**
 * A payout at account deletion: deleteMyAccount may pay the whole available balance to the
 * verified default method whatever the payout minimum, and only then: requestPayout still refuses
 * it, a part of the balance, an unverified method or a creator the gate on money stops is
 * refused, and the method paid to is kept
 * only until its payout is settled.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { payoutMessages } from '@groundtruth/domain/payout-messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { taxMessages } from '@groundtruth/domain/tax-messages';
import { unpaidBalance } from '@groundtruth/domain/testing/creator-balances';
import { Timestamp } from 'firebase-admin/firestore';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { auditEntries } from '../testing/audit';
import { addVerifiedPayoutAccount, approved } from '../testing/flows';
import { payableCreator } from '../testing/tax';

let support: Member;
let adminUser: Member;

beforeAll(async () => {
  [support, adminUser] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

const data = async (path: string) => (await admin.db().doc(path).get()).data();

/** A creator with `cents` available and nothing on its way: an approval paid to no method. */
async function withAvailable(prefix: string, cents: number): Promise<Member> {
  const creator = await payableCreator(prefix, 'Maya Lopez');
  const id = await approved(creator, support, cents);
  await adminUser.call(callables.processPayout, { payoutId: id });
  expect(await data(`payouts/${id}`)).toMatchObject({ status: 'failed' });
  return creator;
}

describe(`${callables.deleteMyAccount.name}: a payout at deletion`, () => {
  it('should pay the whole balance under the minimum to the verified default, then forget the method once it is sent', async () => {
    const maya = await withAvailable('delete-payout', 1200);
    const { accountId } = await addVerifiedPayoutAccount(maya, {
      provider: 'paypal',
      accountId: 'maya.closing@example.com',
    });
    const { accountId: otherId } = await maya.call(callables.addPayoutAccount, {
      provider: 'stripe_connect',
      accountId: 'acct_other_closing',
    });
    // Outside a deletion the minimum stands.
    expect(await maya.callError(callables.requestPayout, {})).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.insufficientBalanceBody('$12.00'),
    });

    expect(
      await maya.call(callables.deleteMyAccount, { confirmEmail: maya.email, payOutCents: 1200 }),
    ).toMatchObject({ paidOutCents: 1200 });

    expect(await data(`users/${maya.uid}`)).toMatchObject({ status: 'deleted' });
    const pending = await admin
      .db()
      .collection('payouts')
      .where('user_id', '==', maya.uid)
      .where('status', '==', 'pending')
      .get();
    expect(pending.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ amount_cents: 1200, account_label: 'PayPal …@example.com' }),
    ]);
    expect(await data(`creator_balances/${maya.uid}`)).toMatchObject({
      pending_cents: 1200,
      default_payout_account_id: accountId,
    });
    // The method paid to stays until the payout is settled; the others are deleted at once.
    expect(await data(`payout_accounts/${accountId}`)).toBeDefined();
    expect(await data(`payout_accounts/${otherId}`)).toBeUndefined();
    const [entry] = (await auditEntries(maya.uid)).filter((e) => e.action === 'delete_my_account');
    expect(entry?.details).toMatchObject({
      forfeited_cents: 0,
      paid_out_cents: 1200,
      payout_ids: [pending.docs[0]!.id],
    });

    expect(
      await adminUser.call(callables.processPayout, { payoutId: pending.docs[0]!.id }),
    ).toMatchObject({ status: 'sent' });
    expect(await data(`payout_accounts/${accountId}`)).toBeUndefined();
    expect(await data(`creator_balances/${maya.uid}`)).toMatchObject({
      pending_cents: 0,
      sent_cents: 1200,
      default_payout_account_id: null,
      payout_account_count: 0,
    });
  });

  it('should refuse a part of the balance, an unverified method, no balance, staff and a signed-out caller', async () => {
    const kim = await withAvailable('delete-payout-refused', 1200);
    const { accountId } = await kim.call(callables.addPayoutAccount, {
      provider: 'paypal',
      accountId: 'kim.unverified@example.com',
    });
    expect(
      await kim.callError(callables.deleteMyAccount, {
        confirmEmail: kim.email,
        payOutCents: 1100,
      }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: payoutMessages.payOutNotWholeBalance('$12.00'),
    });
    expect(
      await kim.callError(callables.deleteMyAccount, {
        confirmEmail: kim.email,
        payOutCents: 1200,
      }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: payoutMessages.payOutNeedsVerifiedMethod,
    });
    expect(await data(`users/${kim.uid}`)).toMatchObject({ status: 'active' });
    expect(await data(`payout_accounts/${accountId}`)).toBeDefined();

    // The gate on money: without a tax form nothing is paid, at deletion either.
    const ana = await newCreator('delete-payout-ungated');
    await admin
      .db()
      .doc(`creator_balances/${ana.uid}`)
      .set(unpaidBalance(ana.uid, 1200, Timestamp.now()));
    await addVerifiedPayoutAccount(ana, { provider: 'paypal', accountId: 'ana@example.com' });
    expect(
      await ana.callError(callables.deleteMyAccount, {
        confirmEmail: ana.email,
        payOutCents: 1200,
      }),
    ).toMatchObject({ code: 'failed-precondition', message: taxMessages.gateNoTaxForm });
    expect(await data(`users/${ana.uid}`)).toMatchObject({ status: 'active' });
    const payouts = await admin.db().collection('payouts').where('user_id', '==', kim.uid).get();
    expect(payouts.docs.map((doc) => doc.get('status'))).toEqual(['failed']);

    const lee = await newCreator('delete-payout-nothing');
    await addVerifiedPayoutAccount(lee, { provider: 'paypal', accountId: 'lee@example.com' });
    expect(
      await lee.callError(callables.deleteMyAccount, { confirmEmail: lee.email, payOutCents: 500 }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: payoutMessages.payOutNotWholeBalance('$0.00'),
    });
    expect(
      await support.callError(callables.deleteMyAccount, {
        confirmEmail: support.email,
        payOutCents: 500,
      }),
    ).toMatchObject({ code: 'permission-denied' });
    expect(
      await anonymousClient().callError(callables.deleteMyAccount, {
        confirmEmail: 'a@b.co',
        payOutCents: 500,
      }),
    ).toMatchObject({ code: 'unauthenticated' });
    expect(await data(`users/${lee.uid}`)).toMatchObject({ status: 'active' });
  });
});
