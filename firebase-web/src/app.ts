import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { appConfig } from './config';

let appPromise: Promise<FirebaseApp> | undefined;

/** The one Firebase app of the page (firebase/app is a federation singleton). */
export function firebaseApp(): Promise<FirebaseApp> {
  appPromise ??= appConfig().then((config) => getApps()[0] ?? initializeApp(config.firebase));
  return appPromise;
}

let authRestore: Promise<unknown> | undefined;

/** Called by `firebaseAuth()`: the restore of the persisted user that requests must wait for. */
export function setAuthRestore(restore: Promise<unknown>): void {
  authRestore = restore;
}

/**
 * Settles once Auth has restored the persisted user, if Auth was started on this page (a public
 * page that never starts it waits for nothing). The dashboard renders before Auth has restored the
 * session (a remembered one, platform/session.tsx), so a service's first request waits here and
 * carries the user's ID token instead of going out anonymous.
 */
export function authSettled(): Promise<void> {
  return (authRestore ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}
