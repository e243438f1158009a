import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { appConfig } from './config';

let appPromise: Promise<FirebaseApp> | undefined;

/** The one Firebase app of the page (firebase/app is a federation singleton). */
export function firebaseApp(): Promise<FirebaseApp> {
  appPromise ??= appConfig().then((config) => getApps()[0] ?? initializeApp(config.firebase));
  return appPromise;
}
