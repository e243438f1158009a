/**
 * The firebase-admin services, created on first use so that loading the module (which the
 * Functions runtime does to discover triggers) touches no network. With FIRESTORE_EMULATOR_HOST,
 * FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST set, they talk to emulators.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

function app(): App {
  return getApps()[0] ?? initializeApp();
}

let firestore: Firestore | undefined;

/** The default Firestore database. */
export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(app());
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}

/** Firebase Auth (accounts, custom claims, sessions). */
export function auth(): Auth {
  return getAuth(app());
}

/**
 * The default Storage bucket, where submissions are uploaded (docs/architecture.md, Data model).
 */
export function bucket() {
  const name = process.env.GROUNDTRUTH_STORAGE_BUCKET;
  return name ? getStorage(app()).bucket(name) : getStorage(app()).bucket();
}
