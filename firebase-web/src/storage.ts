import type { FirebaseStorage } from '@groundtruth/firebase-web/storage-sdk';
import { firebaseApp } from './app';
// By package name: the page's one Auth (a relative import would bundle a second one).
import { firebaseAuth } from '@groundtruth/firebase-web/auth';
import { appConfig, emulatorAddress } from './config';

let storagePromise: Promise<FirebaseStorage> | undefined;

/**
 * Cloud Storage (default bucket), connected to the emulator when the runtime config names one.
 * The SDK loads at the first use, not with the screen that imports this (Submit Your Work loads
 * it with the first file). By package name, not './storage-sdk': the federation shares requests
 * by name, and the instance must come from the copy of the SDK whose functions use it.
 */
export function storage(): Promise<FirebaseStorage> {
  storagePromise ??= Promise.all([
    firebaseApp(),
    appConfig(),
    import('@groundtruth/firebase-web/storage-sdk'),
    // Uploads and downloads are signed-in ones: wait for the restored user (see firestore.ts).
    firebaseAuth().then((auth) => auth.authStateReady()),
  ]).then(([app, config, { connectStorageEmulator, getStorage }]) => {
    const instance = getStorage(app);
    if (config.emulators)
      connectStorageEmulator(instance, ...emulatorAddress(config.emulators.storage));
    return instance;
  });
  return storagePromise;
}
