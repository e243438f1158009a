/**
 * readCustomerInvitation (public): what the invitation page shows before its form, for anyone
 * holding the link: the address the account will have, the organisation and until when the link
 * works; or why it no longer does (invitation-token.ts). Limited per client, as createAccount is
 * (core/rate-limit.ts), though a token of 32 random bytes is never guessed.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { callable } from '../../core/callable';
import { clientKey, takeTokenNow } from '../../core/rate-limit';
import { customerInvitations } from '../../repos/customer-invitations';
import { goodInvitation, invitationIdOf, millisOf } from './invitation-token';

export const readCustomerInvitation = callable(
  callables.readCustomerInvitation,
  async ({ token }, request) => {
    await takeTokenNow('readCustomerInvitation', clientKey(request));
    const invitation = goodInvitation(await customerInvitations.readNow(invitationIdOf(token)));
    return {
      email: invitation.email,
      organizationName: invitation.organization_name,
      expiresAt: new Date(millisOf(invitation.expires_at)).toISOString(),
    };
  },
);
