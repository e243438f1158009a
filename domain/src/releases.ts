import { z } from './zod';
import { documentId } from './ids';
import { timestampSchema } from './timestamp';

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

/** A minor in frame: the guardian signs for them. */
export const releaseMinorSchema = z.object({
  minor_name: z.string(),
  guardian_name: z.string(),
});

/** releases/{id}: the creator and staff read it; only the functions write it. */
export const releaseSchema = z.object({
  creator_id: documentId,
  task_id: documentId,
  /** Set when submitWork attaches it; null before. */
  submission_id: documentId.nullable(),
  signer_name: z.string(),
  signer_email: z.string(),
  /** Null: the signer is an adult signing for themselves. */
  minor: releaseMinorSchema.nullable(),
  /** The name typed as the signature; null while pending. */
  signature_text: z.string().nullable(),
  method: z.enum(releaseMethods),
  status: z.enum(releaseStatuses),
  created_at: timestampSchema,
  /** When a link release can no longer be signed; null for one signed in person. */
  expires_at: timestampSchema.nullable(),
  /** The signer's address verified: they opened the link sent to it. */
  email_verified: z.boolean(),
  signed_at: timestampSchema.nullable(),
  revoked_at: timestampSchema.nullable(),
  /** The rendered PDF in Storage (releases/{creatorId}/{releaseId}.pdf), and its SHA-256 (hex). */
  pdf_path: z.string().nullable(),
  pdf_sha256: z.string().nullable(),
});
export type Release = z.infer<typeof releaseSchema>;

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

/** The Storage path of a release's PDF (storage.rules: its creator and staff read it). */
export function releasePdfPath(creatorId: string, releaseId: string): string {
  return `releases/${creatorId}/${releaseId}.pdf`;
}

const personName = z.string().trim().min(1, 'is required').max(120);
const signerEmail = z
  .string()
  .trim()
  .min(3, 'is required')
  .max(320)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address');

/** The signing of a release, in person or on the link's page. */
export const releaseSignatureInput = z
  .strictObject({
    signerName: personName,
    signerEmail: signerEmail,
    /** Present when the person in frame is a minor: the signer is their guardian. */
    minorName: personName.nullable().default(null),
    /** The signer's full name, typed as their signature. */
    signature: personName,
  })
  .superRefine((value, ctx) => {
    if (value.signature.toLowerCase() !== value.signerName.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['signature'], message: 'must be your full name' });
    }
  });

/** signReleaseInPerson (creator): the person signs on the creator's phone. */
export const signReleaseInPersonInput = z.strictObject({
  taskId: documentId,
  release: releaseSignatureInput,
});

/** requestRelease (creator): an e-mailed link lets the person sign on their own device. */
export const requestReleaseInput = z.strictObject({
  taskId: documentId,
  signerName: personName,
  signerEmail: signerEmail,
});

/** setTaskPeople (admin): whether identifiable people may appear in the task's files. */
export const setTaskPeopleInput = z.strictObject({
  taskId: documentId,
  people: z.enum(peopleRules),
});

/** What submitWork takes for a with_release task (spread into its input). */
export const submitReleaseInput = {
  /** How many identifiable people appear; required on a with_release task (0 allowed). */
  peopleInFrame: z.number().int().min(0).max(MAX_PEOPLE_IN_FRAME).optional(),
  /** The signed releases, one per person. */
  releaseIds: z.array(documentId).max(MAX_PEOPLE_IN_FRAME).default([]),
};
