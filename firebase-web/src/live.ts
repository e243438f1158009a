import type { Firestore } from '@groundtruth/firebase-web/firestore-live-sdk';
import { firebaseApp } from './app';
import { appConfig, emulatorAddress } from './config';
import { LIVE_AFTER_MS } from './live-after';

/** The full SDK's functions (the dynamically imported chunk) and the page's live Firestore. */
export interface LiveFirestore {
  db: Firestore;
  sdk: typeof import('@groundtruth/firebase-web/firestore-live-sdk');
}

export { LIVE_AFTER_MS };

let livePromise: Promise<LiveFirestore> | undefined;

/**
 * The full Firestore SDK (realtime listeners over WebChannel), loaded at the first call and
 * connected to the emulator when the runtime config names one, as Lite is. By package name, not
 * './firestore-live-sdk': the federation shares requests by name, and the instance must come
 * from the copy of the SDK whose functions use it. A failed load is retried on the next call.
 */
export function liveFirestore(): Promise<LiveFirestore> {
  livePromise ??= Promise.all([
    firebaseApp(),
    appConfig(),
    import('@groundtruth/firebase-web/firestore-live-sdk'),
  ])
    .then(([app, config, sdk]) => {
      const db = sdk.getFirestore(app);
      if (config.emulators)
        sdk.connectFirestoreEmulator(db, ...emulatorAddress(config.emulators.firestore));
      return { db, sdk };
    })
    .catch((error: unknown) => {
      livePromise = undefined;
      throw error;
    });
  return livePromise;
}

/** Milliseconds until the page has been open LIVE_AFTER_MS (0 once it has, or the SDK is here). */
export function liveDelay(): number {
  if (livePromise) return 0;
  return Math.max(0, LIVE_AFTER_MS - performance.now());
}
