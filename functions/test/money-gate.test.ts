/**
 * The gate on money: requestPayout, and processPayout when the money is sent (bonuses included),
 * refuse unless the creator has a valid tax form and a verified identity under the same legal
 * name (case and accents aside), or a name pair an admin accepted with acceptNameMismatch.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { taxMessages } from '@groundtruth/domain/tax-messages';
import { expireTaxForms } from '../src/tax/expire-tax-forms';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { addVerifiedPayoutAccount, approved } from '../testing/flows';
import { runAt } from '../testing/jobs';
import { setIdentity, signTaxForm, w9 } from '../testing/tax';

let support: Member;
let adminUser: Member;

beforeAll(async () => {
  [support, adminUser] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

const payout = async (id: string) => (await admin.db().doc(`payouts/${id}`).get()).data()!;
const refusal = (message: string) => ({
  code: 'failed-precondition',
  message,
  details: { title: taxMessages.payoutGateTitle },
});

/** A creator with $60 of approved work to request, and a verified method: all but the gate. */
async function creatorWithWorkToRequest(prefix: string, name: string): Promise<Member> {
  const creator = await newCreator(prefix, name);
  const id = await approved(creator, support, 6000);
  // No method yet: the payout the approval queued fails, and the money is available to request.
  expect(await adminUser.call(callables.processPayout, { payoutId: id })).toMatchObject({
    status: 'failed',
  });
  await addVerifiedPayoutAccount(creator, {
    provider: 'paypal',
    accountId: `${prefix}@example.com`,
  });
  return creator;
}

describe(`${callables.requestPayout.name} behind the gate`, () => {
  it('should say what is missing and where, step by step, then pay once all is in place', async () => {
    const creator = await creatorWithWorkToRequest('gate-steps', 'Tomás Díaz');
    const request = () => creator.callError(callables.requestPayout, {});
    expect(await request()).toEqual(refusal(taxMessages.gateNoTaxForm));
    await signTaxForm(creator, w9('Tomás Díaz'));
    expect(await request()).toEqual(refusal(taxMessages.gateIdentityUnverified));
    await setIdentity(creator.uid, 'pending');
    expect(await request()).toEqual(refusal(taxMessages.gateIdentityPending));
    await setIdentity(creator.uid, 'failed');
    expect(await request()).toEqual(refusal(taxMessages.gateIdentityFailed));
    await setIdentity(creator.uid, 'verified', 'Tomás Ruiz');
    expect(await request()).toEqual(
      refusal(taxMessages.gateNameMismatch('Tomás Díaz', 'Tomás Ruiz')),
    );
    // The same name, in capitals and without accents, is the same name.
    await setIdentity(creator.uid, 'verified', 'TOMAS DIAZ');
    const { payoutIds, amountCents } = await creator.call(callables.requestPayout, {});
    expect(amountCents).toBe(6000);
    expect(
      await adminUser.call(callables.processPayout, { payoutId: payoutIds[0]! }),
    ).toMatchObject({ status: 'sent' });
  });
});

