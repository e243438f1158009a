/**
 * customer_invitations/{sha256 hex of the link's token} (domain/src/customer-invitations.ts).
 * Only the invitation functions read and write them.
 */
import { collections } from '@groundtruth/domain/collections';
import { customerInvitationSchema } from '@groundtruth/domain/customer-invitations';
import { repository } from './base';

export const customerInvitations = repository(
  collections.customerInvitations,
  customerInvitationSchema,
);
