/**
 * Creators the gate on money lets through (functions/src/payouts/money-gate.ts): a W-9 signed
 * through submitTaxForm, as the Tax and identity tab signs one, and an identity the provider
 * verified under the same name. The identity check's state is written with firebase-admin, as the
 * provider's webhook leaves it (identity_checks/{uid}, which only the functions write).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import type { CallableInput } from '@groundtruth/domain/callable-registry';
import { admin, newCreator, type Member, type WebClient } from './clients';

let requests = 0;

/** A request id no other call of this file has used. */
export function taxRequestId(): string {
  return `tax-${process.pid}-${Date.now()}-${++requests}`;
}

/** A W-9 of an individual named `legalName`, with `ssn`. */
export function w9(
  legalName: string,
  ssn = '123-45-6789',
): Extract<CallableInput<typeof callables.submitTaxForm>['form'], { kind: 'w9' }> {
  return {
    kind: 'w9',
    legalName,
    taxClassification: 'individual',
    address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postalCode: '94103' },
    tinKind: 'ssn',
    tin: ssn,
  };
}

/** Signs `form` as `creator`; returns submitTaxForm's answer. */
export function signTaxForm(
  creator: WebClient,
  form: CallableInput<typeof callables.submitTaxForm>['form'],
  requestId = taxRequestId(),
) {
  return creator.call(callables.submitTaxForm, {
    requestId,
    form,
    signatureName: form.legalName,
    certified: true,
  });
}

/** Writes `uid`'s identity check as the provider's webhook leaves it. */
export async function setIdentity(
  uid: string,
  status: 'pending' | 'verified' | 'failed',
  verifiedName: string | null = null,
): Promise<void> {
  await admin
    .db()
    .doc(`identity_checks/${uid}`)
    .set({
      status,
      verified_name: status === 'verified' ? verifiedName : null,
      reason: status === 'failed' ? 'The document was unreadable' : null,
      updated_at: FieldValue.serverTimestamp(),
      session_id: `vs_test_${uid}`,
      last_event_created: Math.floor(Date.now() / 1000),
      last_event_id: null,
      verified_at: status === 'verified' ? FieldValue.serverTimestamp() : null,
    });
}

/** Clears `creator` for payouts: a W-9 under their account's name, and that name verified. */
export async function clearForPayouts(creator: Member): Promise<void> {
  const name = (await admin.db().doc(`users/${creator.uid}`).get()).get('name') as string;
  await signTaxForm(creator, w9(name));
  await setIdentity(creator.uid, 'verified', name);
}

/** A creator (as `newCreator` makes one) cleared for payouts. */
export async function payableCreator(...args: Parameters<typeof newCreator>): Promise<Member> {
  const creator = await newCreator(...args);
  await clearForPayouts(creator);
  return creator;
}
