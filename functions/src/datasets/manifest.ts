/**
 * manifest.jsonl: one JSON line per file of each approved submission, in the order
 * the submissions were approved. Every identifier a customer sees is derived with the customer
 * key, never copied: the contributor is an HMAC of the creator's uid, and the submission id an
 * HMAC of ours (whose text holds the uid), so nothing in an export names, or links back to, a
 * person — no name, no e-mail, no uid, no original file name (it may carry a name).
 */
import crypto from 'node:crypto';
import { EXPORT_FILES } from '@groundtruth/domain/dataset-exports';
import type { ReviewSource } from '@groundtruth/domain/constants';
import type { Submission, SubmissionFile } from '@groundtruth/domain/entities';
import { reviewSourceOf } from '@groundtruth/domain/review-source';

/** The columns of a manifest line, in order (croissant.json's RecordSet has one field each). */
export const MANIFEST_COLUMNS = [
  'submission_id',
  'file_path',
  'size_bytes',
  'md5',
  'sha256',
  'content_type',
  'media',
  'contributor',
  'attestation',
  'review',
  'review_source',
  'task_id',
  'ai_generated',
  'content_credentials',
  'captured_at',
  'device',
  'edited',
  'location_removed',
  'original_sha256',
  'releases',
] as const;

/** A signed release as the export delivers it: its path (releases/…) and SHA-256 (hex). */
export interface DeliveredRelease {
  path: string;
  sha256: string;
}

export interface ManifestLine {
  submission_id: string;
  file_path: string;
  size_bytes: number;
  md5: string;
  sha256: string;
  content_type: string;
  /** The file's media facts as submitWork recorded them, when known. */
  media?: Record<string, unknown>;
  contributor: string;
  attestation: {
    owns_content: true;
    consents_to_ai_training: true;
    terms_version: string;
    attested_at: string;
  };
  review: { decision: 'approved'; decided_at: string };
  /** Who approved it: 'auto' when the review-deadline job did, no person having looked. */
  review_source: ReviewSource;
  task_id: string;
  /** From the file's provenance (null where it was never read): its Content Credentials say a
   * model made it; whether it carries credentials and they hold; when and on what it was
   * recorded; whether an editor touched it. */
  ai_generated: boolean | null;
  content_credentials: { present: boolean; valid: boolean | null } | null;
  captured_at: string | null;
  device: string | null;
  edited: boolean | null;
  /** The position it was recorded at was removed: `sha256` is of the delivered bytes. */
  location_removed: boolean;
  /** SHA-256 (hex) of the bytes as recorded, when the delivered ones differ. */
  original_sha256: string | null;
  /**
   * The signed releases of the people in frame (null: the task asked for none): how many people
   * the creator said appear, and each one's release PDF in the export with its hash.
   */
  releases: { count: number; documents: DeliveredRelease[] } | null;
}

function hmacHex(key: string, text: string): string {
  return crypto.createHmac('sha256', key).update(text).digest('hex');
}

/** The contributor pseudonym of `uid` for the customer whose key is `key`. */
export function contributorPseudonym(key: string, uid: string): string {
  return hmacHex(key, uid);
}

/** The submission's id as this customer sees it (ours holds the creator's uid). */
export function submissionPseudonym(key: string, submissionId: string): string {
  return `s_${hmacHex(key, `submission:${submissionId}`).slice(0, 24)}`;
}

/** A file's extension as the export names it: lower-case letters and digits only, else none. */
function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? `.${(match[1] as string).toLowerCase()}` : '';
}

/**
 * Where file `index` of a submission lands in the export, relative to exports/{exportId}/: a
 * folder per (pseudonymous) submission and the file's position, keeping only its extension.
 */
export function exportedFilePath(key: string, submissionId: string, index: number, name: string) {
  return `${EXPORT_FILES.files}${submissionPseudonym(key, submissionId)}/${index + 1}${extensionOf(name)}`;
}

/** Where release `index` of a submission lands in the export, relative to exports/{exportId}/. */
export function exportedReleasePath(key: string, submissionId: string, index: number) {
  return `${EXPORT_FILES.releases}${submissionPseudonym(key, submissionId)}/${index + 1}.pdf`;
}

/** The media facts of a file entry, when another step recorded them (optional field). */
export function mediaFacts(file: SubmissionFile): Record<string, unknown> | undefined {
  const media = (file as SubmissionFile & { media?: unknown }).media;
  return media && typeof media === 'object' && !Array.isArray(media)
    ? (media as Record<string, unknown>)
    : undefined;
}

const iso = (at: { toMillis(): number }) => new Date(at.toMillis()).toISOString();

/** Who approved an exported (so approved) submission; one without a record was staff's. */
export function approvalSource(submission: Submission): ReviewSource {
  return reviewSourceOf(submission) ?? 'staff';
}

