/**
 * signReleaseInPerson (creator): the person in frame signs on the creator's phone — their name,
 * e-mail, a guardian's signature for a minor, a typed signature. The release is rendered as a PDF
 * and stored with its hash (the file deleted again if the release is refused where it is written),
 * and the signer is e-mailed a link to read or withdraw it (their address is not verified: they did
 * not open a link). That e-mail goes to an address the creator typed, so signatures in person are
 * limited per creator, an hour and a day (release-limits.ts): a token is taken before anything is
 * rendered, and a refusal, saying when the next fits, renders and writes nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/entities';
import { RELEASE_LINK_DAYS, type ReleaseStatus } from '@groundtruth/domain/releases';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { requireUid } from '../core/caller';
import { takeTokens } from '../core/rate-limit';
import { releases } from '../repos/releases';
import { readReleaseContext } from './release-context';
import { inPersonReleaseLimits } from './release-limits';
import { mailLocaleOfAddress, writeReleaseMail } from './release-mail';
import { discardReleasePdf, storeReleasePdf, type ReleaseSignature } from './store-release-pdf';

const DAY = 86_400_000;

export const signReleaseInPerson = callable(
  callables.signReleaseInPerson,
  async ({ taskId, release: input }, request) => {
    const uid = requireUid(request);
    const releaseId = releases.collection().doc().id;
    // Checked before anything is rendered, and again where the release is written.
    const context = await transaction(async (tx) => {
      const checked = await readReleaseContext(tx, uid, taskId);
      await takeTokens(tx, inPersonReleaseLimits(uid));
      return checked;
    });
    const signedAt = new Date();
    const signature: ReleaseSignature = {
      signer_name: input.signerName,
      signer_email: input.signerEmail,
      minor: input.minorName
        ? { minor_name: input.minorName, guardian_name: input.signerName }
        : null,
      signature_text: input.signature,
      method: 'in_person',
    };
    const pdf = await storeReleasePdf(uid, releaseId, {
      release: signature,
      creatorName: context.caller.name,
      taskTitle: context.taskTitle,
      signedAt,
    });
    const locale = await mailLocaleOfAddress(input.signerEmail);
    const recorded = transaction(async (tx) => {
      const { caller, taskTitle } = await readReleaseContext(tx, uid, taskId);
      releases.create(tx, releaseId, {
        ...signature,
        ...pdf,
        creator_id: uid,
        task_id: taskId,
        submission_id: null,
        status: 'signed',
        created_at: Timestamp.fromDate(signedAt),
        expires_at: null,
        email_verified: false,
        signed_at: Timestamp.fromDate(signedAt),
        revoked_at: null,
      });
      writeReleaseMail(tx, {
        kind: 'release_copy',
        releaseId,
        to: input.signerEmail,
        creatorId: uid,
        creatorName: caller.name,
        taskTitle,
        linkExpiresAtMs: signedAt.getTime() + RELEASE_LINK_DAYS * DAY,
        locale,
      });
      writeAudit(tx, caller, 'sign_release', collections.releases, releaseId, {
        task_id: taskId,
        method: 'in_person',
        signer_name: input.signerName,
        pdf_sha256: pdf.pdf_sha256,
      });
      return { releaseId, status: 'signed' as ReleaseStatus };
    });
    // A release refused at the second check (or never written) leaves no PDF behind.
    return recorded.catch(async (error: unknown) => {
      await discardReleasePdf(releaseId, pdf).catch((cleanup: unknown) =>
        logger.warn(`signReleaseInPerson: could not delete ${pdf.pdf_path}`, cleanup),
      );
      throw error;
    });
  },
);
