// The demo's standing with the gate on money (functions/src/payouts/money-gate.ts): Maya is
// complete (a W-9 and her identity verified under the same name), Priya has signed a W-8BEN and
// her identity check is still pending, Tomás has no tax form, so the admin's Process Payout on his
// pending payout says what is missing. Forms are signed through submitTaxForm as each creator
// signs one; the identity checks' states are the provider's word, written as its webhook leaves
// them (identity_checks is written only by the functions).
import { FieldValue } from 'firebase-admin/firestore';

/** Writes `uid`'s identity check as the provider's webhook leaves it, unless one exists. */
async function ensureIdentity(db, uid, status, verifiedName) {
  const ref = db.doc(`identity_checks/${uid}`);
  if ((await ref.get()).exists) return;
  await ref.set({
    status,
    verified_name: status === 'verified' ? verifiedName : null,
    reason: null,
    updated_at: FieldValue.serverTimestamp(),
    session_id: `vs_demo_${uid}`,
    last_event_created: Math.floor(Date.now() / 1000),
    last_event_id: null,
    verified_at: status === 'verified' ? FieldValue.serverTimestamp() : null,
  });
}

/** Maya's W-9 and Priya's W-8BEN, signed once (a second seed finds them), and their identities. */
export async function seedTaxForms({ db, client, callables, people, uids, log }) {
  const sign = async (who, form) => {
    if ((await db.doc(`tax_profiles/${uids[who]}`).get()).exists) return;
    await client.signIn(people[who].email);
    await client.call(callables.submitTaxForm, {
      requestId: `demo-tax-form-${who}`,
      form,
      signatureName: form.legalName,
      certified: true,
    });
  };
  await sign('maya', {
    kind: 'w9',
    legalName: people.maya.name,
    taxClassification: 'individual',
    address: { line1: '500 Market St', city: 'San Francisco', state: 'CA', postalCode: '94105' },
    tinKind: 'ssn',
    tin: '123-45-6789',
  });
  await sign('priya', {
    kind: 'w8ben',
    legalName: people.priya.name,
    citizenshipCountry: 'India',
    address: { line1: '12 MG Road', city: 'Bengaluru', region: 'Karnataka', country: 'India' },
    foreignTin: 'ABCPN1234D',
    dateOfBirth: '1994-08-21',
  });
  await ensureIdentity(db, uids.maya, 'verified', people.maya.name);
  await ensureIdentity(db, uids.priya, 'pending', null);
  log('  tax forms and identity checks');
}