describe(callables.acceptNameMismatch.name, () => {
  it('should let an admin accept two names as one person with a reason, for those names only', async () => {
    const creator = await creatorWithWorkToRequest('gate-names', 'Maya Lopez');
    await signTaxForm(creator, w9('Maya Lopez'));
    await setIdentity(creator.uid, 'verified', 'Maya López Rivera');
    const mismatch = refusal(taxMessages.gateNameMismatch('Maya Lopez', 'Maya López Rivera'));
    expect(await creator.callError(callables.requestPayout, {})).toEqual(mismatch);

    const input = { userId: creator.uid, reason: 'Second surname on the passport only' };
    expect(await support.callError(callables.acceptNameMismatch, input)).toEqual({
      code: 'permission-denied',
      message: taxMessages.onlyAdminsAcceptNames,
    });
    expect(await creator.callError(callables.acceptNameMismatch, input)).toMatchObject({
      code: 'permission-denied',
    });
    expect(await adminUser.call(callables.acceptNameMismatch, input)).toEqual({
      userId: creator.uid,
    });
    const [entry] = await expectAudit('accept_name_mismatch', creator.uid, adminUser.uid);
    expect(entry!.details).toMatchObject({
      tax_name: 'Maya Lopez',
      verified_name: 'Maya López Rivera',
      reason: input.reason,
    });
    const { payoutIds } = await creator.call(callables.requestPayout, {});
    expect(payoutIds).toHaveLength(1);

    // A new form under yet another name is not covered by the acceptance.
    await signTaxForm(creator, w9('M. Lopez'));
    await approved(creator, support, 2500);
    const [queued] = (
      await admin.db().collection('payouts').where('user_id', '==', creator.uid).get()
    ).docs.filter((doc) => doc.get('status') === 'pending' && doc.id !== payoutIds[0]);
    expect(await adminUser.callError(callables.processPayout, { payoutId: queued!.id })).toEqual(
      refusal(taxMessages.staffGateNameMismatch('M. Lopez', 'Maya López Rivera')),
    );
  });

  it('should refuse when there is nothing to accept', async () => {
    const creator = await newCreator('gate-same', 'Priya Nair');
    await signTaxForm(creator, w9('Priya Nair'));
    await setIdentity(creator.uid, 'verified', 'PRIYA NAIR');
    expect(
      await adminUser.callError(callables.acceptNameMismatch, { userId: creator.uid, reason: 'x' }),
    ).toEqual({ code: 'failed-precondition', message: taxMessages.noNameMismatch });
  });
});

describe(`${callables.processPayout.name} behind the gate`, () => {
  it('should stop at send time a payout queued before the W-8BEN expired, leaving it pending', async () => {
    const creator = await newCreator('gate-expired', 'Amaka Obi');
    await addVerifiedPayoutAccount(creator, { provider: 'paypal', accountId: 'amaka@example.com' });
    const answer = await signTaxForm(creator, {
      kind: 'w8ben',
      legalName: 'Amaka Obi',
      citizenshipCountry: 'Nigeria',
      address: { line1: '12 Allen Ave', city: 'Lagos', country: 'Nigeria' },
      foreignTin: '12345678-0001',
      dateOfBirth: '1992-07-14',
    });
    await setIdentity(creator.uid, 'verified', 'Amaka Obi');
    const id = await approved(creator, support, 4000);
    expect(await payout(id)).toMatchObject({ status: 'pending' });

    await runAt(expireTaxForms, new Date(answer.expiresAt!).getTime() + 1000);
    const year = new Date(answer.expiresAt!).getUTCFullYear() - 1;
    expect(await adminUser.callError(callables.processPayout, { payoutId: id })).toEqual(
      refusal(taxMessages.staffGateTaxFormExpired('W-8BEN', `Dec 31, ${year}`)),
    );
    expect(await payout(id)).toMatchObject({ status: 'pending', provider_transfer_id: null });
  });

  it('should hold a bonus to a creator with no tax form, and send it once they are cleared', async () => {
    const creator = await newCreator('gate-bonus', 'Lee Chen');
    await addVerifiedPayoutAccount(creator, { provider: 'paypal', accountId: 'lee@example.com' });
    const { payoutId } = await adminUser.call(callables.awardBonus, {
      creatorId: creator.uid,
      amountCents: 2500,
      reason: 'Great week',
      requestId: `gate-bonus-${creator.uid}`,
    });
    expect(await adminUser.callError(callables.processPayout, { payoutId })).toEqual(
      refusal(taxMessages.staffGateNoTaxForm),
    );
    expect(await payout(payoutId)).toMatchObject({ status: 'pending' });
    await signTaxForm(creator, w9('Lee Chen'));
    await setIdentity(creator.uid, 'verified', 'Lee Chen');
    expect(await adminUser.call(callables.processPayout, { payoutId })).toMatchObject({
      status: 'sent',
    });
  });
});
