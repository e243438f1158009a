/**
 * Payment methods are verified by their provider before money goes to them: the creator enters
 * the code the provider sent (the sandbox's SANDBOX_VERIFICATION_CODE), and processPayout
 * refuses a method that is not verified, leaving the payout pending and telling the creator.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { SANDBOX_VERIFICATION_CODE } from '@groundtruth/domain/constants';
import { paths } from '@groundtruth/domain/paths';
import { payoutMessages } from '@groundtruth/domain/payout-messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { approved } from '../testing/flows';
import { payableCreator } from '../testing/tax';
import { notificationsAbout } from '../testing/jobs';

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

describe('guessing a verification code', () => {
  const addAccount = async (creator: Member, id: string) =>
    (await creator.call(callables.addPayoutAccount, { provider: 'stripe_connect', accountId: id }))
      .accountId;
  const wrongCodes = (n: number) =>
    Array.from({ length: n }, (_, i) => String(100_000 + i).padStart(6, '0'));

  it('should void the code after 5 wrong ones, refuse even the right one, and take it again once a new code is sent', async () => {
    const creator = await newCreator('guesses');
    const accountId = await addAccount(creator, 'acct_guesses');
    const tried = [];
    for (const code of wrongCodes(5))
      tried.push(await creator.callError(callables.verifyPayoutAccount, { accountId, code }));
    expect(tried.slice(0, 4).map((e) => e.message)).toEqual(
      Array(4).fill(serverMessages.verificationCodeWrong),
    );
    expect(tried[4]).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.verificationCodeVoid,
    });
    // The right code no longer works: the code is void.
    expect(
      await creator.callError(callables.verifyPayoutAccount, {
        accountId,
        code: SANDBOX_VERIFICATION_CODE,
      }),
    ).toMatchObject({ code: 'failed-precondition', message: serverMessages.verificationCodeVoid });
    expect((await account(accountId)).verified).toBe(false);

    expect(await creator.call(callables.sendPayoutVerificationCode, { accountId })).toEqual({
      accountId,
      sent: true,
    });
    expect(
      await creator.call(callables.verifyPayoutAccount, {
        accountId,
        code: SANDBOX_VERIFICATION_CODE,
      }),
    ).toEqual({ accountId, changed: true });
    expect(await creator.callError(callables.sendPayoutVerificationCode, { accountId })).toEqual({
      code: 'failed-precondition',
      message: serverMessages.alreadyVerified,
      details: { refusal: { id: 'refusals.alreadyVerified', args: [] } },
    });
  });

  it('should let at most 10 of 30 wrong codes sent at once be tried, void the code, and refuse the right one after', async () => {
    const creator = await newCreator('guesses-at-once');
    const accountId = await addAccount(creator, 'acct_guesses_at_once');
    const refusals = await Promise.all(
      wrongCodes(30).map((code) =>
        creator.callError(callables.verifyPayoutAccount, { accountId, code }),
      ),
    );
    // Each is refused: wrong, void, or over the caller's tries; at most 10 reached the provider.
    expect(
      refusals.every(
        (e) =>
          e.message === serverMessages.verificationCodeWrong ||
          e.message === serverMessages.verificationCodeVoid ||
          e.code === 'resource-exhausted',
      ),
    ).toBe(true);
    const tries = (await admin.db().doc(`payout_verifications/${accountId}`).get()).data();
    expect(tries).toMatchObject({ void: true });
    expect(tries!.wrong).toBeGreaterThanOrEqual(5);
    expect(tries!.wrong).toBeLessThanOrEqual(10);
    expect(
      await creator.callError(callables.verifyPayoutAccount, {
        accountId,
        code: SANDBOX_VERIFICATION_CODE,
      }),
    ).toMatchObject({ code: 'failed-precondition', message: serverMessages.verificationCodeVoid });
    expect((await account(accountId)).verified).toBe(false);
  });

  it('should limit the tries of one creator over all their methods, saying when to try again', async () => {
    const creator = await newCreator('many-methods');
    const accounts = [
      await addAccount(creator, 'acct_many_1'),
      await addAccount(creator, 'acct_many_2'),
      await addAccount(creator, 'acct_many_3'),
    ];
    // Four wrong codes on each of the first two methods and two on the third: ten tries.
    for (const [accountId, n] of [
      [accounts[0]!, 4],
      [accounts[1]!, 4],
      [accounts[2]!, 2],
    ] as const)
      for (const code of wrongCodes(n))
        await creator.callError(callables.verifyPayoutAccount, { accountId, code });
    const refused = await creator.callError(callables.verifyPayoutAccount, {
      accountId: accounts[2]!,
      code: SANDBOX_VERIFICATION_CODE,
    });
    expect(refused.code).toBe('resource-exhausted');
    expect(refused.message).toMatch(
      /^Too many verification codes tried; you can try again in \d+ minutes?\.$/,
    );
    expect((await account(accounts[2]!)).verified).toBe(false);
  });

  it('should send at most 3 new codes an hour for one method, saying when to ask again', async () => {
    const creator = await newCreator('new-codes');
    const accountId = await addAccount(creator, 'acct_new_codes');
    for (let i = 0; i < 3; i++)
      await creator.call(callables.sendPayoutVerificationCode, { accountId });
    const refused = await creator.callError(callables.sendPayoutVerificationCode, { accountId });
    expect(refused.code).toBe('resource-exhausted');
    expect(refused.message).toMatch(
      /^A new code was sent recently; you can ask for another in \d+ minutes?\.$/,
    );
  });

  it("should refuse a new code for another creator's method and staff", async () => {
    const owner = await newCreator('code-owner');
    const other = await newCreator('code-other');
    const accountId = await addAccount(owner, 'acct_code_owner');
    expect(
      await other.callError(callables.sendPayoutVerificationCode, { accountId }),
    ).toMatchObject({ code: 'not-found', message: serverMessages.paymentAccountNotFound });
    expect(
      await support.callError(callables.sendPayoutVerificationCode, { accountId }),
    ).toMatchObject({ code: 'permission-denied' });
  });
});

describe(`${callables.processPayout.name} and unverified methods`, () => {
  it('should hold the payout, tell the admin by name and the creator what to do, then pay it once verified', async () => {
    const creator = await payableCreator('unverified', 'Maya Lopez');
    const { accountId } = await creator.call(callables.addPayoutAccount, {
      provider: 'paypal',
      accountId: 'maya.unverified@example.com',
    });
    const id = await approved(creator, support, 2500);
    const held = {
      code: 'failed-precondition',
      message: payoutMessages.payoutHeldForAdmin('Maya Lopez', 'PayPal'),
      details: { title: serverMessages.payoutAccountUnverifiedTitle },
    };
    expect(held.message).toBe(
      "Maya Lopez's PayPal account is not verified yet; Maya Lopez has been asked to verify it. Nothing was sent and the payout stays pending: process it again once it is verified.",
    );
    expect(await adminUser.callError(callables.processPayout, { payoutId: id })).toEqual(held);
    expect(await payout(id)).toMatchObject({ status: 'pending', provider_transfer_id: null });
    expect((await admin.db().doc(`sandbox_transfers/${id}`).get()).exists).toBe(false);

    // The creator is told, in the bell and by e-mail, what to do: once however often it is tried.
    expect(await adminUser.callError(callables.processPayout, { payoutId: id })).toEqual(held);
    const notices = await notificationsAbout(accountId, 'payout_held');
    expect(notices).toHaveLength(1);
    const body = payoutMessages.payoutHeldBody('$25.00', 'PayPal', '…@example.com');
    expect(notices[0]!.data()).toMatchObject({
      user_id: creator.uid,
      title: payoutMessages.payoutHeldTitle,
      body,
      link: paths.payments,
      read: false,
    });
    expect(body).toContain('choose Verify on that account');
    const mail = (await admin.db().doc(`mail/${notices[0]!.id}`).get()).data();
    expect(mail).toMatchObject({ to: creator.email, kind: 'payout_held' });
    expect(mail!.message.text).toContain(body);

    await creator.call(callables.verifyPayoutAccount, {
      accountId,
      code: SANDBOX_VERIFICATION_CODE,
    });
    expect(await adminUser.call(callables.processPayout, { payoutId: id })).toMatchObject({
      status: 'sent',
    });
    expect(await payout(id)).toMatchObject({
      status: 'sent',
      account_label: 'PayPal …@example.com',
    });
  });
});
