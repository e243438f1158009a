/**
 * submitWork's part for releases. On a `with_release` task the creator says how many identifiable
 * people appear (0 allowed) and attaches a signed release of theirs for this task per person; a
 * count short of what they declared is refused with `invalid-argument`. The attached releases
 * get the submission's id, and their PDFs' hashes go into the submission's custody record.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { peopleRule, type PeopleRule, type SubmissionRelease } from '@groundtruth/domain/releases';
import { fail } from '../core/errors';
import { releases } from '../repos/releases';

/** What submitWork was asked to attach. */
export interface ReleaseRequest {
  peopleInFrame?: number | undefined;
  releaseIds: readonly string[];
}

/** The releases to attach, read and checked; null on a task that takes none. */
export interface ReleasesToAttach {
  peopleInFrame: number;
  releases: SubmissionRelease[];
}

/**
 * Reads and checks the releases in `tx` (before submitWork writes). A release is attachable when
 * it is the creator's, for this task, signed, and not attached to another acceptance's
 * submission (a resubmission after changes may carry the releases of the one before).
 */
export async function readReleasesToAttach(
  tx: Transaction,
  uid: string,
  task: { people?: PeopleRule | null | undefined },
  taskId: string,
  acceptanceId: string,
  input: ReleaseRequest,
): Promise<ReleasesToAttach | null> {
  if (peopleRule(task) === 'none') {
    if (input.releaseIds.length > 0) throw fail.invalid(releaseMessages.taskTakesNoReleases);
    return null;
  }
  if (input.peopleInFrame === undefined) {
    throw fail.invalid(`peopleInFrame: ${releaseMessages.peopleInFrameRequired}`);
  }
  const ids = [...new Set(input.releaseIds)];
  const found = await Promise.all(ids.map((id) => releases.get(tx, id)));
  const attachable = found.filter(
    (release) =>
      release &&
      release.creator_id === uid &&
      release.task_id === taskId &&
      (release.submission_id === null || release.submission_id.startsWith(`${acceptanceId}_`)),
  );
  if (attachable.length !== ids.length) throw fail.invalid(releaseMessages.releaseNotAttachable);
  const signed = attachable.flatMap((release) =>
    release?.status === 'signed' && release.pdf_path && release.pdf_sha256
      ? [
          {
            release_id: release.id,
            signer_name: release.signer_name,
            pdf_path: release.pdf_path,
            pdf_sha256: release.pdf_sha256,
          },
        ]
      : [],
  );
  if (signed.length < input.peopleInFrame) {
    throw fail.invalid(releaseMessages.releasesShort(input.peopleInFrame, signed.length), {
      declared: input.peopleInFrame,
      signed: signed.length,
    });
  }
  return { peopleInFrame: input.peopleInFrame, releases: signed };
}

/**
 * Gives each attached release the submission's id, in `tx`; returns the submission's release
 * fields (none on a task that takes no releases).
 */
export function attachReleases(
  tx: Transaction,
  submissionId: string,
  toAttach: ReleasesToAttach | null,
): { people_in_frame?: number; releases?: SubmissionRelease[] } {
  if (!toAttach) return {};
  for (const release of toAttach.releases) {
    releases.update(tx, release.release_id, { submission_id: submissionId });
  }
  return { people_in_frame: toAttach.peopleInFrame, releases: toAttach.releases };
}
