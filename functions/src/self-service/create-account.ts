/**
 * createAccount (public): the sign-up wizard's step 4. Refuses, in a sentence, a person who has not
 * accepted the current terms (TERMS_VERSION) or confirmed being 18 or older; creates the Auth
 * account with the creator role claim, then in one transaction its users, user_roles and creator_profiles
 * documents and the audit entry. If the transaction fails the Auth account is deleted, so a
 * retry with the same e-mail starts clean. One client may create only a few accounts an hour
 * (core/rate-limit.ts).
 */
import { nameFields } from '@groundtruth/domain/name-search';
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { newPasswordProblem } from '@groundtruth/domain/password-rules';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { auth } from '../core/app';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { fail } from '../core/errors';
import { clientKey, takeTokenNow } from '../core/rate-limit';
import { creatorProfiles, userRoles, users } from '../repos/users';

function isAuthError(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

export const createAccount = callable(callables.createAccount, async (input, request) => {
  // One client creates a handful of accounts an hour: the token is taken in a
  // transaction of its own before the Auth account exists, so a refused call creates nothing.
  await takeTokenNow('createAccount', clientKey(request));
  // The sign-up page checks the same rules, but a client can skip its own checks.
  const weak = await newPasswordProblem(input.password);
  if (weak) throw fail.invalid(weak);
  // The terms and the age are asked before the account exists (sign-up step 4): the input's
  // schema refuses an account without them, and here terms other than the current ones.
  if (input.termsVersion !== TERMS_VERSION)
    throw fail.invalid(`termsVersion: ${serverMessages.signupTermsChanged}`);
  let uid: string;
  try {
    const user = await auth().createUser({
      email: input.email,
      password: input.password,
      displayName: input.name,
    });
    uid = user.uid;
  } catch (err) {
    if (isAuthError(err, 'auth/email-already-exists')) throw fail.exists(serverMessages.emailInUse);
    if (isAuthError(err, 'auth/invalid-email'))
      throw fail.invalid('email: must be an e-mail address');
    if (isAuthError(err, 'auth/invalid-password')) throw fail.invalid(messages.passwordTooShort);
    throw err;
  }

  try {
    await auth().setCustomUserClaims(uid, { role: 'creator' });
    await transaction(async (tx) => {
      const email = input.email.toLowerCase();
      users.create(tx, uid, {
        ...nameFields(input.name),
        email,
        role: 'creator',
        status: 'active',
        created_at: FieldValue.serverTimestamp(),
        // The verification e-mail goes out from the sign-up page once signed in.
        email_verified: false,
        terms_version: TERMS_VERSION,
        terms_accepted_at: FieldValue.serverTimestamp(),
        confirmed_adult: true,
      });
      userRoles.create(tx, uid, { user_id: uid, role: 'creator' });
      creatorProfiles.create(tx, uid, {
        user_id: uid,
        chosen_paths: input.chosenPaths,
        locales: { country: input.country, language: input.language },
        notify_email: input.notifyEmail,
        notify_push: input.notifyPush,
        onboarding_complete: true,
      });
      writeAudit(tx, { uid, name: input.name, email }, 'create_account', 'users', uid, {
        role: 'creator',
        terms_version: TERMS_VERSION,
      });
    });
  } catch (err) {
    await auth()
      .deleteUser(uid)
      .catch((cleanup: unknown) =>
        console.error(`${callables.createAccount.name}: could not delete`, uid, cleanup),
      );
    throw err;
  }
  return { uid };
});
