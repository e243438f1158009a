import { z } from './zod';
import { MAX_BONUS_CEILING_CENTS } from './bonuses';
import { formatCents } from './money';
import { MAX_ESTIMATED_MINUTES, MAX_MIN_HOURLY_RATE_CENTS } from './fair-pay-limits';
import {
  APPEAL_MESSAGE_MAX,
  MAX_WORKING_TIME_HOURS,
  payoutProviders,
  reviewDecisions,
  assignableRoles,
  taskCategories,
  taskStatuses,
} from './constants';
import { mediaRequirementsSchema } from './media-requirements';
import { documentId, documentIdProblem, refuseWith, storagePath } from './ids';
import { eligibilityInput } from './qualification-inputs';
import { submitReleaseInput } from './release-inputs';
import { peopleRules } from './releases';
import { REVIEW_EVIDENCE_MAX, reviewEvidenceSchema, reviewReasonsSchema } from './review-reasons';

/**
 * Inputs of every callable Cloud Function, shared by the apps that call them and the
 * functions that validate them. Field names are what the client sends.
 */

const id = documentId;

// The public forms' inputs (createAccount, joinWaitlist) live in account-inputs.ts.
export { createAccountInput, joinWaitlistInput } from './account-inputs';

/** Settings: the caller's own display name (users/{uid}.name and Auth's displayName). */
export const updateProfileNameInput = z.strictObject({
  name: z.string().trim().min(1, 'is required').max(120),
});

export const acceptTaskInput = z.strictObject({ taskId: id });

/** discoverTasks: the 'discover' tasks the caller qualifies for, of one category or all. */
export const discoverTasksInput = z.strictObject({
  category: z.enum(taskCategories).optional(),
});

export const submitWorkInput = z.strictObject({
  taskId: id,
  acceptanceId: id.optional(),
  notes: z.string().max(5000).default(''),
  /** Storage paths already uploaded under submissions/{uid}/{taskId}/. */
  filePaths: z.array(storagePath).min(1, 'choose at least one file').max(20),
  /** Original file names, in the order of filePaths. */
  fileNames: z.array(z.string().min(1).max(255)).min(1).max(20),
  attestation: z.strictObject({
    ownsContent: z.literal(true, { message: 'must be confirmed' }),
    consentsToAiTraining: z.literal(true, { message: 'must be confirmed' }),
    termsVersion: z.string().min(1, 'is required').max(40),
  }),
  ...submitReleaseInput,
});

/**
 * A review decision's why: `reasonCode` from platform settings' review_reasons (required to reject
 * or ask for changes; a rejection's notes at least REJECTION_NOTES_MIN characters), and moments in
 * the files. What needs the settings and the files is checked by the function (review-reasons.ts).
 */
const reviewWhy = {
  notes: z.string().max(5000).optional(),
  reasonCode: z.string().max(64).optional(),
  evidence: z.array(reviewEvidenceSchema).max(REVIEW_EVIDENCE_MAX).optional(),
};

export const reviewSubmissionInput = z.strictObject({
  submissionId: id,
  decision: z.enum(reviewDecisions),
  ...reviewWhy,
});

export const requestPayoutInput = z.strictObject({});

export const processPayoutInput = z.strictObject({ payoutId: id });

export const addPayoutAccountInput = z
  .strictObject({
    provider: z.enum(payoutProviders),
    accountId: z.string().trim().min(1, 'is required').max(200),
  })
  .superRefine((value, ctx) => {
    if (value.provider === 'stripe_connect' && !value.accountId.startsWith('acct_')) {
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: 'must start with acct_' });
    }
    if (value.provider === 'paypal' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.accountId)) {
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: 'must be an e-mail address' });
    }
  });

export const setDefaultPayoutAccountInput = z.strictObject({ accountId: id });

/** sendPayoutVerificationCode: a new code for one of the creator's unverified payment methods. */
export const sendPayoutVerificationCodeInput = z.strictObject({ accountId: id });

/** The code the payment provider sent to confirm the account is the creator's (six digits). */
export const verifyPayoutAccountInput = z.strictObject({
  accountId: id,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code the provider sent'),
});

const EARLIEST_DUE_AT = Date.UTC(2000, 0, 1);

const estimatedMinutes = z
  .number()
  .int('must be a whole number of minutes')
  .positive('must be at least 1 minute')
  .max(MAX_ESTIMATED_MINUTES, `must be at most ${MAX_ESTIMATED_MINUTES} minutes (a week)`);

