/**
 * The method a payout names (provider and account_label, shown on the staff's payout card) is the
 * one it will go to: a pending payout follows the creator's default as it changes, "none" (null)
 * while there is none, and a processed one keeps the method it was paid to.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { addVerifiedPayoutAccount, approved } from '../testing/flows';
import { payableCreator } from '../testing/tax';

let support: Member;
let adminUser: Member;

beforeAll(async () => {
  [support, adminUser] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

const method = async (id: string) => {
  const payout = (await admin.db().doc(`payouts/${id}`).get()).data()!;
  return { provider: payout.provider, account_label: payout.account_label };
};

describe('the method a payout names', () => {
  it('should follow the default while pending, from none to the first method to the next default', async () => {
    const maya = await newCreator('payout-label');
    const id = await approved(maya, support, 2500);
    expect(await method(id)).toEqual({ provider: 'stripe_connect', account_label: null });

    await maya.call(callables.addPayoutAccount, {
      provider: 'paypal',
      accountId: 'maya.label@example.com',
    });
    expect(await method(id)).toEqual({
      provider: 'paypal',
      account_label: 'PayPal …@example.com',
    });

    const { accountId } = await maya.call(callables.addPayoutAccount, {
      provider: 'stripe_connect',
      accountId: 'acct_label_4321',
    });
    // A method added after the first is not the default: nothing changes.
    expect(await method(id)).toMatchObject({ provider: 'paypal' });
    await maya.call(callables.setDefaultPayoutAccount, { accountId });
    expect(await method(id)).toEqual({
      provider: 'stripe_connect',
      account_label: 'Stripe Connect …4321',
    });
  });

  it('should keep the method a processed payout was paid to', async () => {
    const kim = await payableCreator('payout-label-sent');
    await addVerifiedPayoutAccount(kim, { provider: 'paypal', accountId: 'kim.label@example.com' });
    const id = await approved(kim, support, 2500);
    await adminUser.call(callables.processPayout, { payoutId: id });
    const paid = await method(id);
    expect(paid).toEqual({ provider: 'paypal', account_label: 'PayPal …@example.com' });

    const { accountId } = await kim.call(callables.addPayoutAccount, {
      provider: 'stripe_connect',
      accountId: 'acct_label_8765',
    });
    await kim.call(callables.setDefaultPayoutAccount, { accountId });
    expect(await method(id)).toEqual(paid);
  });
});
