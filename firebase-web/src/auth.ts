import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { firebaseApp } from './app';
import { appConfig } from './config';

let authPromise: Promise<Auth> | undefined;

/** Firebase Auth, connected to the Auth emulator when the runtime config names one. */
export function firebaseAuth(): Promise<Auth> {
  authPromise ??= Promise.all([firebaseApp(), appConfig()]).then(([app, config]) => {
    const auth = getAuth(app);
    if (config.emulators)
      connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
    return auth;
  });
  return authPromise;
}
