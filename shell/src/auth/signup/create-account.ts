import { callLazily } from '@groundtruth/platform/call-lazily';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { sendVerificationEmail } from '../account-email';
import type { SignupForm } from './signup-form';

/**
 * Creates the creator account through the createAccount callable (which sets the role claim and
 * writes users, user_roles and creator_profiles in one transaction), signs in, and sends the
 * verification e-mail. The account works without it, so a failed send is only
 * logged: the dashboard's banner offers to send it again.
 */
export async function createAccount(form: SignupForm): Promise<void> {
  const auth = import('@groundtruth/firebase-web/auth');
  await callLazily((c) => c.createAccount, {
    name: form.name.trim(),
    email: form.email.trim(),
    password: form.password,
    chosenPaths: form.chosenPaths,
    country: form.country,
    language: form.language,
    notifyEmail: form.notifyEmail,
    notifyPush: form.notifyPush,
    // The wizard holds step 4 until both are ticked; the server refuses an account without them.
    termsVersion: form.acceptsTerms ? TERMS_VERSION : '',
    confirmsAdult: form.confirmsAdult as true,
  });
  const { firebaseAuth, signInWithEmailAndPassword } = await auth;
  await signInWithEmailAndPassword(await firebaseAuth(), form.email.trim(), form.password);
  await sendVerificationEmail().catch((error: unknown) =>
    console.error('[signup] could not send the verification e-mail', error),
  );
}
