/**
 * acceptCustomerInvitation (public): the invitation page's form. Refused, in a sentence, for a
 * link that no longer works (invitation-token.ts), a common password, or terms other than the
 * current ones (as createAccount). Creates the Auth account for the invitation's address, already
 * verified (the link came to that mailbox), with the `customer` role and the organisation as
 * claims; then one transaction re-reads the invitation, still pending, and writes users and
 * user_roles (role and organisation), marks it accepted and writes the audit entry. Two tabs
 * submitting one link make one account: Auth refuses the second address, and a transaction that
 * finds the invitation no longer pending deletes the account it came with. The page then signs in.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { invitationMessages } from '@groundtruth/domain/customer-invitations';
import { nameFields } from '@groundtruth/domain/name-search';
import { newPasswordProblem } from '@groundtruth/domain/password-rules';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { messages } from '@groundtruth/domain/messages';
import { auth } from '../../core/app';
import { writeAudit } from '../../core/audit';
import { callable, transaction } from '../../core/callable';
import { fail } from '../../core/errors';
import { clientKey, takeTokenNow } from '../../core/rate-limit';
import { customerInvitations } from '../../repos/customer-invitations';
import { userRoles, users } from '../../repos/users';
import { goodInvitation, invitationIdOf } from './invitation-token';

function authCode(err: unknown): unknown {
  return typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
}

export const acceptCustomerInvitation = callable(
  callables.acceptCustomerInvitation,
  async (input, request) => {
    // As createAccount: the token is taken before the Auth account exists.
    await takeTokenNow('acceptCustomerInvitation', clientKey(request));
    const invitationId = invitationIdOf(input.token);
    const invitation = goodInvitation(await customerInvitations.readNow(invitationId));
    const weak = await newPasswordProblem(input.password);
    if (weak) throw fail.invalid(weak);
    if (input.termsVersion !== TERMS_VERSION)
      throw fail.invalid(`termsVersion: ${serverMessages.signupTermsChanged}`);
    const { email, organization_id: organizationId } = invitation;
    let uid: string;
    try {
      const user = await auth().createUser({
        email,
        password: input.password,
        displayName: input.name,
        emailVerified: true,
      });
      uid = user.uid;
    } catch (err) {
      // The other tab's account, made a moment ago: this link is spent.
      if (authCode(err) === 'auth/email-already-exists')
        throw fail.precondition(invitationMessages.used);
      if (authCode(err) === 'auth/invalid-password') throw fail.invalid(messages.passwordTooShort);
      throw err;
    }

    try {
      await auth().setCustomUserClaims(uid, { role: 'customer', organization_id: organizationId });
      await transaction(async (tx) => {
        // Still pending: an invitation replaced or used since it was read makes no account.
        goodInvitation(await customerInvitations.get(tx, invitationId));
        users.create(tx, uid, {
          ...nameFields(input.name),
          email,
          role: 'customer',
          status: 'active',
          organization_id: organizationId,
          created_at: FieldValue.serverTimestamp(),
          email_verified: true,
          terms_version: TERMS_VERSION,
          terms_accepted_at: FieldValue.serverTimestamp(),
          confirmed_adult: true,
        });
        // The organisation is no field of the role mirror every account shares: a customer's own.
        tx.create(userRoles.ref(uid), {
          user_id: uid,
          role: 'customer',
          organization_id: organizationId,
        });
        customerInvitations.update(tx, invitationId, {
          status: 'accepted',
          accepted_by: uid,
          accepted_at: FieldValue.serverTimestamp(),
        });
        writeAudit(tx, { uid, name: input.name, email }, 'create_account', 'users', uid, {
          role: 'customer',
          organization_id: organizationId,
          terms_version: TERMS_VERSION,
          invitation_id: invitationId,
        });
      });
    } catch (err) {
      await auth()
        .deleteUser(uid)
        .catch((cleanup: unknown) =>
          console.error(
            `${callables.acceptCustomerInvitation.name}: could not delete`,
            uid,
            cleanup,
          ),
        );
      throw err;
    }
    return { uid, email };
  },
);
