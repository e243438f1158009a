import { z } from './zod';
import { documentId } from './ids';

/**
 * Releases for people in frame: a task says whether an identifiable person may appear in its
 * files (`tasks/{id}.people`), and on a `with_release` task the creator gets a signed release for
 * each person who does (`releases/{id}`), signed on the creator's phone or through an e-mailed
 * link. submitWork attaches the signed ones and records their PDFs' hashes in the custody record.
 */

/** `tasks/{id}.people`: absent reads as 'none'. */
export const peopleRules = ['none', 'with_release'] as const;
export type PeopleRule = (typeof peopleRules)[number];

/** The task's rule for people in frame, absent read as 'none'. */
export function peopleRule(task: { people?: PeopleRule | null | undefined }): PeopleRule {
  return task.people ?? 'none';
}

export const releaseMethods = ['in_person', 'link'] as const;
export const releaseStatuses = ['pending', 'signed', 'revoked'] as const;
export type ReleaseStatus = (typeof releaseStatuses)[number];

/** How long an e-mailed release link lets its person sign. */
export const RELEASE_LINK_DAYS = 14;
/** People a creator may declare on one submission (each gets a release). */
export const MAX_PEOPLE_IN_FRAME = 20;

/** A signed release as the submission's custody record lists it. */
export const submissionReleaseSchema = z.object({
  release_id: documentId,
  signer_name: z.string(),
  pdf_path: z.string(),
  pdf_sha256: z.string(),
});
export type SubmissionRelease = z.infer<typeof submissionReleaseSchema>;

/** The release fields a submission carries (absent on a task without releases). */
export const submissionReleaseFields = {
  /** How many identifiable people the creator said appear (a with_release task only). */
  people_in_frame: z.number().int().nonnegative().optional(),
  /** The signed releases attached, with their PDFs' hashes: part of the custody record. */
  releases: z.array(submissionReleaseSchema).optional(),
  /** A signer revoked their release: staff see it flagged, exports leave the submission out. */
  release_revoked: z.boolean().optional(),
};

/**
 * The Storage path of one rendering of a release's PDF, named by its SHA-256 (storage.rules: its
 * creator and staff read it). Each signing attempt writes a path of its own, so attempts racing to
 * sign one release never overwrite each other's file: the release names the winner's, whose bytes
 * are the ones its hash was taken of.
 */
export function releasePdfPath(creatorId: string, releaseId: string, sha256: string): string {
  return `releases/${creatorId}/${releaseId}-${sha256}.pdf`;
}
