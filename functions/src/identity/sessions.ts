/**
 * Opening a verification session, shared by startIdentityCheck (the creator) and
 * resendIdentityLink (support for them). The provider is called before the transaction (no
 * network inside one); the transaction then records the session as the current one and the state
 * as pending, unless the creator was verified meanwhile.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { WithId } from '@groundtruth/domain/converter';
import type { IdentityCheck } from '@groundtruth/domain/identity';
import { paths } from '@groundtruth/domain/paths';
import { appUrl } from '../mail/config';
import { identityChecks } from '../repos/identity-checks';
import { identityProvider, type IdentitySession } from './provider';

/** Asks the provider for a new session verifying `userId`, returning to Payments. */
export function openSession(userId: string, name: string): Promise<IdentitySession> {
  return identityProvider().createSession({
    userId,
    name,
    returnUrl: `${appUrl()}${paths.payments}?tab=tax`,
  });
}

/**
 * Makes `session` the creator's current one, pending, in `tx`. The state's clock moves to the
 * session's start at least, so no event from before it can overwrite the new state.
 */
export function recordSession(
  tx: Transaction,
  userId: string,
  session: IdentitySession,
  current: WithId<IdentityCheck> | null,
): void {
  identityChecks.set(tx, userId, {
    status: 'pending',
    verified_name: null,
    reason: null,
    updated_at: FieldValue.serverTimestamp(),
    session_id: session.id,
    last_event_created: Math.max(session.created, current?.last_event_created ?? 0),
    last_event_id: null,
    verified_at: null,
  });
}
