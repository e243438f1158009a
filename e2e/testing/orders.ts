// The buyers of the journeys: a new organisation and one of its people, made as an admin makes
// them (claims and documents, with firebase-admin), so each journey orders on its own account.
import { Timestamp } from 'firebase-admin/firestore';
import { adminApp } from './admin';
import { callAs, loadCallables, SIGNUP_CONSENT, signInWithPassword } from './callables';

/** A new organisation named `name` and a customer of it, signed in for calls. */
export async function freshCustomer(label: string, name = 'Acme AI') {
  const { db, auth } = adminApp();
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const organizationId = `org-${label}-${stamp}`;
  await db.doc(`organizations/${organizationId}`).set({ name, created_at: Timestamp.now() });
  const email = `${label}-${stamp}@buyer.example.com`;
  const password = 'customer-pass-1';
  const callables = await loadCallables();
  // An account as sign-up makes one, then moved into the organisation as an admin would.
  const { uid } = await callAs(null, callables.createAccount, {
    name: `Buyer ${label}`,
    email,
    password,
    chosenPaths: ['video'],
    ...SIGNUP_CONSENT,
  });
  await auth.setCustomUserClaims(uid, { role: 'customer', organization_id: organizationId });
  await db
    .batch()
    .update(db.doc(`users/${uid}`), { role: 'customer', organization_id: organizationId })
    .set(db.doc(`user_roles/${uid}`), {
      user_id: uid,
      role: 'customer',
      organization_id: organizationId,
    })
    .commit();
  const { idToken } = await signInWithPassword(email, password);
  return { uid, email, password, organizationId, organizationName: name, idToken };
}
