// The demo's people: an account per person under a fixed uid, and the first admin.
import fs from 'node:fs';
import { FieldValue } from 'firebase-admin/firestore';
import { createJiti } from 'jiti';

/**
 * domain/src/name-search.ts (TypeScript, run by jiti as seed.mjs does): a name and its search fields.
 * @type {{ nameFields(name: string): Record<string, unknown> }}
 */
const { nameFields } = await createJiti(import.meta.url).import(
  new URL('../../../domain/src/name-search.ts', import.meta.url).href,
);

/** The terms each demo person accepted at sign-up, as createAccount records them. */
const termsVersion = JSON.parse(
  fs.readFileSync(new URL('../../../domain/src/terms.json', import.meta.url), 'utf8'),
).version;

/** The fixed uid of a demo person: the same on every run, so a resumed seed finds its accounts. */
export const demoUid = (key) => `demo-${key}`;

/**
 * The account of `person` under its fixed uid, as createAccount makes one (Auth user with the
 * creator claim; users, user_roles and creator_profiles; the audit entry), or repaired: an Auth
 * user lost with a killed run's unsaved Auth state is made again, with the role its users
 * document already records. Created directly, because createAccount cannot take a uid.
 */
export async function ensureAccount({ adminAuth, db, key, person }) {
  const uid = demoUid(key);
  const userRef = db.doc(`users/${uid}`);
  const existing = await userRef.get();
  try {
    await adminAuth.getUser(uid);
  } catch (error) {
    if (error?.code !== 'auth/user-not-found') throw error;
    try {
      await adminAuth.createUser({
        uid,
        email: person.email,
        password: 'groundtruth-demo',
        displayName: person.name,
        // Demo addresses are not real inboxes: they start verified, as if each had clicked the
        // link, so every demo login can request payouts.
        emailVerified: true,
      });
    } catch (createError) {
      // On a loaded machine firebase-admin may send the request again after the emulator made
      // the user: the account is there, as wanted.
      if (createError?.code !== 'auth/uid-already-exists') throw createError;
    }
  }
  await adminAuth.setCustomUserClaims(uid, { role: existing.data()?.role ?? 'creator' });
  if (existing.exists) {
    // An account seeded before the name search read name_prefixes: brought up to date.
    if (!existing.get('name_prefixes')) await userRef.update(nameFields(existing.get('name')));
    return uid;
  }
  const email = person.email.toLowerCase();
  await db.runTransaction(async (tx) => {
    tx.set(userRef, {
      ...nameFields(person.name),
      email,
      role: 'creator',
      status: 'active',
      // The mirror of the Auth flag the Users screen shows (recordEmailVerified keeps it).
      email_verified: true,
      created_at: FieldValue.serverTimestamp(),
      terms_version: termsVersion,
      terms_accepted_at: FieldValue.serverTimestamp(),
      confirmed_adult: true,
    });
    tx.set(db.doc(`user_roles/${uid}`), { user_id: uid, role: 'creator' });
    tx.set(db.doc(`creator_profiles/${uid}`), {
      user_id: uid,
      chosen_paths: person.paths,
      locales: { country: 'United States', language: 'English' },
      notify_email: true,
      notify_push: key === 'maya',
      onboarding_complete: true,
    });
    tx.set(db.doc(`audit_logs/seed-create-account-${key}`), {
      actor_id: uid,
      actor_name: person.name,
      actor_email: email,
      action: 'create_account',
      entity: 'users',
      entity_id: uid,
      created_at: FieldValue.serverTimestamp(),
      details: { role: 'creator' },
    });
  });
  return uid;
}

/**
 * Makes `uid` the first admin: an admin cannot be made by an admin, so it is bootstrapped as an
 * operator would, with its audit entry written once.
 * @param {import('firebase-admin/auth').Auth} adminAuth
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} uid
 */
export async function bootstrapAdmin(adminAuth, db, uid) {
  await adminAuth.setCustomUserClaims(uid, { role: 'admin' });
  await db.runTransaction(async (tx) => {
    const entry = db.doc('audit_logs/seed-bootstrap-admin');
    const logged = await tx.get(entry);
    tx.update(db.doc(`users/${uid}`), { role: 'admin' });
    tx.update(db.doc(`user_roles/${uid}`), { role: 'admin' });
    if (logged.exists) return;
    tx.create(entry, {
      action: 'bootstrap_admin',
      entity: 'users',
      entity_id: uid,
      actor_id: 'system',
      actor_name: 'Groundtruth setup',
      actor_email: 'setup@groundtruth.local',
      created_at: FieldValue.serverTimestamp(),
    });
  });
}
