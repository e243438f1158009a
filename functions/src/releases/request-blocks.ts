/**
 * Addresses that said "This was not me" to a release request: release_request_blocks/{key}, the
 * key a SHA-256 of the normalised address, so the block is found for any later request to it
 * without the collection holding the address. Only the functions read or write it (no rule
 * matches it). requestRelease refuses a blocked address, and the requests already pending to it
 * are closed (revoked: their links sign nothing); signing in person stays open, since the person
 * is there to agree.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/entities';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import type { Release } from '@groundtruth/domain/release-document';
import { writeAudit } from '../core/audit';
import { db } from '../core/app';
import { fail } from '../core/errors';
import { releases } from '../repos/releases';

/** The block's id for `email`: one per address, whatever its case or surrounding spaces. */
export function requestBlockKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

const blockRef = (email: string) =>
  db().collection(collections.releaseRequestBlocks).doc(requestBlockKey(email));

/** Refuses, in `tx`, a release request to an address that asked for none. */
export async function refuseBlockedAddress(tx: Transaction, email: string): Promise<void> {
  if ((await tx.get(blockRef(email))).exists)
    throw fail.precondition(releaseMessages.releaseRequestsBlocked);
}

/** Most pending requests one "This was not me" closes (a second one closes any more). */
const MAX_CLOSED = 200;

/**
 * The release requests still pending to `email`: as the request stored it, or in lower case (the
 * two ways an address is written in practice; the block itself covers every way).
 */
function pendingRequestsTo(tx: Transaction, email: string) {
  const written = [...new Set([email, email.trim().toLowerCase()])];
  return releases.query(
    tx,
    releases
      .collection()
      .where('signer_email', 'in', written)
      .where('status', '==', 'pending')
      .limit(MAX_CLOSED),
  );
}

/**
 * Stops release requests to the address the release `releaseId` was requested from, and closes
 * the requests already pending to it, audited with the person as actor (named by the release,
 * as when they sign). Resolves whether anything changed: a second "This was not me" changes
 * nothing.
 */
export function blockRequestsTo(releaseId: string, release: Release): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const ref = blockRef(release.signer_email);
    const [block, pending] = await Promise.all([
      tx.get(ref),
      pendingRequestsTo(tx, release.signer_email),
    ]);
    if (block.exists && pending.length === 0) return false;
    const now = Timestamp.now();
    if (!block.exists)
      tx.create(ref, { created_at: now, release_id: releaseId, creator_id: release.creator_id });
    for (const request of pending)
      releases.update(tx, request.id, { status: 'revoked', revoked_at: now });
    writeAudit(
      tx,
      { uid: `release:${releaseId}`, name: release.signer_name, email: release.signer_email },
      'block_release_requests',
      collections.releases,
      releaseId,
      {
        creator_id: release.creator_id,
        task_id: release.task_id,
        closed_requests: pending.map((request) => request.id),
      },
    );
    return true;
  });
}
