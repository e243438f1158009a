/**
 * requestRelease (creator): the person in frame is e-mailed a link (valid RELEASE_LINK_DAYS) on
 * which they read and sign the release on their own device; signing there verifies their address.
 * The release waits as `pending` until then, and the creator's Submit step shows it live.
 * Each request e-mails someone outside the product, so it is refused for an address that said
 * "This was not me" (request-blocks.ts) and limited per creator, an hour and a day
 * (core/rate-limit.ts), the refusal saying when the next request fits; a refused request writes
 * nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/entities';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { RELEASE_LINK_DAYS, type ReleaseStatus } from '@groundtruth/domain/releases';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { requireUid } from '../core/caller';
import { rateLimits, takeTokens, type TokenTake } from '../core/rate-limit';
import { releases } from '../repos/releases';
import { readReleaseContext } from './release-context';
import { writeReleaseMail } from './release-mail';
import { refuseBlockedAddress } from './request-blocks';

const DAY = 86_400_000;

const minutes = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 60_000));

/** The creator's two buckets of release requests, each refusal naming its limit and the wait. */
function requestLimits(uid: string): TokenTake[] {
  const { releaseRequestsHourly: hourly, releaseRequestsDaily: daily } = rateLimits;
  return [
    {
      scope: 'releaseRequestsHourly',
      key: `uid:${uid}`,
      refusal: (waitMs) => releaseMessages.releaseRequestsHourly(hourly.capacity, minutes(waitMs)),
    },
    {
      scope: 'releaseRequestsDaily',
      key: `uid:${uid}`,
      refusal: (waitMs) => releaseMessages.releaseRequestsDaily(daily.capacity, minutes(waitMs)),
    },
  ];
}

export const requestRelease = callable(
  callables.requestRelease,
  async ({ taskId, signerName, signerEmail }, request) => {
    const uid = requireUid(request);
    const releaseId = releases.collection().doc().id;
    return transaction(async (tx) => {
      const { caller, taskTitle } = await readReleaseContext(tx, uid, taskId);
      await refuseBlockedAddress(tx, signerEmail);
      const now = Date.now();
      await takeTokens(tx, requestLimits(uid), now);
      const expiresAtMs = now + RELEASE_LINK_DAYS * DAY;
      releases.create(tx, releaseId, {
        creator_id: uid,
        task_id: taskId,
        submission_id: null,
        signer_name: signerName,
        signer_email: signerEmail,
        minor: null,
        signature_text: null,
        method: 'link',
        status: 'pending',
        created_at: Timestamp.fromMillis(now),
        expires_at: Timestamp.fromMillis(expiresAtMs),
        email_verified: false,
        signed_at: null,
        revoked_at: null,
        pdf_path: null,
        pdf_sha256: null,
      });
      writeReleaseMail(tx, {
        kind: 'release_request',
        releaseId,
        to: signerEmail,
        creatorId: uid,
        creatorName: caller.name,
        taskTitle,
        linkExpiresAtMs: expiresAtMs,
      });
      writeAudit(tx, caller, 'request_release', collections.releases, releaseId, {
        task_id: taskId,
        signer_email: signerEmail,
      });
      return { releaseId, status: 'pending' as ReleaseStatus };
    });
  },
);
