import { paths } from '@groundtruth/domain/paths';

/**
 * Where a person lands after following a link of Auth's e-mails: the sign-in page of this
 * origin. (The link itself opens the product's /auth/action page, the action URL of the project's
 * e-mail templates; locally the stack's mail relay builds it.) Passed as actionCodeSettings.url,
 * which Firebase calls the continue URL.
 */
function continueSettings() {
  return { url: `${window.location.origin}${paths.login}` };
}

/** Sends the signed-in user a verification e-mail (sign-up, and the dashboard's banner). */
export async function sendVerificationEmail(): Promise<void> {
  const { firebaseAuth, sendEmailVerification } = await import('@groundtruth/firebase-web/auth');
  const user = (await firebaseAuth()).currentUser;
  if (!user) throw new Error('Not signed in');
  await sendEmailVerification(user, continueSettings());
}

/**
 * Asks Auth to send `email` a password-reset e-mail. An address without an account is not an
 * error here: the page answers the same either way, so nobody learns who has an account.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const { firebaseAuth, sendPasswordResetEmail } = await import('@groundtruth/firebase-web/auth');
  try {
    await sendPasswordResetEmail(await firebaseAuth(), email, continueSettings());
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return;
    throw error;
  }
}
