/**
 * inviteCustomer (admin): e-mails a person a link that creates their customer account in an
 * organisation: an existing one (`organizationId`), or a new one made here (`organizationName`).
 * Refused for an address that already has an account (it would be a second one). The link's
 * token is made here and only the e-mail carries it; the invitation is stored under its
 * SHA-256 (invitation-token.ts), good for CUSTOMER_INVITATION_DAYS, and any earlier pending
 * invitation to the address is replaced, so only the newest link works. The invitation, the
 * organisation, the replaced ones, the outbox's e-mail and the audit entry are one transaction.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import {
  CUSTOMER_INVITATION_DAYS,
  invitationMessages,
} from '@groundtruth/domain/customer-invitations';
import { auth, db } from '../../core/app';
import { writeAudit } from '../../core/audit';
import { callable, transaction } from '../../core/callable';
import { ADMIN, readCaller, requireUid } from '../../core/caller';
import { fail } from '../../core/errors';
import { pendingDelivery } from '../../mail/compose';
import { composeInvitationMessage } from '../../mail/customer-invitation-mail';
import { customerInvitations } from '../../repos/customer-invitations';
import { organizations } from '../../repos/dataset-orders';
import { invitationIdOf, newInvitationToken } from './invitation-token';

const DAY = 86_400_000;
/** More pending invitations than one address ever has: an admin re-sending a few times. */
const PENDING_BOUND = 50;

function authCode(err: unknown): unknown {
  return typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
}

/** Whether Auth holds an account for `email` (read before the transaction: no network inside). */
async function hasAccount(email: string): Promise<boolean> {
  try {
    await auth().getUserByEmail(email);
    return true;
  } catch (err) {
    if (authCode(err) === 'auth/user-not-found') return false;
    if (authCode(err) === 'auth/invalid-email')
      throw fail.invalid('email: must be an e-mail address');
    throw err;
  }
}

export const inviteCustomer = callable(callables.inviteCustomer, async (input, request) => {
  const uid = requireUid(request);
  // Exactly one of the two: an organisation chosen, or a new one named.
  if ((input.organizationId === undefined) === (input.organizationName === undefined))
    throw fail.invalid(`organizationName: ${invitationMessages.organizationRequired}`);
  const email = input.email.toLowerCase();
  const exists = await hasAccount(email);
  const token = newInvitationToken();
  const invitationId = invitationIdOf(token);
  return transaction(async (tx) => {
    // The caller first: whether an address has an account is an admin's business only.
    const caller = await readCaller(tx, uid, ADMIN);
    if (exists) throw fail.exists(invitationMessages.alreadyHasAccount);
    let organizationId: string;
    let organizationName: string;
    if (input.organizationId !== undefined) {
      const organization = await organizations.get(tx, input.organizationId);
      if (!organization) throw fail.notFound(invitationMessages.organizationNotFound);
      organizationId = input.organizationId;
      organizationName = organization.name;
    } else {
      organizationId = organizations.collection().doc().id;
      organizationName = input.organizationName!;
    }
    const earlier = await customerInvitations.query(
      tx,
      customerInvitations
        .collection()
        .where('email', '==', email)
        .where('status', '==', 'pending')
        .limit(PENDING_BOUND),
    );
    const now = Date.now();
    if (input.organizationId === undefined)
      organizations.create(tx, organizationId, {
        name: organizationName,
        created_at: FieldValue.serverTimestamp(),
      });
    for (const old of earlier) customerInvitations.update(tx, old.id, { status: 'replaced' });
    customerInvitations.create(tx, invitationId, {
      email,
      organization_id: organizationId,
      organization_name: organizationName,
      status: 'pending',
      invited_by: uid,
      created_at: Timestamp.fromMillis(now),
      expires_at: Timestamp.fromMillis(now + CUSTOMER_INVITATION_DAYS * DAY),
    });
    // The id is the invitation's: a retried transaction writes one e-mail.
    tx.set(db().collection(collections.mail).doc(`customer_invitation_${invitationId}`), {
      to: email,
      message: composeInvitationMessage(token, organizationName),
      user_id: uid,
      kind: 'customer_invitation',
      created_at: FieldValue.serverTimestamp(),
      delivery: pendingDelivery(),
    });
    writeAudit(tx, caller, 'invite_customer', collections.customerInvitations, invitationId, {
      email,
      organization_id: organizationId,
      organization_name: organizationName,
      new_organization: input.organizationId === undefined,
      replaced: earlier.map((old) => old.id),
    });
    return { invitationId, organizationId };
  });
});
