/**
 * Why a submission was sent back or rejected: one reason from the list admins keep in platform
 * settings (`review_reasons`), notes long enough to explain a rejection, and optional evidence —
 * moments in the submission's files. A creator reads the reason's label and guidance, the notes
 * and each moment; a buyer reads that every rejection names the written rule it applies.
 */
import type { ReviewDecision } from './constants';
import { z } from './zod';

/** A reason a reviewer may give, as the creator reads it. */
export const reviewReasonSchema = z.object({
  /** Stable identifier, stored on the submission; lower case and underscores. */
  code: z.string().regex(/^[a-z][a-z_]{1,39}$/, 'must be 2–40 lower-case letters or underscores'),
  /** What the creator sees as the reason, e.g. "Poor quality". */
  label: z.string().trim().min(1, 'is required').max(80),
  /** What the creator can do about it next time. */
  guidance: z.string().trim().min(1, 'is required').max(500),
});
export type ReviewReason = z.infer<typeof reviewReasonSchema>;

/** The most reasons the list may hold: a reviewer picks from it in one menu. */
export const REVIEW_REASONS_MAX = 30;

/** The list as platform settings store it: codes unique. */
export const reviewReasonsSchema = z
  .array(reviewReasonSchema)
  .min(1, 'must hold at least one reason')
  .max(REVIEW_REASONS_MAX)
  .refine((list) => new Set(list.map((r) => r.code)).size === list.length, {
    message: 'must not repeat a code',
  });

/** A rejection's notes must say at least this much: "Wrong answer" is not a reason. */
export const REJECTION_NOTES_MIN = 40;

/** The most moments one decision may point at. */
export const REVIEW_EVIDENCE_MAX = 20;

/** A moment in one of the submission's files, as a reviewer points at it. */
export const reviewEvidenceSchema = z.strictObject({
  /** Which file, counted from 0 in the submission's order. */
  fileIndex: z.number().int('must be a whole number').min(0, 'must be 0 or more'),
  /** Where in it, from its start; 0 for a picture or document. */
  atSeconds: z.number().min(0, 'must be 0 or more').max(86_400),
  /** What is there. */
  note: z.string().trim().max(500),
});
export type ReviewEvidence = z.infer<typeof reviewEvidenceSchema>;

/** A moment as stored on the submission (field names as the documents spell them). */
export const storedEvidenceSchema = z.object({
  file_index: z.number().int().nonnegative(),
  file_name: z.string(),
  at_seconds: z.number().nonnegative(),
  note: z.string(),
});
export type StoredEvidence = z.infer<typeof storedEvidenceSchema>;

/** Whether `decision` must name a reason: a rejection or a request for changes. */
export function needsReason(decision: ReviewDecision): boolean {
  return decision !== 'approved';
}

/**
 * What is wrong with the reason code given with `decision` (required for a rejection or a request
 * for changes and one of `reasons`, absent for an approval), naming the input field `field`.
 */
export function reasonCodeProblem(
  decision: ReviewDecision,
  reasonCode: string | undefined,
  reasons: readonly ReviewReason[],
  field = 'reasonCode',
): string | null {
  if (!needsReason(decision)) {
    return reasonCode === undefined ? null : `${field}: is given only to reject or ask for changes`;
  }
  if (!reasonCode) return `${field}: is required to reject or ask for changes`;
  if (!reasons.some((r) => r.code === reasonCode))
    return `${field}: ${JSON.stringify(reasonCode.slice(0, 40))} is not one of the review reasons`;
  return null;
}

/**
 * What is wrong with a decision's reason and notes, naming the field as the callables' input
 * errors do ("reasonCode: …"), or null when nothing is.
 */
export function reviewReasonProblem(
  decision: ReviewDecision,
  reasonCode: string | undefined,
  notes: string | undefined,
  reasons: readonly ReviewReason[],
): string | null {
  const problem = reasonCodeProblem(decision, reasonCode, reasons);
  if (problem) return problem;
  if (decision === 'rejected' && (notes?.trim().length ?? 0) < REJECTION_NOTES_MIN)
    return `notes: must be at least ${REJECTION_NOTES_MIN} characters to reject`;
  return null;
}

/** What a file offers evidence to point into: its name and, for video and audio, its length. */
export interface EvidenceTarget {
  name: string;
  /** Seconds; null when the file has no timeline (a picture, a document) or it is unknown. */
  durationSeconds: number | null;
}

/** A submission's files as evidence targets: each one's name and inspected length. */
export function evidenceTargets(
  files: readonly { name: string; media?: { duration_s: number | null } | undefined }[],
): EvidenceTarget[] {
  return files.map((file) => ({
    name: file.name,
    durationSeconds: file.media?.duration_s ?? null,
  }));
}

/**
 * What is wrong with the evidence given the submission's files, naming the field
 * ("evidence.0.atSeconds: …"), or null. A file without a timeline takes only 0.
 */
export function evidenceProblem(
  evidence: readonly ReviewEvidence[],
  files: readonly EvidenceTarget[],
): string | null {
  for (const [i, point] of evidence.entries()) {
    const file = files[point.fileIndex];
    if (!file) {
      return `evidence.${i}.fileIndex: the submission has no file ${point.fileIndex} (it has ${files.length})`;
    }
    const limit = file.durationSeconds ?? 0;
    if (point.atSeconds > limit) {
      return file.durationSeconds === null
        ? `evidence.${i}.atSeconds: ${file.name} has no timeline, so the moment must be 0`
        : `evidence.${i}.atSeconds: is past the end of ${file.name} (${formatMoment(limit)})`;
    }
  }
  return null;
}

/** A moment as a person reads it: "0:12", "12:05", "1:02:03". */
export function formatMoment(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** "0:12" or "1:02:03" (or plain seconds) as seconds; null when it is not a moment. */
export function parseMoment(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(:\d{1,2}){0,2}$/.test(trimmed)) return null;
  const parts = trimmed.split(':').map(Number);
  if (parts.slice(1).some((part) => part > 59)) return null;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/**
 * A decision's why as lines of text, for the notification and its e-mail: the reason with its
 * guidance, the notes, and each moment ("At 0:12 in clip.mp4: …"). Empty without a reason.
 */
export function reviewWhyLines(
  {
    reason,
    notes,
    evidence,
  }: {
    reason: Pick<ReviewReason, 'label' | 'guidance'> | null;
    notes: string | null;
    evidence: readonly Pick<StoredEvidence, 'file_name' | 'at_seconds' | 'note'>[];
  },
  words: typeof reviewWhyWords = reviewWhyWords,
): string[] {
  if (!reason) return [];
  return [
    words.reason(reason.label, reason.guidance),
    ...(notes ? [words.notes(notes)] : []),
    ...evidence.map((point) =>
      point.note
        ? words.momentNote(formatMoment(point.at_seconds), point.file_name, point.note)
        : words.moment(formatMoment(point.at_seconds), point.file_name),
    ),
  ];
}

/**
 * The words around a why's parts (an e-mail in the creator's language has its own); the parts
 * themselves (the reason staff defined, the notes, a file's name) are as their author wrote them.
 */
export const reviewWhyWords = {
  reason: (label: string, guidance: string) => `Reason: ${label}. ${guidance}`,
  notes: (notes: string) => `Notes: ${notes}`,
  moment: (at: string, file: string) => `At ${at} in ${file}`,
  momentNote: (at: string, file: string, note: string) => `At ${at} in ${file}: ${note}`,
};
