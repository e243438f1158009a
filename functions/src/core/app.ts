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

// Marks the one Firestore instance whose settings are applied: a test process loads the functions
// twice (the deployed bundle its callable host serves, and the sources a test imports), and both
// copies get the same instance from firebase-admin, whose settings may be set only once.
const SETTINGS_APPLIED = Symbol.for('groundtruth.firestore.settingsApplied');

/** The default Firestore database. */
export function db(): Firestore {
  if (!firestore) {
    const instance = getFirestore(app()) as Firestore & { [SETTINGS_APPLIED]?: true };
    if (!instance[SETTINGS_APPLIED]) {
      instance.settings({ ignoreUndefinedProperties: true });
      instance[SETTINGS_APPLIED] = true;
    }
    firestore = instance;
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
