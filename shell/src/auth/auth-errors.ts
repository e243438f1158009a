import { useMemo } from 'react';
import { messages } from '@groundtruth/domain/messages';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { authErrorWords } from '@groundtruth/domain/words/auth-errors';
import { fieldCheckIn, fieldCheckWords } from '@groundtruth/domain/words/field-checks';
import { useLocale, useWords } from '@groundtruth/platform/i18n';

/** What sign-up says of an address that already has an account (createAccount's own words too). */
export const EMAIL_IN_USE = authErrorWords.emailInUse;

const friendly: Record<string, string> = {
  'auth/invalid-credential': authErrorWords.invalidCredentials,
  'auth/invalid-login-credentials': authErrorWords.invalidCredentials,
  'auth/wrong-password': authErrorWords.invalidCredentials,
  'auth/user-not-found': authErrorWords.invalidCredentials,
  'auth/user-disabled': messages.accountSuspended,
  'auth/invalid-email': authErrorWords.invalidEmail,
  'auth/email-already-in-use': EMAIL_IN_USE,
  'auth/weak-password': messages.passwordTooShort,
  'auth/too-many-requests': authErrorWords.tooManyRequests,
  'auth/network-request-failed': authErrorWords.networkFailed,
};

/**
 * What to tell the user when sign-in or sign-up fails: the server's message in words a person
 * can act on, or 'An unexpected error occurred' for anything that is not a Firebase error.
 * In English; `useAuthWords` says it in the screens' language.
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

/**
 * The auth screens' refusals in the screens' language: `say(english)` turns a message of the
 * tables (messages.ts, authErrorWords) into its words there, anything else as it is;
 * `sayError(error)` is authErrorMessage said so.
 */
export function useAuthWords(): {
  say: (english: string) => string;
  sayError: (error: unknown) => string;
} {
  const said = useWords('messages', messages);
  const errors = useWords('auth', authErrorWords);
  const checks = useWords('fieldChecks', fieldCheckWords);
  const english = useLocale() === 'en';
  return useMemo(() => {
    const tables = [
      [messages, said],
      [authErrorWords, errors],
    ] as [Record<string, unknown>, Record<string, unknown>][];
    const say = (english: string) => {
      for (const [table, words] of tables)
        for (const key of Object.keys(table))
          if (table[key] === english && typeof words[key] === 'string') return words[key] as string;
      return english;
    };
    /** createAccount's refusal of a field ("name: is required") with the field's words. */
    const fieldRefusal = (error: unknown) => {
      const { code, message } = error as { code?: unknown; message?: unknown };
      if (english || typeof code !== 'string' || !code.startsWith('functions/')) return null;
      const match = /^(?:\w+\.)*(\w+): (.+?)(?: \[\d{3}\])?$/s.exec(String(message ?? ''));
      const label = match ? (checks.fields as Record<string, string>)[match[1]!] : undefined;
      return label ? fieldCheckIn(checks, label, match![2]!) : null;
    };
    return {
      say,
      sayError: (error: unknown) => fieldRefusal(error) ?? say(authErrorMessage(error)),
    };
  }, [said, errors, checks, english]);
}