/** One manifest line; `copied` is what the export measured on its copy of the bytes. */
export function manifestLine(
  key: string,
  submission: Submission & { id: string },
  file: SubmissionFile,
  copied: {
    path: string;
    sha256: string;
    size: number;
    md5: string;
    original?: { md5: string; sha256: string };
  },
  releases: DeliveredRelease[] | null,
): ManifestLine {
  const media = mediaFacts(file);
  const provenance = file.provenance;
  const device = [provenance?.capture.device_make, provenance?.capture.device_model]
    .filter(Boolean)
    .join(' ');
  return {
    submission_id: submissionPseudonym(key, submission.id),
    file_path: copied.path,
    size_bytes: copied.size,
    md5: copied.md5,
    sha256: copied.sha256,
    content_type: file.type,
    ...(media ? { media } : {}),
    contributor: contributorPseudonym(key, submission.user_id),
    attestation: {
      owns_content: submission.attestation.owns_content,
      consents_to_ai_training: submission.attestation.consents_to_ai_training,
      terms_version: submission.attestation.terms_version,
      // The creator attests when submitting: the submission's time is the attestation's.
      attested_at: iso(submission.submitted_at),
    },
    review: {
      decision: 'approved',
      decided_at: iso(submission.reviewed_at ?? submission.submitted_at),
    },
    review_source: approvalSource(submission),
    task_id: submission.task_id,
    ai_generated: provenance ? provenance.c2pa.ai_generated : null,
    content_credentials: provenance
      ? { present: provenance.c2pa.present, valid: provenance.c2pa.valid }
      : null,
    captured_at: provenance?.capture.created_at ?? null,
    device: device || null,
    edited: provenance ? provenance.edited : null,
    location_removed: copied.original !== undefined,
    original_sha256: copied.original?.sha256 ?? null,
    releases: releases && {
      count: submission.people_in_frame ?? releases.length,
      documents: releases,
    },
  };
}

/** What the card and croissant.json say about the whole manifest, gathered line by line. */
export interface ManifestSummary {
  files: number;
  bytes: number;
  contributors: number;
  /** Sum of media.duration_s where known, and how many files had one. */
  durationSeconds: number;
  filesWithDuration: number;
  termsVersions: string[];
  contentTypes: string[];
  firstApproved: string | null;
  lastApproved: string | null;
  /** Submissions (their files share a pseudonym), and those the review-deadline job approved. */
  submissions: number;
  autoApprovedSubmissions: number;
  /** Files by what their provenance says (files whose provenance was never read count in none). */
  aiGenerated: number;
  withCredentials: number;
  validCredentials: number;
  edited: number;
  withCaptureDate: number;
  locationRemoved: number;
  /** Submissions whose task asked for releases, the people they show, their release PDFs. */
  submissionsWithReleases: number;
  peopleInFrame: number;
  releaseDocuments: number;
}

/** Reads manifest lines (JSONL text, any number of chunks) into a summary. */
export function summarize(lines: Iterable<ManifestLine>): ManifestSummary {
  const contributors = new Set<string>();
  const terms = new Set<string>();
  const types = new Set<string>();
  const submissions = new Set<string>();
  const autoApproved = new Set<string>();
  const summary: ManifestSummary = {
    files: 0,
    bytes: 0,
    contributors: 0,
    durationSeconds: 0,
    filesWithDuration: 0,
    termsVersions: [],
    contentTypes: [],
    firstApproved: null,
    lastApproved: null,
    submissions: 0,
    autoApprovedSubmissions: 0,
    aiGenerated: 0,
    withCredentials: 0,
    validCredentials: 0,
    edited: 0,
    withCaptureDate: 0,
    locationRemoved: 0,
    submissionsWithReleases: 0,
    peopleInFrame: 0,
    releaseDocuments: 0,
  };
  // Files of one submission repeat its releases: each submission counts once.
  const withReleases = new Set<string>();
  for (const line of lines) {
    summary.files++;
    summary.bytes += line.size_bytes;
    contributors.add(line.contributor);
    terms.add(line.attestation.terms_version);
    types.add(line.content_type);
    submissions.add(line.submission_id);
    if (line.review_source === 'auto') autoApproved.add(line.submission_id);
    if (line.ai_generated) summary.aiGenerated++;
    if (line.content_credentials?.present) summary.withCredentials++;
    if (line.content_credentials?.valid) summary.validCredentials++;
    if (line.edited) summary.edited++;
    if (line.captured_at) summary.withCaptureDate++;
    if (line.location_removed) summary.locationRemoved++;
    if (line.releases && !withReleases.has(line.submission_id)) {
      withReleases.add(line.submission_id);
      summary.peopleInFrame += line.releases.count;
      summary.releaseDocuments += line.releases.documents.length;
    }
    const duration = line.media?.duration_s;
    if (typeof duration === 'number' && Number.isFinite(duration)) {
      summary.durationSeconds += duration;
      summary.filesWithDuration++;
    }
    const decided = line.review.decided_at;
    if (!summary.firstApproved || decided < summary.firstApproved) summary.firstApproved = decided;
    if (!summary.lastApproved || decided > summary.lastApproved) summary.lastApproved = decided;
  }
  summary.contributors = contributors.size;
  summary.submissionsWithReleases = withReleases.size;
  summary.submissions = submissions.size;
  summary.autoApprovedSubmissions = autoApproved.size;
  summary.termsVersions = [...terms].sort();
  summary.contentTypes = [...types].sort();
  return summary;
}
