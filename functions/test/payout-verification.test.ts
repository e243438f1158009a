/**
 * Payment methods are verified by their provider before money goes to them: the creator enters
 * the code the provider sent (the sandbox's SANDBOX_VERIFICATION_CODE), and processPayout
 * refuses a method that is not verified, leaving the payout pending.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { SANDBOX_VERIFICATION_CODE } from '@groundtruth/domain/constants';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { approved } from '../testing/flows';

let support: Member;
let adminUser: Member;

beforeAll(async () => {
  [support, adminUser] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

const account = async (id: string) => (await admin.db().doc(`payout_accounts/${id}`).get()).data()!;
const payout = async (id: string) => (await admin.db().doc(`payouts/${id}`).get()).data()!;

describe(callables.verifyPayoutAccount.name, () => {
  it("should verify the caller's method with the provider's code, once", async () => {
    const creator = await newCreator('verifies');
    const { accountId } = await creator.call(callables.addPayoutAccount, {
      provider: 'paypal',
      accountId: 'verifies@example.com',
    });
    expect((await account(accountId)).verified).toBe(false);
    expect(
      await creator.call(callables.verifyPayoutAccount, {
        accountId,
        code: SANDBOX_VERIFICATION_CODE,
      }),
    ).toEqual({ accountId, changed: true });
    expect((await account(accountId)).verified).toBe(true);
    expect(
      await creator.call(callables.verifyPayoutAccount, {
        accountId,
        code: SANDBOX_VERIFICATION_CODE,
      }),
    ).toEqual({ accountId, changed: false });
    await expectAudit('verify_payout_account', accountId, creator.uid!);
  });

  it('should refuse a wrong code and leave the method unverified', async () => {
    const creator = await newCreator('wrongcode');
    const { accountId } = await creator.call(callables.addPayoutAccount, {
      provider: 'stripe_connect',
      accountId: 'acct_wrongcode',
    });
    expect(
      await creator.callError(callables.verifyPayoutAccount, { accountId, code: '000000' }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.verificationCodeWrong,
    });
    expect((await account(accountId)).verified).toBe(false);
    expect(
      await creator.callRawError(callables.verifyPayoutAccount, { accountId, code: '12ab' }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: 'code: must be the 6-digit code the provider sent',
    });
  });

  it("should refuse another creator's method and staff", async () => {
    const owner = await newCreator('vowner');
    const intruder = await newCreator('vintruder');
    const { accountId } = await owner.call(callables.addPayoutAccount, {
      provider: 'stripe_connect',
      accountId: 'acct_vowner',
    });
    const input = { accountId, code: SANDBOX_VERIFICATION_CODE };
    expect(await intruder.callError(callables.verifyPayoutAccount, input)).toMatchObject({
      code: 'not-found',
      message: serverMessages.paymentAccountNotFound,
    });
    expect(await support.callError(callables.verifyPayoutAccount, input)).toMatchObject({
      code: 'permission-denied',
    });
    expect((await account(accountId)).verified).toBe(false);
  });
});

describe(`${callables.processPayout.name} and unverified methods`, () => {
  it('should refuse to pay a method its provider has not verified, then pay it once verified', async () => {
    const creator = await newCreator('unverified');
    const { accountId } = await creator.call(callables.addPayoutAccount, {
      provider: 'stripe_connect',
      accountId: 'acct_unverified',
    });
    const id = await approved(creator, support, 2500);
    expect(await adminUser.callError(callables.processPayout, { payoutId: id })).toEqual({
      code: 'failed-precondition',
      message: serverMessages.payoutAccountUnverified,
      details: { title: serverMessages.payoutAccountUnverifiedTitle },
    });
    expect(await payout(id)).toMatchObject({ status: 'pending', provider_transfer_id: null });
    expect((await admin.db().doc(`sandbox_transfers/${id}`).get()).exists).toBe(false);

    await creator.call(callables.verifyPayoutAccount, {
      accountId,
      code: SANDBOX_VERIFICATION_CODE,
    });
    expect(await adminUser.call(callables.processPayout, { payoutId: id })).toMatchObject({
      status: 'sent',
    });
    expect(await payout(id)).toMatchObject({
      status: 'sent',
      provider_account_id: 'acct_unverified',
    });
  });
});
