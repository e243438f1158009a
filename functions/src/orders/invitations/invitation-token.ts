/**
 * An invitation's link: a secret token of 32 random bytes (base64url) that only the e-mail
 * carries; the invitation is stored under its SHA-256, so whoever reads the collection (the
 * functions, an operator) still cannot open a link. Whether a link still works is decided here
 * for the page, the account it creates, and the transaction that re-checks it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { WithId } from '@groundtruth/domain/converter';
import {
  invitationMessages,
  type CustomerInvitation,
} from '@groundtruth/domain/customer-invitations';
import { fail } from '../../core/errors';

/** A new link's secret. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The id of the invitation `token` opens: its SHA-256, hex. */
export function invitationIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The moment `value` (a stored Timestamp) names, in milliseconds; NaN when it is none. */
export function millisOf(value: unknown): number {
  return value instanceof Timestamp ? value.toMillis() : Number.NaN;
}

/**
 * `invitation` when its link still works at `now`; else the refusal in words: none (a forged or
 * mistyped token) or replaced by a newer invitation → `invalid`, accepted → `used`, past its
 * `expires_at` → `expired`. A used link says so even once expired: its account exists.
 */
export function goodInvitation<T extends WithId<CustomerInvitation>>(
  invitation: T | null,
  now = Date.now(),
): T {
  if (!invitation) throw fail.notFound(invitationMessages.invalid);
  if (invitation.status === 'accepted') throw fail.precondition(invitationMessages.used);
  if (invitation.status !== 'pending') throw fail.precondition(invitationMessages.invalid);
  const expiresAt = millisOf(invitation.expires_at);
  if (!(expiresAt > now)) throw fail.precondition(invitationMessages.expired);
  return invitation;
}
