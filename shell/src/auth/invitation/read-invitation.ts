import { readLazily } from '@groundtruth/platform/call-lazily';
import type { CustomerInvitationView } from '@groundtruth/domain/customer-invitations';

/**
 * What an invitation's link invites to (readCustomerInvitation): the address and the
 * organisation, or the refusal saying why the link no longer works. Only the Functions SDK loads
 * for it, not the callables' input schemas.
 */
export function readInvitation(token: string): Promise<CustomerInvitationView> {
  return readLazily('readCustomerInvitation', { token });
}
