/**
 * The inputs of the qualification callables (admin, support and creator), checked by the
 * functions and typed for the apps through the callable registry. Apart from the documents'
 * schemas (qualifications.ts), which the creator's screens read on first load.
 */
import { z } from './zod';
import { eligibilitySchema } from './eligibility';
import { documentId, documentIdProblem } from './ids';
import {
  DEFAULT_RETRY_DELAY_HOURS,
  MAX_CHOICES,
  MAX_QUESTIONS,
  MIN_CHOICES,
  qualificationKinds,
  qualificationStatuses,
  quizMediaKind,
  type QualificationKind,
} from './qualifications';

const id = documentId;

/**
 * A task's eligibility as staff send it: each qualification id one Firestore accepts as a
 * document id, so none reaches a lookup that would throw.
 */
export const eligibilityInput = eligibilitySchema.superRefine((eligibility, ctx) => {
  eligibility.qualifications.forEach((entry, index) => {
    const problem = documentIdProblem(entry.qualification_id);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: ['qualifications', index, 'qualification_id'],
        message: problem,
      });
  });
});

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
    mediaPath: z
      .string()
      .refine((path) => quizMediaKind(path) !== null, 'must be an uploaded quiz image or clip')
      .nullable()
      .default(null),
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
  eligibility: eligibilityInput.nullable(),
});
