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
import { documentId } from './ids';
import { timestampSchema } from './timestamp';

export const qualificationKinds = ['quiz', 'practice', 'manual'] as const;
export type QualificationKind = (typeof qualificationKinds)[number];
export const qualificationStatuses = ['active', 'archived'] as const;
export const grantStatuses = ['granted', 'failed', 'revoked', 'expired'] as const;
export type GrantStatus = (typeof grantStatuses)[number];
export const grantSources = ['quiz', 'practice', 'manual'] as const;
export type GrantSource = (typeof grantSources)[number];
export const attemptStatuses = ['open', 'submitted', 'timed_out'] as const;
/** accept: shown to everyone with what is missing; discover: hidden from who does not qualify. */
export const eligibilityGuards = ['accept', 'discover'] as const;
export type EligibilityGuard = (typeof eligibilityGuards)[number];

export const DEFAULT_RETRY_DELAY_HOURS = 48;
/** The grant-expiry job warns this many days before a grant expires. */
export const GRANT_EXPIRY_WARNING_DAYS = 7;
export const MAX_QUESTIONS = 50;
export const MIN_CHOICES = 2;
export const MAX_CHOICES = 8;

const id = documentId;

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

/** A task's eligibility (tasks/{id}.eligibility). */
export const eligibilitySchema = z.strictObject({
  qualifications: z
    .array(
      z.strictObject({
        qualification_id: id,
        /** 0–100: the grant's quiz score must be at least this (0: any grant). */
        min_score: z.number().min(0).max(100).default(0),
      }),
    )
    .max(10)
    .default([]),
  /** 0–100; null: no track-record gate. */
  min_approval_rate: z.number().min(0).max(100).nullable().default(null),
  /** Below this many reviewed submissions the rate gate does not apply. */
  min_reviewed: z.number().int().nonnegative().max(100_000).default(0),
  guard: z.enum(eligibilityGuards).default('accept'),
});
export type Eligibility = z.output<typeof eligibilitySchema>;

/** A quiz question as staff write it: the creator's view plus its answer. */
export const quizQuestionInput = z
  .strictObject({
    prompt: z.string().trim().min(1, 'is required').max(2000),
    choices: z
      .array(z.string().trim().min(1, 'is required').max(500))
      .min(MIN_CHOICES, `needs at least ${MIN_CHOICES} choices`)
      .max(MAX_CHOICES, `takes at most ${MAX_CHOICES} choices`),
    correct: z.array(z.number().int().nonnegative()).min(1, 'needs at least one correct choice'),
    explanation: z.string().trim().min(1, 'is required').max(2000),
    mediaPath: z.string().max(1024).nullable().default(null),
  })
  .superRefine((question, ctx) => {
    if (question.correct.some((index) => index >= question.choices.length)) {
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'must name one of the choices' });
    }
    if (new Set(question.correct).size !== question.correct.length) {
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'must not repeat a choice' });
    }
  });

const qualificationFields = {
  name: z.string().trim().min(1, 'is required').max(120),
  description: z.string().trim().max(5000).default(''),
  kind: z.enum(qualificationKinds),
  passingScore: z.number().int().min(0).max(100).nullable().default(null),
  retryDelayHours: z.number().int().min(0).max(8760).default(DEFAULT_RETRY_DELAY_HOURS),
  maxAttempts: z.number().int().positive().max(100).nullable().default(null),
  durationMinutes: z.number().int().positive().max(600).nullable().default(null),
  expiresDays: z.number().int().positive().max(3650).nullable().default(null),
  prerequisites: z.array(id).max(10).default([]),
  questions: z.array(quizQuestionInput).max(MAX_QUESTIONS).default([]),
};

/** A quiz needs questions and a passing score; other kinds have neither. */
function quizShape(
  value: { kind: QualificationKind; passingScore: number | null; questions: unknown[] },
  ctx: z.RefinementCtx,
) {
  if (value.kind === 'quiz') {
    if (value.questions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'a quiz needs questions' });
    if (value.passingScore === null)
      ctx.addIssue({ code: 'custom', path: ['passingScore'], message: 'a quiz needs one' });
  } else if (value.questions.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['questions'], message: 'only a quiz has questions' });
  }
}

/** createQualification (admin). */
export const createQualificationInput = z.strictObject(qualificationFields).superRefine(quizShape);

/** updateQualification (admin): the whole definition again, and its status. */
export const updateQualificationInput = z
  .strictObject({
    qualificationId: id,
    ...qualificationFields,
    status: z.enum(qualificationStatuses).default('active'),
  })
  .superRefine(quizShape);

/** startQualificationAttempt (creator). */
export const startQualificationAttemptInput = z.strictObject({ qualificationId: id });

/** submitQualificationAttempt (creator): the chosen indices per question, in order. */
export const submitQualificationAttemptInput = z.strictObject({
  attemptId: id,
  answers: z.array(z.array(z.number().int().nonnegative()).max(MAX_CHOICES)).max(MAX_QUESTIONS),
});

/** grantQualification and revokeQualification (admin, support). */
export const qualificationGrantChangeInput = z.strictObject({
  qualificationId: id,
  userId: id,
  reason: z.string().trim().min(1, 'is required').max(500),
});

/** updateTaskEligibility (admin); null removes the gate. */
export const updateTaskEligibilityInput = z.strictObject({
  taskId: id,
  eligibility: eligibilitySchema.nullable(),
});

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