export const createTaskInput = z.strictObject({
  title: z.string().trim().min(1, 'is required').max(200),
  description: z.string().max(10_000).default(''),
  category: z.enum(taskCategories).default('video'),
  payoutAmountCents: z.number().int().nonnegative().max(100_000_000),
  quotaLimit: z.number().int().positive().max(100_000).nullable().default(null),
  status: z.enum(taskStatuses).default('draft'),
  dueAt: z.iso
    .datetime()
    // Firestore timestamps start at year 1; no task is due before the product existed.
    .refine((value) => Date.parse(value) >= EARLIEST_DUE_AT, 'must be in the year 2000 or later')
    .nullable()
    .default(null),
  instructionsUrl: z
    .url({ protocol: /^https?$/, message: 'must be an http or https address' })
    .max(2048)
    .nullable()
    .default(null),
  expectedTimeline: z.string().max(200).nullable().default(null),
  tags: z.array(z.string().min(1).max(40)).max(20).default([]),
  /** Hours a creator has to submit after accepting; null: the platform's default. */
  workingTimeHours: z
    .number()
    .int('must be a whole number of hours')
    .positive('must be at least 1 hour')
    .max(MAX_WORKING_TIME_HOURS, `must be at most ${MAX_WORKING_TIME_HOURS} hours (90 days)`)
    .nullable()
    .default(null),
  /** What submitted files must be; null or absent: any file the product accepts. */
  requirements: mediaRequirementsSchema.nullable().optional(),
  /** Who may accept it: qualifications and a track-record gate; null or absent: anyone. */
  eligibility: eligibilityInput.nullable().optional(),
  /** The qualification an approved submission to this task grants (a practice task). */
  practiceFor: documentId.nullable().optional(),
  /** Whether identifiable people may appear in its files (releases.ts); absent: 'none'. */
  people: z.enum(peopleRules).optional(),
  /** Minutes the work is expected to take (fair-pay.ts); the Create Task form requires it. */
  estimatedMinutes: estimatedMinutes.optional(),
  /**
   * Made by the client once per Create (a UUID); the task's id. A retried or doubled Create
   * with the same id returns the task the first one made instead of making a second.
   */
  requestId: z
    .uuid({ message: 'must be a UUID' })
    .superRefine(refuseWith(documentIdProblem))
    .optional(),
});

export const setTaskStatusInput = z.strictObject({
  taskId: id,
  status: z.enum(['published', 'closed']),
});

/**
 * updateTaskRequirements (admin): replaces a task's requirements; null removes them.
 * Files already submitted are not refused afterwards: the task's pending submissions are marked
 * `fails_requirements` for the review queue.
 */
export const updateTaskRequirementsInput = z.strictObject({
  taskId: id,
  requirements: mediaRequirementsSchema.nullable(),
  /** Minutes the work is expected to take; absent: kept as it is. */
  estimatedMinutes: estimatedMinutes.optional(),
});

/** appealSubmission (creator): once, within APPEAL_WINDOW_DAYS of the rejection. */
export const appealSubmissionInput = z.strictObject({
  submissionId: id,
  message: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(APPEAL_MESSAGE_MAX, `must be at most ${APPEAL_MESSAGE_MAX} characters`),
});

/** decideAppeal (staff): re-reviews an appealed submission; approval pays it exactly once. */
export const decideAppealInput = z.strictObject({
  submissionId: id,
  decision: z.enum(reviewDecisions),
  ...reviewWhy,
});

/**
 * markGold (admin): a reviewed submission becomes a gold item with the decision it should get;
 * `expectedReasonCode` (one of the review reasons) for a rejection or a request for changes only.
 */
export const markGoldInput = z.strictObject({
  submissionId: id,
  expectedDecision: z.enum(reviewDecisions),
  expectedReasonCode: z.string().max(64).optional(),
});

/** The most pending work a reviewer's queue is counted as holding, for its share of gold items. */
export const REVIEW_QUEUE_GOLD_MAX_WORK = 10_000;

/**
 * reviewQueueGold (staff): the gold items a pending queue of `workCount` items takes for the
 * caller, counted as at most the pending work there is.
 */
export const reviewQueueGoldInput = z.strictObject({
  workCount: z.number().int().min(0).max(REVIEW_QUEUE_GOLD_MAX_WORK),
});

/** updateReviewReasons (admin): the whole list of reasons reviewers choose from. */
export const updateReviewReasonsInput = z.strictObject({ reasons: reviewReasonsSchema });

/** updatePlatformSettings (admin): the review limits and the default working time. */
/** A share of reviews, 0–1 in whole percent. */
const reviewShare = z
  .number()
  .min(0, 'must be 0% or more')
  .max(1, 'must be 100% or less')
  .refine((n) => Number.isInteger(Math.round(n * 1e6) / 1e4), 'must be a whole percent');

