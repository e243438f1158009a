import { messages } from '@groundtruth/domain/messages';

/**
 * Changes where money moves need a sign-in within the last minutes: the callable
 * refuses an older one with FAILED_PRECONDITION and `details.reauthenticate`, and the screen asks
 * for the password again, then retries. The Auth functions load only when that happens.
 */
export function needsRecentSignIn(error: unknown): boolean {
  const e = error as { code?: unknown; details?: { reauthenticate?: unknown } } | null;
  return e?.code === 'functions/failed-precondition' && e.details?.reauthenticate === true;
}

/** Signs the current user in again with `password`; rejects with words a person can act on. */
export async function confirmPassword(password: string): Promise<void> {
  const { EmailAuthProvider, firebaseAuth, reauthenticateWithCredential } =
    await import('@groundtruth/firebase-web/auth');
  const user = (await firebaseAuth()).currentUser;
  if (!user?.email) throw new Error(messages.signInRequired);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/wrong-password' || code === 'auth/invalid-credential') {
      throw new Error(messages.wrongPassword);
    }
    throw error;
  }
}
