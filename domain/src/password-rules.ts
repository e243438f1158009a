import { messages } from './messages';

/**
 * The rules for a new password, for sign-up, the reset page and createAccount alike:
 * at least PASSWORD_MIN_LENGTH characters, and not in a list of common passwords. The list is
 * zxcvbn-ts' (about 30,000 passwords from breach corpora, maintained with the library) and is
 * large, so it is loaded only when a password is checked: never on the sign-in page or a
 * signed-in screen, and in the functions only by the callable that checks.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Firebase Auth accepts up to 4096; a longer one is not a password a person types. */
export const PASSWORD_MAX_LENGTH = 128;

let common: Promise<ReadonlySet<string>> | undefined;

/** The common-password list as a set of lower-case entries, loaded on first use. */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return common;
}

/** Starts loading the list, so the first check does not wait (a page that will check soon). */
export function preloadPasswordRules(): void {
  void commonPasswords();
}

/** The length rule alone, for a check that must not wait (a field's hint while typing). */
export function passwordLengthProblem(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH ? messages.passwordTooShort : null;
}

/**
 * Why `password` may not be a new password, or null when it may. The list holds lower-case
 * entries; "Password1" is as guessable as "password1", so the check ignores case.
 */
export async function newPasswordProblem(password: string): Promise<string | null> {
  const short = passwordLengthProblem(password);
  if (short) return short;
  return (await commonPasswords()).has(password.toLowerCase()) ? messages.passwordTooCommon : null;
}
