import { callLazily } from '@groundtruth/platform/call-lazily';
import type { SignupForm } from './signup-form';

/**
 * Creates the creator account through the createAccount callable (which sets the role claim and
 * writes users, user_roles and creator_profiles in one transaction), then signs in.
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
  });
  const { firebaseAuth, signInWithEmailAndPassword } = await auth;
  await signInWithEmailAndPassword(await firebaseAuth(), form.email.trim(), form.password);
}
