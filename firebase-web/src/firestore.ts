// By package name, not './firestore-sdk': the federation shares requests by name, and the
// Firestore must come from the same copy of the SDK as the functions that use it.
import {
  connectFirestoreEmulator,
  getFirestore,
  type Firestore,
} from '@groundtruth/firebase-web/firestore-sdk';
import { firebaseApp } from './app';
// By package name: the page's one Auth (a relative import would bundle a second one).
import { firebaseAuth } from '@groundtruth/firebase-web/auth';
import { appConfig, emulatorAddress } from './config';

let dbPromise: Promise<Firestore> | undefined;

/**
 * Firestore Lite (REST, small), connected to the emulator when the runtime config names one.
 * Every read is a signed-in one: it waits until Auth has restored the user (the dashboard may
 * render before that), or Lite would send the first requests without an ID token.
 */
export function firestore(): Promise<Firestore> {
  dbPromise ??= Promise.all([
    firebaseApp(),
    appConfig(),
    firebaseAuth().then((auth) => auth.authStateReady()),
  ]).then(([app, config]) => {
    const db = getFirestore(app);
    if (config.emulators)
      connectFirestoreEmulator(db, ...emulatorAddress(config.emulators.firestore));
    return db;
  });
  return dbPromise;
}
