// The demo's money: payment methods in each state, payouts sent, failed, mid-transfer and
// pending, and a bonus, each made through the callables and found again on a second seed.
import { FieldValue } from 'firebase-admin/firestore';
import { createJiti } from 'jiti';

/**
 * domain/src/masking.ts: a payment account as payouts name it (provider and masked identifier).
 * @type {{ accountLabel(provider: string, accountId: string): string }}
 */
const { accountLabel } = await createJiti(import.meta.url).import(
  new URL('../../../domain/src/masking.ts', import.meta.url).href,
);

/**
 * Payouts written before they carried a masked label held the account identifier, which support
 * read: a demo database kept from then gets the label instead (the identifier stays only in
 * payout_accounts).
 */
/** @param {import('firebase-admin/firestore').Firestore} db */
export async function maskPayoutAccounts(db) {
  const old = await db.collection('payouts').where('provider_account_id', '!=', null).get();
  if (old.empty) return;
  const writer = db.bulkWriter();
  for (const payout of old.docs) {
    void writer.update(payout.ref, {
      provider_account_id: FieldValue.delete(),
      account_label: accountLabel(
        payout.get('provider'),
        String(payout.get('provider_account_id')),
      ),
    });
  }
  await writer.close();
}

/**
 * Payment methods: Maya's Stripe account (verified by the provider), Tomás's PayPal and a
 * Stripe account that the sandbox declines (verified, so once he is cleared for payouts its
 * payout reaches the provider and is declined there), Priya none. Maya's PayPal stays unverified, to be verified in the demo.
 */
export async function seedPayoutAccounts({ db, client, callables, people, uids, sandboxCode }) {
  const { call } = client;
  const ensurePayoutAccount = async (who, provider, accountId) => {
    const theirs = await db.collection('payout_accounts').where('user_id', '==', uids[who]).get();
    const found = theirs.docs.find((doc) => doc.get('provider_account_id') === accountId);
    if (found) return found.id;
    await client.signIn(people[who].email);
    return (await call(callables.addPayoutAccount, { provider, accountId })).accountId;
  };
  const mayaStripe = await ensurePayoutAccount('maya', 'stripe_connect', 'acct_1MayaDemo');
  await ensurePayoutAccount('maya', 'paypal', 'maya.paypal@groundtruth.local');
  const tomasFailing = await ensurePayoutAccount('tomas', 'stripe_connect', 'acct_fail_tomas');
  const tomasPaypal = await ensurePayoutAccount('tomas', 'paypal', 'tomas@groundtruth.local');
  // Verified as a creator verifies one: with the code the provider sent (the sandbox's).
  const ensureVerified = async (who, accountId) => {
    if ((await db.doc(`payout_accounts/${accountId}`).get()).get('verified') === true) return;
    await client.signIn(people[who].email);
    await call(callables.verifyPayoutAccount, { accountId, code: sandboxCode });
  };
  await ensureVerified('maya', mayaStripe);
  await ensureVerified('tomas', tomasFailing);
  await ensureVerified('tomas', tomasPaypal);
}

/** Payouts in every state and a bonus, once the reviews have approved the work they pay. */
export async function seedPayouts({ db, client, callables, people, uids, submissions, log }) {
  const { call } = client;
  // Payouts: one sent, one mid-transfer, the rest pending. Tomás's stays pending: he has no tax
  // form, so the gate on money holds it (seed-tax.mjs) and Process Payout says why.
  await client.signIn(people.admin.email);
  for (const key of ['maya:cooking']) {
    const payout = await db.doc(`payouts/${submissions[key]}`).get();
    if (payout.get('status') === 'pending') {
      await call(callables.processPayout, { payoutId: submissions[key] });
    }
  }
  // Mid-transfer as processPayout's claim leaves it, the pending figures moved with it.
  await db.runTransaction(async (tx) => {
    const ref = db.doc(`payouts/${submissions['maya:tap']}`);
    const payout = await tx.get(ref);
    if (payout.get('status') !== 'pending') return;
    tx.update(ref, { status: 'processing' });
  });
  log('  payouts');

  // A bonus to Maya, through the ledger like any payout; its request id makes a second seed a no-op.
  await call(callables.awardBonus, {
    creatorId: uids.maya,
    amountCents: 2500,
    reason: 'Outstanding night-time footage',
    requestId: 'demo-bonus-maya-night-footage',
  });
  log('  bonus');
}
