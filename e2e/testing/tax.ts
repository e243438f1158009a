// Creators the gate on money lets through (functions/src/payouts/money-gate.ts), for journeys
// that pay one: a W-9 signed through submitTaxForm under the account's name, and an identity the
// provider verified under the same name, written as the provider's webhook leaves it
// (identity_checks is written only by the functions). The journey of the gate itself goes through
// the Tax and identity tab instead.
import { FieldValue } from 'firebase-admin/firestore';
import { adminApp } from './admin';
import { callAs, loadCallables } from './callables';

/** Clears `creator` (their uid and an ID token) for payouts. */
export async function clearForPayouts(creator: { uid: string; idToken: string }): Promise<void> {
  const { db } = adminApp();
  const name = (await db.doc(`users/${creator.uid}`).get()).get('name') as string;
  const callables = await loadCallables();
  await callAs(creator.idToken, callables.submitTaxForm, {
    requestId: `e2e-tax-${creator.uid}`,
    form: {
      kind: 'w9',
      legalName: name,
      taxClassification: 'individual',
      address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postalCode: '94103' },
      tinKind: 'ssn',
      tin: '123-45-6789',
    },
    signatureName: name,
    certified: true,
  });
  await db.doc(`identity_checks/${creator.uid}`).set({
    status: 'verified',
    verified_name: name,
    reason: null,
    updated_at: FieldValue.serverTimestamp(),
    session_id: `vs_e2e_${creator.uid}`,
    last_event_created: Math.floor(Date.now() / 1000),
    last_event_id: null,
    verified_at: FieldValue.serverTimestamp(),
  });
}
