import { messages } from '@groundtruth/domain/messages';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';

/** What sign-up says of an address that already has an account (createAccount's own words too). */
export const EMAIL_IN_USE = 'The email address is already in use by another account.';

const friendly: Record<string, string> = {
  'auth/invalid-credential': 'Invalid email or password.',
  'auth/invalid-login-credentials': 'Invalid email or password.',
  'auth/wrong-password': 'Invalid email or password.',
  'auth/user-not-found': 'Invalid email or password.',
  'auth/user-disabled': messages.accountSuspended,
  'auth/invalid-email': 'That email address is not valid.',
  'auth/email-already-in-use': EMAIL_IN_USE,
  'auth/weak-password': messages.passwordTooShort,
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'auth/network-request-failed': 'Could not reach the server. Check your connection and try again.',
};

/**
 * What to tell the user when sign-in or sign-up fails: the server's message in words a person
 * can act on, or 'An unexpected error occurred' for anything that is not a Firebase error.
 */
export function authErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('code' in error)) return messages.unexpected;
  const code = String((error as { code: unknown }).code);
  if (friendly[code]) return friendly[code];
  // A callable (createAccount) failed: its message is the server's own words, without the name
  // of the field it is about ("termsVersion: Accept the Terms …").
  if (code.startsWith('functions/'))
    return callableErrorWords(error).message || messages.unexpected;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message.replace(/^Firebase:\s*/, '');
  return messages.unexpected;
}

/** The account could not be made because the address already has one. */
export function isEmailInUse(error: unknown): boolean {
  return authErrorMessage(error) === EMAIL_IN_USE;
}
