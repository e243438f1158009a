// The demo's customer: an organisation and one of its people, who orders datasets
// (domain/src/dataset-orders.ts). Written with firebase-admin, as a customer is invited to an
// organisation rather than signing up, under fixed ids so a resumed seed finds them again.
import fs from 'node:fs';
import { FieldValue } from 'firebase-admin/firestore';
import { createJiti } from 'jiti';
import { demoUid } from './seed-accounts.mjs';

/**
 * domain/src/name-search.ts (TypeScript, run by jiti as seed.mjs does): a name and its search fields.
 * @type {{ nameFields(name: string): Record<string, unknown> }}
 */
const { nameFields } = await createJiti(import.meta.url).import(
  new URL('../../../domain/src/name-search.ts', import.meta.url).href,
);

const termsVersion = JSON.parse(
  fs.readFileSync(new URL('../../../domain/src/terms.json', import.meta.url), 'utf8'),
).version;

/**
 * The organisation and its customer's account, made or repaired: the Auth user with the
 * `customer` role and `organization_id` claims; users and user_roles naming the organisation.
 * @param {{ adminAuth: import('firebase-admin/auth').Auth,
 *   db: import('firebase-admin/firestore').Firestore,
 *   customer: { key: string, name: string, email: string,
 *     organization: { id: string, name: string } } }} options
 * @returns {Promise<string>} the customer's uid
 */
export async function ensureCustomer({ adminAuth, db, customer }) {
  const { key, name, email, organization } = customer;
  const uid = demoUid(key);
  try {
    await adminAuth.getUser(uid);
  } catch (error) {
    if (error?.code !== 'auth/user-not-found') throw error;
    try {
      await adminAuth.createUser({
        uid,
        email,
        password: 'groundtruth-demo',
        displayName: name,
        emailVerified: true,
      });
    } catch (createError) {
      // firebase-admin may send the request again after the emulator made the user.
      if (createError?.code !== 'auth/uid-already-exists') throw createError;
    }
  }
  await adminAuth.setCustomUserClaims(uid, {
    role: 'customer',
    organization_id: organization.id,
  });
  await db.runTransaction(async (tx) => {
    const orgRef = db.doc(`organizations/${organization.id}`);
    const userRef = db.doc(`users/${uid}`);
    const [org, user] = await Promise.all([tx.get(orgRef), tx.get(userRef)]);
    if (!org.exists)
      tx.set(orgRef, { name: organization.name, created_at: FieldValue.serverTimestamp() });
    if (user.exists) return;
    tx.set(userRef, {
      ...nameFields(name),
      email,
      role: 'customer',
      status: 'active',
      email_verified: true,
      created_at: FieldValue.serverTimestamp(),
      terms_version: termsVersion,
      terms_accepted_at: FieldValue.serverTimestamp(),
      confirmed_adult: true,
      organization_id: organization.id,
    });
    tx.set(db.doc(`user_roles/${uid}`), {
      user_id: uid,
      role: 'customer',
      organization_id: organization.id,
    });
    tx.set(db.doc(`audit_logs/seed-create-account-${key}`), {
      actor_id: 'system',
      actor_name: 'Groundtruth setup',
      actor_email: 'setup@groundtruth.local',
      action: 'create_account',
      entity: 'users',
      entity_id: uid,
      created_at: FieldValue.serverTimestamp(),
      details: { role: 'customer', organization_id: organization.id },
    });
  });
  return uid;
}
