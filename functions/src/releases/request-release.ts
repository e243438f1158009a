/**
 * requestRelease (creator): the person in frame is e-mailed a link (valid RELEASE_LINK_DAYS) on
 * which they read and sign the release on their own device; signing there verifies their address.
 * The release waits as `pending` until then, and the creator's Submit step shows it live.
 * Each request e-mails someone outside the product, so it is refused for an address that said
 * "This was not me" (request-blocks.ts) and limited per creator, an hour and a day
 * (release-limits.ts), the refusal saying when the next request fits; a refused request writes
 * nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/entities';
import { RELEASE_LINK_DAYS, type ReleaseStatus } from '@groundtruth/domain/releases';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { requireUid } from '../core/caller';
import { takeTokens } from '../core/rate-limit';
import { releases } from '../repos/releases';
import { readReleaseContext } from './release-context';
import { releaseRequestLimits } from './release-limits';
import { mailLocaleOfAddress, writeReleaseMail } from './release-mail';
import { refuseBlockedAddress } from './request-blocks';

const DAY = 86_400_000;

export const requestRelease = callable(
  callables.requestRelease,
  async ({ taskId, signerName, signerEmail }, request) => {
    const uid = requireUid(request);
    const releaseId = releases.collection().doc().id;
    const locale = await mailLocaleOfAddress(signerEmail);
    return transaction(async (tx) => {
      const { caller, taskTitle } = await readReleaseContext(tx, uid, taskId);
      await refuseBlockedAddress(tx, signerEmail);
      const now = Date.now();
      await takeTokens(tx, releaseRequestLimits(uid), now);
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
        locale,
      });
      writeAudit(tx, caller, 'request_release', collections.releases, releaseId, {
        task_id: taskId,
        signer_email: signerEmail,
      });
      return { releaseId, status: 'pending' as ReleaseStatus };
    });
  },
);
