/**
 * What sign-in, sign-up and password reset say when Firebase Auth or createAccount refuses (the
 * shell's auth-errors.ts), part of authWords' table `auth` and apart from it, as the sign-in
 * page's words are. The other refusals they show are messages of domain/src/messages.ts, and
 * createAccount's refusals of a field are the table of field checks' (field-checks.ts).
 */
export const authErrorWords = {
  invalidCredentials: 'Invalid email or password.',
  invalidEmail: 'That email address is not valid.',
  /** createAccount's own words too (server-messages.ts, emailInUse). */
  emailInUse: 'The email address is already in use by another account.',
  tooManyRequests: 'Too many attempts. Wait a moment and try again.',
  networkFailed: 'Could not reach the server. Check your connection and try again.',
  /** createAccount's refusal of terms older than the current ones (signupTermsChanged). */
  termsChanged:
    'The terms changed while you were signing up. Reload the page and accept the current terms.',
} as const;
