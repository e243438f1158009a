/**
 * Qualifications: what a creator proves before a task lets them accept it. A qualification is
 * earned by a quiz (scored on the server), by an approved practice submission, or granted by
 * staff; a task's eligibility names the qualifications it needs and a track-record gate.
 *
 * Documents (functions write all of them; no client writes):
 * - qualifications/{id}: the type, with a quiz's questions as creators see them (no answers);
 * - qualification_keys/{id}: a quiz's answer key and explanations — staff only, because the
 *   explanations give the answers away; a creator sees an explanation only in the review that
 *   submitQualificationAttempt returns;
 * - qualification_attempts/{qualificationId}_{uid}_{n}: one quiz attempt, numbered, so two starts
 *   at once make one attempt;
 * - qualification_grants/{qualificationId}_{uid}: where a creator stands with one qualification.
 */
import { z } from './zod';
import { timestampSchema } from './timestamp';

export const qualificationKinds = ['quiz', 'practice', 'manual'] as const;
export type QualificationKind = (typeof qualificationKinds)[number];
export const qualificationStatuses = ['active', 'archived'] as const;
export const grantStatuses = ['granted', 'failed', 'revoked', 'expired'] as const;
export type GrantStatus = (typeof grantStatuses)[number];
export const grantSources = ['quiz', 'practice', 'manual'] as const;
export type GrantSource = (typeof grantSources)[number];
export const attemptStatuses = ['open', 'submitted', 'timed_out'] as const;

export const DEFAULT_RETRY_DELAY_HOURS = 48;
/** The grant-expiry job warns this many days before a grant expires. */
export const GRANT_EXPIRY_WARNING_DAYS = 7;
export const MAX_QUESTIONS = 50;
export const MIN_CHOICES = 2;
export const MAX_CHOICES = 8;

/**
 * A question's picture or clip in Storage: `qualifications/{uploadId}/image` or `…/clip`, uploaded
 * by an admin (storage.rules hold the kind to the content type) and read by anyone signed in.
 */
export const quizMediaKinds = ['image', 'clip'] as const;
export type QuizMediaKind = (typeof quizMediaKinds)[number];
/** The types each kind of question media takes (storage.rules list the same). */
export const quizMediaTypes: Record<QuizMediaKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  clip: ['video/mp4', 'video/webm', 'video/quicktime'],
};

/** The kind a file of `type` is uploaded as; null when a question cannot show it. */
export function quizMediaKindOfType(type: string): QuizMediaKind | null {
  return quizMediaKinds.find((kind) => quizMediaTypes[kind].includes(type)) ?? null;
}

/** The largest picture or clip a question may show (storage.rules say the same). */
export const QUIZ_MEDIA_MAX_BYTES = 50 * 1024 * 1024;
const QUIZ_MEDIA_PATH = /^qualifications\/[A-Za-z0-9-]{1,64}\/(image|clip)$/;

/** Where a question's media of `kind` is uploaded; `uploadId` is new for each upload. */
export function quizMediaPath(uploadId: string, kind: QuizMediaKind): string {
  return `qualifications/${uploadId}/${kind}`;
}

/** The kind of a question's media by its path; null when the path is not one. */
export function quizMediaKind(path: string): QuizMediaKind | null {
  const match = QUIZ_MEDIA_PATH.exec(path);
  return match ? (match[1] as QuizMediaKind) : null;
}

/** A document's id as stored (inputs check ids strictly: qualification-inputs.ts). */
const id = z.string().min(1);

/** A quiz question as a creator sees it: never its answer. */
export const quizQuestionSchema = z.object({
  prompt: z.string(),
  choices: z.array(z.string()),
  /** True when more than one choice is correct: the quiz lets the creator pick several. */
  multiple: z.boolean(),
  /** An image or short clip in Storage (under qualifications/{id}/) shown with the prompt. */
  media_path: z.string().nullable(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** One question's answer: the correct choices' indices and why. */
export const answerKeyEntrySchema = z.object({
  correct: z.array(z.number().int().nonnegative()),
  explanation: z.string(),
});
export type AnswerKeyEntry = z.infer<typeof answerKeyEntrySchema>;

/** qualifications/{id} */
export const qualificationSchema = z.object({
  name: z.string(),
  description: z.string(),
  kind: z.enum(qualificationKinds),
  /** 0–100; a quiz passes at or above it. Null for practice and manual. */
  passing_score: z.number().nullable(),
  retry_delay_hours: z.number().int().nonnegative(),
  /** Null: unlimited. */
  max_attempts: z.number().int().positive().nullable(),
  /** Null: untimed. */
  duration_minutes: z.number().int().positive().nullable(),
  /** Null: a grant never expires. */
  expires_days: z.number().int().positive().nullable(),
  prerequisites: z.array(id),
  status: z.enum(qualificationStatuses),
  /** A quiz's questions without answers; empty for practice and manual. */
  questions: z.array(quizQuestionSchema),
  created_by: id,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Qualification = z.infer<typeof qualificationSchema>;

/** qualification_keys/{qualificationId}: staff only. */
export const qualificationKeySchema = z.object({
  qualification_id: id,
  answers: z.array(answerKeyEntrySchema),
});
export type QualificationKey = z.infer<typeof qualificationKeySchema>;

/** qualification_attempts/{qualificationId}_{uid}_{n} */
export const qualificationAttemptSchema = z.object({
  user_id: id,
  qualification_id: id,
  number: z.number().int().positive(),
  status: z.enum(attemptStatuses),
  started_at: timestampSchema,
  /** Null: untimed. */
  deadline: timestampSchema.nullable(),
  submitted_at: timestampSchema.nullable(),
  /** The chosen indices per question, once submitted (maps: Firestore stores no nested arrays). */
  answers: z.array(z.object({ chosen: z.array(z.number().int()) })).nullable(),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
});
export type QualificationAttempt = z.infer<typeof qualificationAttemptSchema>;

export function attemptId(qualificationId: string, userId: string, number: number): string {
  return `${qualificationId}_${userId}_${number}`;
}

/** qualification_grants/{qualificationId}_{uid} */
export const qualificationGrantSchema = z.object({
  user_id: id,
  qualification_id: id,
  status: z.enum(grantStatuses),
  /** The best quiz score (0–100); null for practice and manual grants. */
  score: z.number().nullable(),
  /** Quiz attempts and practice reviews counted so far. */
  attempts: z.number().int().nonnegative(),
  /** How it was last granted; null while never granted. */
  source: z.enum(grantSources).nullable(),
  granted_at: timestampSchema.nullable(),
  expires_at: timestampSchema.nullable(),
  /** After a failed attempt: the first moment another may start. */
  retry_at: timestampSchema.nullable(),
  /** Set once the "expires soon" notification is written. */
  expiry_warned: z.boolean(),
  /** Staff's reason for the last manual grant or revocation. */
  reason: z.string().nullable(),
  updated_at: timestampSchema,
});
export type QualificationGrant = z.infer<typeof qualificationGrantSchema>;

export function grantId(qualificationId: string, userId: string): string {
  return `${qualificationId}_${userId}`;
}

/** What a started attempt returns: the questions without answers. */
export interface StartedAttempt {
  attemptId: string;
  questions: QuizQuestion[];
  /** ISO time, or null when untimed. */
  deadline: string | null;
}

/** One question of a submitted attempt's review. */
export interface AttemptReviewItem {
  right: boolean;
  explanation: string;
}

/** What a submitted attempt returns. */
export interface AttemptResult {
  score: number;
  passed: boolean;
  /** ISO time the next attempt may start after a failure, else null. */
  retryAt: string | null;
  review: AttemptReviewItem[];
}
