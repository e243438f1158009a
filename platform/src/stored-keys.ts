// What the product keeps in the browser's localStorage, by key; each is a signed-in user's and
// all are removed when Auth reports nobody signed in (platform/src/session.tsx) or at Sign Out.

/** The last signed-in session (uid, name, e-mail, role): a return visit renders at once. */
export const SESSION_HINT_KEY = 'groundtruth.session';

/** The last data of each screen, of one user (query-persistence.ts). */
export const PERSIST_KEY = 'groundtruth.queries';

/** The last rendered look of each dashboard screen, of one user (shell/src/snapshot). */
export const SNAPSHOT_KEY = 'groundtruth.snapshot';

/** The browser's localStorage, or null where it is disabled (some private modes throw on access). */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The language the screens read in (a locale code), chosen by a link, sign-up or Settings. Kept
 * at Sign Out: it is the browser's, as a signed-out visitor's choice is.
 */
export const LOCALE_KEY = 'groundtruth.locale';
