/**
 * joinWaitlist (public): the landing's waitlist and exit-intent offer. The entry's id
 * is a hash of the normalised address, so an address is listed once: a second send (either
 * form, any spelling of its case) is the same success and changes nothing. One client (its
 * address, core/rate-limit.ts) may send a handful a minute; the token and the entry are one
 * transaction, and a refused send writes neither. The answer is the same whether the address
 * was new, so the list cannot be probed. No audit entry: an anonymous visitor leaving an e-mail
 * is no privileged change, and the entry (address, source, time) is its own record.
 */
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections, normaliseWaitlistEmail } from '@groundtruth/domain/entities';
import { db } from '../core/app';
import { callable, transaction } from '../core/callable';
import { clientKey, takeToken } from '../core/rate-limit';

/** waitlist/{id}: the SHA-256 of the normalised address. */
export function waitlistEntryId(email: string): string {
  return createHash('sha256').update(normaliseWaitlistEmail(email)).digest('hex');
}

export const joinWaitlist = callable(callables.joinWaitlist, async (input, request) => {
  const key = clientKey(request);
  const email = normaliseWaitlistEmail(input.email);
  const ref = db().collection(collections.waitlist).doc(waitlistEntryId(email));
  await transaction(async (tx) => {
    const existing = await tx.get(ref);
    // A repeated address takes a token too: each send costs the same, whatever it finds.
    await takeToken(tx, 'joinWaitlist', key);
    if (existing.exists) return;
    tx.create(ref, { email, source: input.source, created_at: FieldValue.serverTimestamp() });
  });
  return { received: true as const };
});
