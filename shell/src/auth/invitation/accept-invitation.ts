import { callLazily } from '@groundtruth/platform/call-lazily';
import { TERMS_VERSION } from '@groundtruth/domain/constants';

/** What the invitation page's form sends. */
export interface InvitationAnswers {
  token: string;
  name: string;
  password: string;
}

/**
 * Creates the invited customer's account through acceptCustomerInvitation (the account, its
 * claims and documents, the invitation spent), then signs in with its e-mail and the password
 * just chosen, as sign-up does. The page asks for the terms and the age before it calls.
 */
export async function acceptInvitation({
  token,
  name,
  password,
}: InvitationAnswers): Promise<void> {
  const auth = import('@groundtruth/firebase-web/auth');
  const { email } = await callLazily((c) => c.acceptCustomerInvitation, {
    token,
    name: name.trim(),
    password,
    termsVersion: TERMS_VERSION,
    confirmsAdult: true,
  });
  const { firebaseAuth, signInWithEmailAndPassword } = await auth;
  await signInWithEmailAndPassword(await firebaseAuth(), email, password);
}
