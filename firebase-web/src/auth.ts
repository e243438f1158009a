import {
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp, setAuthRestore } from './app';
import { appConfig } from './config';

// The only way browser code reaches Firebase Auth: 'firebase/auth' is not a federation share
// (a shared module is never tree-shaken, so the whole SDK, popup and redirect sign-in included,
// went to every signed-in page). This module is the shared singleton instead, and it bundles
// only the functions below. An app that needs another Auth function adds it here.
export { onIdTokenChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
// Asking for the password again before a change where money moves.
export { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
// Password reset and e-mail verification: the sign-up, the forgot-password and
// action pages, and the dashboard's verification banner.
export {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  sendEmailVerification,
  sendPasswordResetEmail,
  verifyPasswordResetCode,
} from 'firebase/auth';
export type { Auth, User } from 'firebase/auth';

let authPromise: Promise<Auth> | undefined;

/**
 * Firebase Auth, connected to the Auth emulator when the runtime config names one. Set up with
 * `initializeAuth` and the one persistence the product uses (IndexedDB, what `getAuth` picks in
 * every supported browser): `getAuth` would also bundle the popup/redirect resolver (OAuth
 * iframes, gapi loader) and two fallback persistences for sign-in methods the product has not.
 */
export function firebaseAuth(): Promise<Auth> {
  authPromise ??= Promise.all([firebaseApp(), appConfig()]).then(([app, config]) => {
    const auth = initializeAuth(app, { persistence: indexedDBLocalPersistence });
    if (config.emulators)
      connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
    return auth;
  });
  const restore = authPromise.then((auth) => auth.authStateReady());
  restore.catch(() => undefined); // reported by whoever awaits firebaseAuth(); here only awaited
  setAuthRestore(restore);
  return authPromise;
}
