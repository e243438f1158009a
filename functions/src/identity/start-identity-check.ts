/**
 * startIdentityCheck (creator): opens a verification session with the identity provider and
 * returns its hosted page, which the creator's browser opens. Starting again (Continue, Retry)
 * opens a new session that replaces the old one; a verified creator is told so instead. Each
 * session costs a provider call, so a creator may start identity checks only a few an hour
 * (core/rate-limit.ts, identityChecks), the refusal saying when the next one fits; a refused
 * start asks the provider nothing.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/entities';
import type { IdentityLink } from '@groundtruth/domain/identity';
import { identityMessages } from '@groundtruth/domain/identity-messages';
import { writeAudit } from '../core/audit';
import { callableWith, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { rateLimits, takeToken } from '../core/rate-limit';
import { identityChecks } from '../repos/identity-checks';
import { identitySecrets } from './config';
import { openSession, recordSession } from './sessions';

const minutes = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 60_000));

export const startIdentityCheck = callableWith(
  { secrets: identitySecrets },
  callables.startIdentityCheck,
  async (_input, request) => {
    const uid = requireUid(request);
    // Who may, before the provider is asked for anything.
    const caller = await transaction(async (tx) => {
      const who = await readCaller(tx, uid, CREATOR);
      if ((await identityChecks.get(tx, uid))?.status === 'verified')
        throw fail.precondition(identityMessages.identityAlreadyVerified);
      // Per account, as a creator's messages are, before the provider is asked.
      await takeToken(tx, 'identityChecks', `uid:${uid}`, Date.now(), (waitMs) =>
        identityMessages.identityChecksLimited(rateLimits.identityChecks.capacity, minutes(waitMs)),
      );
      return who;
    });
    const session = await openSession(uid, caller.name);
    return transaction(async (tx) => {
      const again = await readCaller(tx, uid, CREATOR);
      const current = await identityChecks.get(tx, uid);
      if (current?.status === 'verified')
        throw fail.precondition(identityMessages.identityAlreadyVerified);
      recordSession(tx, uid, session, current);
      writeAudit(tx, again, 'start_identity_check', collections.identityChecks, uid, {
        session_id: session.id,
      });
      const link: IdentityLink = { url: session.url, status: 'pending' };
      return link;
    });
  },
);
