import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
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
