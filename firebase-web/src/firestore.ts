// By package name, not './firestore-sdk': the federation shares requests by name, and the
// Firestore must come from the same copy of the SDK as the functions that use it.
import {
  connectFirestoreEmulator,
  getFirestore,
  type Firestore,
} from '@groundtruth/firebase-web/firestore-sdk';
import { firebaseApp } from './app';
import { appConfig, emulatorAddress } from './config';

let dbPromise: Promise<Firestore> | undefined;

/** Firestore Lite (REST, small), connected to the emulator when the runtime config names one. */
export function firestore(): Promise<Firestore> {
  dbPromise ??= Promise.all([firebaseApp(), appConfig()]).then(([app, config]) => {
    const db = getFirestore(app);
    if (config.emulators)
      connectFirestoreEmulator(db, ...emulatorAddress(config.emulators.firestore));
    return db;
  });
  return dbPromise;
}
