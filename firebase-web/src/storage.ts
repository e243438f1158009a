// By package name, not './storage-sdk': the federation shares requests by name, and the storage
// instance must come from the same copy of the SDK as the functions that use it.
import {
  connectStorageEmulator,
  getStorage,
  type FirebaseStorage,
} from '@groundtruth/firebase-web/storage-sdk';
import { firebaseApp } from './app';
import { appConfig, emulatorAddress } from './config';

let storagePromise: Promise<FirebaseStorage> | undefined;

/** Cloud Storage (default bucket), connected to the emulator when the runtime config names one. */
export function storage(): Promise<FirebaseStorage> {
  storagePromise ??= Promise.all([firebaseApp(), appConfig()]).then(([app, config]) => {
    const instance = getStorage(app);
    if (config.emulators)
      connectStorageEmulator(instance, ...emulatorAddress(config.emulators.storage));
    return instance;
  });
  return storagePromise;
}
