/**
 * Where a file came from, as its own bytes say: its Content Credentials (a C2PA manifest, read and
 * verified with the Content Authenticity Initiative's library), what its container or EXIF/XMP
 * says of its capture, and whether it was edited. Stored on each submitted file's entry as
 * `provenance` beside its media facts; read by the same code on the device and in submitWork
 * (provenance-read.ts, mapped by provenance-facts.ts, put in words by provenance-words.ts). The
 * position a file may carry is never stored: only `has_location`.
 */
import { z } from './zod';

export const contentCredentialsSchema = z.object({
  /** The file carries a C2PA manifest store. */
  present: z.boolean(),
  /** Null: none present, or present but not readable. */
  valid: z.boolean().nullable(),
  /** The library's failure codes and explanations, e.g. "assertion.dataHash.mismatch: …". */
  validation_errors: z.array(z.string()),
  /** The signing certificate's subject (common name, else its issuer). */
  signer: z.string().nullable(),
  /** The tool that wrote the manifest, e.g. "Pixel Camera 9.1". */
  claim_generator: z.string().nullable(),
  /** When the manifest was signed (ISO 8601), as its signature says. */
  created_at: z.string().nullable(),
  /** The manifest's actions in order, e.g. ["c2pa.created", "c2pa.color_adjustments"]. */
  actions: z.array(z.string()),
  /** IPTC's digital source type of the file's creation, e.g. …/digitalCapture. */
  digital_source_type: z.string().nullable(),
  /** The digital source type says a trained model made the pixels, or some of them. */
  ai_generated: z.boolean(),
  /**
   * Whether the file's bytes were checked against the manifest's hash. A file larger than the
   * read budget is judged on its manifest alone: signature and claim checked, content not.
   */
  content_checked: z.boolean(),
});
export type ContentCredentials = z.infer<typeof contentCredentialsSchema>;

export const captureFactsSchema = z.object({
  /** When it was recorded (ISO 8601; without a zone when the camera wrote none). */
  created_at: z.string().nullable(),
  device_make: z.string().nullable(),
  device_model: z.string().nullable(),
  software: z.string().nullable(),
  /** Its metadata carries a position. The position itself is never stored. */
  has_location: z.boolean(),
});
export type CaptureFacts = z.infer<typeof captureFactsSchema>;

export const provenanceSchema = z.object({
  c2pa: contentCredentialsSchema,
  capture: captureFactsSchema,
  /** The C2PA actions or the software field show an editor. */
  edited: z.boolean(),
});
export type Provenance = z.infer<typeof provenanceSchema>;

export const noContentCredentials: ContentCredentials = {
  present: false,
  valid: null,
  validation_errors: [],
  signer: null,
  claim_generator: null,
  created_at: null,
  actions: [],
  digital_source_type: null,
  ai_generated: false,
  content_checked: false,
};

export const noCaptureFacts: CaptureFacts = {
  created_at: null,
  device_make: null,
  device_model: null,
  software: null,
  has_location: false,
};
