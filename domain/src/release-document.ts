/**
 * releases/{id}, the document of one person's release: apart from releases.ts, which every
 * screen's submission converter carries, so only the screens and functions that read releases
 * build it.
 */
import { documentId } from './ids';
import { releaseMethods, releaseStatuses } from './releases';
import { timestampSchema } from './timestamp';
import { z } from './zod';

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