export const updatePlatformSettingsInput = z
  .strictObject({
    reviewOverdueDays: z.number().int('must be a whole number of days').min(1).max(365),
    reviewAutoApproveDays: z.number().int('must be a whole number of days').min(1).max(365),
    defaultWorkingTimeHours: z
      .number()
      .int('must be a whole number of hours')
      .positive('must be at least 1 hour')
      .max(MAX_WORKING_TIME_HOURS, `must be at most ${MAX_WORKING_TIME_HOURS} hours (90 days)`)
      .nullable(),
    /** Share of rejections held for a blind second opinion, 0–1; absent: kept as it is. */
    secondOpinionRate: reviewShare.optional(),
    /** Share of each reviewer's queue that is gold items, 0–1; absent: kept as it is. */
    goldRate: reviewShare.optional(),
    /** The largest single bonus, in cents; absent: kept as it is. */
    maxBonusCents: z
      .number()
      .int('must be a whole number of cents')
      .positive('must be more than $0.00')
      .max(MAX_BONUS_CEILING_CENTS, `must be at most ${formatCents(MAX_BONUS_CEILING_CENTS)}`)
      .optional(),
    /** The hourly floor no task is published under, in cents an hour; absent: kept as it is. */
    minHourlyRateCents: z
      .number()
      .int('must be a whole number of cents')
      .positive('must be more than $0.00')
      .max(MAX_MIN_HOURLY_RATE_CENTS, `must be at most ${formatCents(MAX_MIN_HOURLY_RATE_CENTS)}`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reviewAutoApproveDays <= value.reviewOverdueDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['reviewAutoApproveDays'],
        message: 'must be more days than the overdue limit',
      });
    }
  });

/** An ISO 8601 date ("2026-11-01") or date and time ("2026-11-01T12:00:00Z"). */
const isoDateOrDateTime = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    'must be an ISO 8601 date or date and time',
  );

/**
 * The bounds of an export's review-date range: a plain date starts (approvedFrom) or ends
 * (approvedTo, inclusive) with that UTC day; a date and time is that instant.
 */
export function approvedRangeBound(value: string, end: 'from' | 'to'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T${end === 'from' ? '00:00:00.000' : '23:59:59.999'}Z`);
  return new Date(value);
}

/**
 * exportDataset (admin): the approved work of a task, optionally only what was
 * approved within a date range, delivered as a verifiable dataset.
 */
/** datasetArchiveLink: a short-lived link to download a complete export as one archive. */
export const datasetArchiveLinkInput = z.strictObject({ exportId: id });

export const exportDatasetInput = z
  .strictObject({
    taskId: id,
    approvedFrom: isoDateOrDateTime.optional(),
    approvedTo: isoDateOrDateTime.optional(),
    /** Whether work the review-deadline job approved is exported too (default: yes). */
    includeAutoApproved: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (
      value.approvedFrom &&
      value.approvedTo &&
      approvedRangeBound(value.approvedFrom, 'from') > approvedRangeBound(value.approvedTo, 'to')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['approvedTo'],
        message: 'must not be before approvedFrom',
      });
    }
  });

/** exportMyData (any signed-in person): their own documents as one JSON download. */
export const exportMyDataInput = z.strictObject({});

/** deleteMyAccount (creator): confirmed by typing the account's e-mail address. */
export const deleteMyAccountInput = z.strictObject({
  confirmEmail: z.string().trim().min(3, 'is required').max(320),
  /**
   * The available balance (cents) the person confirmed they give up, as the dialog showed it;
   * the deletion is refused unless it equals what is available now (0 when nothing is).
   */
  forfeitCents: z.number().int().nonnegative().max(1_000_000_000).default(0),
  /** Instead: the whole available balance paid out to the verified default, whatever the minimum. */
  payOutCents: z.number().int().nonnegative().max(1_000_000_000).default(0),
});

/** resendVerificationEmail (staff): a new verification e-mail for a user who lost theirs. */
export const resendVerificationEmailInput = z.strictObject({ userId: id });

/**
 * recordEmailVerified (any signed-in user): copies Auth's verified flag onto users/{uid} after
 * the action page applied a verification code, so the staff's Users screen can show it.
 */
/**
 * recordEmailVerified: nothing (the caller's own account), or the address an applied verification
 * code was for when the page was opened where nobody, or somebody else, is signed in
 * (checkActionCode reads it from the code before applying it).
 */
export const recordEmailVerifiedInput = z.strictObject({
  email: z.string().trim().min(3).max(320).includes('@').optional(),
});

export const setUserRoleInput = z.strictObject({ userId: id, role: z.enum(assignableRoles) });

export const setUserStatusInput = z.strictObject({
  userId: id,
  status: z.enum(['active', 'suspended']),
});

/**
 * "notes: is required" style message naming the first invalid field. A field the schema does not
 * know is named through the object that holds it ("input: unknown field "x""), so a message always
 * starts with a path of the schema's own field names; the whole payload is "input".
 */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'input: is invalid';
  const field = issue.path.map(String).join('.') || 'input';
  if (issue.code === 'unrecognized_keys') {
    const [key = ''] = issue.keys;
    const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key;
    return `${field}: unknown field ${JSON.stringify(shown)}`;
  }
  return `${field}: ${issue.message}`;
}

// callableErrorText lives in a module without zod (callable-errors.ts); kept importable from here.
export { callableErrorText } from './callable-errors';
