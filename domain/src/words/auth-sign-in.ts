/**
 * The sign-in page's words, part of authWords' table `auth` and apart from it: the page loads
 * before every signed-in screen, so it carries these only.
 */
export const authSignInWords = {
  signInTitle: 'Sign in',
  signInLead: 'Welcome back. Sign in to see your tasks and earnings.',
  email: 'Email',
  password: 'Password',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  signInButton: 'Sign In',
  newHere: 'New to Groundtruth?',
  createAccount: 'Create an account',
  /**
   * The name of the language links under the sign-in and sign-up pages (each language named in
   * its own words). Not "Language": sign-up's Language field has that name, and one label must
   * find one field.
   */
  languageLinks: 'Read this page in',
} as const;
