/**
 * What the release link's page does: the person signs their pending release (the PDF rendered
 * and stored first at a path of its own, then the release updated in a transaction that finds it
 * still pending: of attempts racing on one link the first to commit signs it, and the others
 * delete their PDFs and are told it was already signed), or
 * withdraws a signed one — the release becomes `revoked`, its submission is flagged
 * `release_revoked` for staff and left out of later dataset exports, and its samples are withdrawn
 * from the dataset order it was made for (orders/samples/withdraw-samples.ts). The actor of the
 * audit entry is the signer: they have no account, so it is named by the release (`release:{id}`).
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { collections } from '@groundtruth/domain/entities';
import type { Release } from '@groundtruth/domain/release-document';
import type { z } from 'zod';
import type { releaseSignatureInput } from '@groundtruth/domain/release-inputs';
import { writeAudit, type Actor } from '../core/audit';
import { transaction } from '../core/callable';
import { db } from '../core/app';
import { releases } from '../repos/releases';
import { submissions } from '../repos/submissions';
import { withdrawSubmissionSamples } from '../orders/samples/withdraw-samples';
import { discardReleasePdf, storeReleasePdf } from './store-release-pdf';

/** The release as it stands after the page's action. */
export type LinkOutcome = Release;

/** The release after a signing attempt, and whether this attempt's signature is the one it holds. */
export interface SignOutcome {
  release: Release;
  signed: boolean;
}

function signerActor(releaseId: string, release: Release): Actor {
  return { uid: `release:${releaseId}`, name: release.signer_name, email: release.signer_email };
}

async function creatorName(creatorId: string): Promise<string> {
  const user = await db().collection(collections.users).doc(creatorId).get();
  return typeof user.get('name') === 'string' ? (user.get('name') as string) : 'A creator';
}

async function taskTitle(taskId: string): Promise<string> {
  const task = await db().collection(collections.tasks).doc(taskId).get();
  return typeof task.get('title') === 'string' ? (task.get('title') as string) : '';
}

/**
 * Signs the pending release `releaseId` with what the person posted, unless another attempt
 * signed (or the person withdrew) it first: then this attempt's PDF is deleted and `signed` is
 * false.
 */
export async function signReleaseByLink(
  releaseId: string,
  pending: Release,
  input: z.output<typeof releaseSignatureInput>,
  signedAt: Date,
): Promise<SignOutcome> {
  const signature = {
    signer_name: input.signerName,
    signer_email: pending.signer_email,
    minor: input.minorName
      ? { minor_name: input.minorName, guardian_name: input.signerName }
      : null,
    signature_text: input.signature,
    method: 'link' as const,
  };
  const [name, title] = await Promise.all([
    creatorName(pending.creator_id),
    taskTitle(pending.task_id),
  ]);
  const pdf = await storeReleasePdf(pending.creator_id, releaseId, {
    release: signature,
    creatorName: name,
    taskTitle: title,
    signedAt,
  });
  let outcome: SignOutcome;
  try {
    outcome = await transaction(async (tx) => {
      const release = await releases.get(tx, releaseId);
      // Signed (or withdrawn) meanwhile, e.g. the form posted twice: the first signature stands.
      if (!release || release.status !== 'pending')
        return { release: release ?? pending, signed: false };
      const fields = {
        ...signature,
        ...pdf,
        status: 'signed' as const,
        email_verified: true,
        signed_at: Timestamp.fromDate(signedAt),
      };
      const signed: Release = { ...release, ...fields };
      releases.update(tx, releaseId, fields);
      writeAudit(
        tx,
        signerActor(releaseId, signed),
        'sign_release',
        collections.releases,
        releaseId,
        {
          task_id: release.task_id,
          method: 'link',
          pdf_sha256: pdf.pdf_sha256,
        },
      );
      return { release: signed, signed: true };
    });
  } catch (error) {
    // The attempt's own error is the one to report; a file left behind is only logged.
    await discardReleasePdf(releaseId, pdf).catch((cleanup: unknown) =>
      logger.warn(`releaseLink: could not delete ${pdf.pdf_path}`, cleanup),
    );
    throw error;
  }
  if (!outcome.signed) await discardReleasePdf(releaseId, pdf);
  return outcome;
}

/** Flags the submission a withdrawn release was attached to, in `tx` (after its reads). */
function flagSubmission(tx: Transaction, submissionId: string | null): void {
  if (submissionId) submissions.update(tx, submissionId, { release_revoked: true });
}

/**
 * Withdraws the signed release `releaseId`; a pending or already withdrawn one stays as it is.
 * Then its submission's samples are withdrawn from the order it was made for, if any (again
 * when it was withdrawn already: a withdrawal interrupted before them is finished).
 */
export async function revokeRelease(releaseId: string): Promise<LinkOutcome | null> {
  const outcome = await transaction(async (tx) => {
    const release = await releases.get(tx, releaseId);
    if (!release || release.status !== 'signed') return release;
    const submission = release.submission_id
      ? await submissions.get(tx, release.submission_id)
      : null;
    const revokedAt = Timestamp.now();
    releases.update(tx, releaseId, { status: 'revoked', revoked_at: revokedAt });
    flagSubmission(tx, submission ? release.submission_id : null);
    writeAudit(
      tx,
      signerActor(releaseId, release),
      'revoke_release',
      collections.releases,
      releaseId,
      {
        task_id: release.task_id,
        submission_id: release.submission_id,
      },
    );
    return { ...release, status: 'revoked' as const, revoked_at: revokedAt };
  });
  if (outcome?.status === 'revoked' && outcome.submission_id) {
    await withdrawSubmissionSamples(outcome.submission_id);
  }
  return outcome;
}
