/**
 * identityWebhook: the HTTP function the identity provider calls with its events (Stripe
 * Identity's `identity.verification_session.*`; locally the sandbox page, alike).
 *
 * - Only events signed with the endpoint's secret, at most five minutes old (signature.ts):
 *   anything else is 400 and changes nothing.
 * - Each event id once: `identity_events/{eventId}` (functions only) is created in the
 *   transaction that applies the event, so a replay, a provider's retry or two deliveries at
 *   once find it and change nothing.
 * - Out of order: the state keeps the `created` of the event it came from; an event created
 *   earlier (or in the same second but less final: "processing" after "verified") is recorded
 *   and ignored. An event of a session other than the current one may only verify: a person
 *   verified through an older link is verified, but an old link's failure does not undo a retry.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/entities';
import { documentIdProblem } from '@groundtruth/domain/ids';
import {
  identityEventStatus,
  identityStatusRank,
  type IdentityEventType,
  type IdentityStatus,
} from '@groundtruth/domain/identity';
import { z } from 'zod';
import { identityMessages } from '@groundtruth/domain/identity-messages';
import { paths } from '@groundtruth/domain/paths';
import { db } from '../core/app';
import { providerWebhook } from '../core/provider-webhooks';
import { writeAudit } from '../core/audit';
import { transaction } from '../core/callable';
import { notify, readRecipient } from '../mail/notify';
import { identityChecks } from '../repos/identity-checks';
import { users } from '../repos/users';
import { identitySecrets, webhookSecret } from './config';
import { identityProvider, type SessionObject } from './provider';

const safeId = z
  .string()
  .min(1)
  .max(255)
  .refine((value) => !documentIdProblem(value));

const eventSchema = z.object({
  id: safeId,
  type: z.string().max(200),
  created: z.number().int().nonnegative(),
  data: z.object({
    object: z.looseObject({
      id: safeId,
      client_reference_id: z.string().nullish(),
      metadata: z.record(z.string(), z.string()).nullish(),
      last_error: z.object({ code: z.string().nullish(), reason: z.string().nullish() }).nullish(),
      verified_outputs: z
        .object({ first_name: z.string().nullish(), last_name: z.string().nullish() })
        .nullish(),
    }),
  }),
});
export type IdentityEvent = z.infer<typeof eventSchema>;

/** What became of an event: applied, or why not. */
export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'other_session' | 'ignored';

function isHandled(type: string): type is IdentityEventType {
  return Object.hasOwn(identityEventStatus, type);
}

/** The provider's reason for a failed check, in its words. */
function reasonOf(session: SessionObject): string {
  return session.last_error?.reason || session.last_error?.code || 'requires_input';
}

/** Applies `event` once, in order; resolves what became of it. */
export async function handleIdentityEvent(event: IdentityEvent): Promise<EventOutcome> {
  const session = event.data.object;
  const userId = session.metadata?.user_id ?? session.client_reference_id ?? '';
  const status: IdentityStatus | null = isHandled(event.type)
    ? identityEventStatus[event.type]
    : null;
  // The provider may be asked for the verified name (Stripe, unexpanded): before the transaction.
  const verifiedName =
    status === 'verified' ? await identityProvider().verifiedName(session) : null;
  return transaction(async (tx) => {
    const seen = db().collection(collections.identityEvents).doc(event.id);
    if ((await tx.get(seen)).exists) return 'duplicate';
    const user = userId && !documentIdProblem(userId) ? await users.get(tx, userId) : null;
    const current = user ? await identityChecks.get(tx, userId) : null;
    let outcome: EventOutcome = 'applied';
    if (!status || !user || user.status === 'deleted') outcome = 'ignored';
    else if (
      current &&
      (event.created < current.last_event_created ||
        (event.created === current.last_event_created &&
          identityStatusRank(status) < identityStatusRank(current.status)))
    )
      outcome = 'stale';
    else if (current?.session_id && current.session_id !== session.id && status !== 'verified')
      outcome = 'other_session';
    const recipient =
      outcome === 'applied' && user && (status === 'verified' || status === 'failed')
        ? await readRecipient(tx, userId)
        : null;
    tx.create(seen, {
      type: event.type.slice(0, 200),
      user_id: user ? userId : null,
      session_id: session.id,
      created: event.created,
      outcome,
      received_at: FieldValue.serverTimestamp(),
    });
    if (outcome !== 'applied' || !status || !user) return outcome;
    identityChecks.set(tx, userId, {
      status,
      verified_name: status === 'verified' ? verifiedName : null,
      reason: status === 'failed' ? reasonOf(session) : null,
      updated_at: FieldValue.serverTimestamp(),
      session_id: status === 'verified' ? session.id : (current?.session_id ?? session.id),
      last_event_created: event.created,
      last_event_id: event.id,
      verified_at: status === 'verified' ? FieldValue.serverTimestamp() : null,
    });
    if (recipient) {
      const reason = reasonOf(session);
      notify(
        tx,
        {
          userId,
          kind: status === 'verified' ? 'identity_verified' : 'identity_failed',
          entityId: event.id,
          title:
            status === 'verified'
              ? identityMessages.identityVerifiedTitle
              : identityMessages.identityFailedTitle,
          body:
            status === 'verified'
              ? identityMessages.identityVerifiedBody(verifiedName ?? user.name)
              : identityMessages.identityFailedBody(reason),
          // The verified name and the provider's reason as the provider gave them.
          inLanguage: (words) =>
            status === 'verified'
              ? {
                  title: words.identityVerifiedTitle,
                  body: words.identityVerifiedBody(verifiedName ?? user.name),
                }
              : {
                  title: words.identityFailedTitle,
                  body: words.identityFailedBody(reason.replace(/\.$/, '')),
                },
          link: paths.payments,
        },
        recipient,
      );
    }
    // The provider acted for the person: the entry names them, as an unsubscribe's does.
    writeAudit(
      tx,
      { uid: userId, name: user.name, email: user.email },
      'identity_event',
      collections.identityChecks,
      userId,
      { status, event_id: event.id, session_id: session.id },
    );
    return outcome;
  });
}

export const identityWebhook = providerWebhook({
  name: 'identityWebhook',
  secrets: identitySecrets,
  secret: webhookSecret,
  schema: eventSchema,
  handle: handleIdentityEvent,
});
