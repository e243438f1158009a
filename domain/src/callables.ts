import { z } from 'zod';
import {
  payoutProviders,
  reviewDecisions,
  roles,
  signupPaths,
  taskCategories,
  taskStatuses,
} from './constants';

/**
 * Inputs of every callable Cloud Function (DESIGN §3), shared by the apps that call them and the
 * functions that validate them. Field names are what the client sends.
 */

const id = z.string().trim().min(1, 'is required').max(200);

/**
 * The sign-up wizard's account creation (step 4): one call creates the Auth account with the
 * creator role and its users, user_roles and creator_profiles documents together.
 */
export const createAccountInput = z.object({
  name: z.string().trim().min(1, 'is required').max(120),
  email: z
    .string()
    .trim()
    .min(3, 'is required')
    .max(320)
    .includes('@', { message: 'must be an e-mail address' }),
  password: z.string().min(6, 'must be at least 6 characters').max(128),
  chosenPaths: z.array(z.enum(signupPaths)).min(1, 'select at least one path'),
  country: z.string().trim().max(80).default(''),
  language: z.string().trim().max(80).default(''),
  notifyEmail: z.boolean().default(true),
  notifyPush: z.boolean().default(false),
});

export const acceptTaskInput = z.object({ taskId: id });

export const submitWorkInput = z.object({
  taskId: id,
  acceptanceId: id.optional(),
  notes: z.string().max(5000).default(''),
  /** Storage paths already uploaded under submissions/{uid}/{taskId}/. */
  filePaths: z.array(z.string().min(1).max(1024)).min(1, 'choose at least one file').max(20),
  /** Original file names, in the order of filePaths. */
  fileNames: z.array(z.string().min(1).max(255)).min(1).max(20),
  attestation: z.object({
    ownsContent: z.literal(true, { message: 'must be confirmed' }),
    consentsToAiTraining: z.literal(true, { message: 'must be confirmed' }),
    termsVersion: z.string().min(1),
  }),
});

export const reviewSubmissionInput = z.object({
  submissionId: id,
  decision: z.enum(reviewDecisions),
  notes: z.string().max(5000).optional(),
});

export const requestPayoutInput = z.object({}).strict();

export const processPayoutInput = z.object({ payoutId: id });

export const addPayoutAccountInput = z
  .object({
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

export const setDefaultPayoutAccountInput = z.object({ accountId: id });

export const createTaskInput = z.object({
  title: z.string().trim().min(1, 'is required').max(200),
  description: z.string().max(10_000).default(''),
  category: z.enum(taskCategories).default('video'),
  payoutAmountCents: z.number().int().nonnegative().max(100_000_000),
  quotaLimit: z.number().int().positive().max(100_000).nullable().default(null),
  status: z.enum(taskStatuses).default('draft'),
  dueAt: z.iso.datetime().nullable().default(null),
  instructionsUrl: z.url().nullable().default(null),
  expectedTimeline: z.string().max(200).nullable().default(null),
  tags: z.array(z.string().min(1).max(40)).max(20).default([]),
});

export const setTaskStatusInput = z.object({
  taskId: id,
  status: z.enum(['published', 'closed']),
});

export const setUserRoleInput = z.object({ userId: id, role: z.enum(roles) });

export const setUserStatusInput = z.object({ userId: id, status: z.enum(['active', 'suspended']) });

/** "notes: is required" style message naming the first invalid field. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.join('.') || 'input';
  return `${field}: ${issue.message}`;
}

/**
 * What a failed callable says, for a notification: the firebase/functions web SDK (v12) appends
 * the HTTP status to the server's message ("… [400]"); screens show the server's words only.
 * `title` is the notification title the function chose (spec §5's payout checks), else 'Error'.
 */
export function callableErrorText(error: unknown): { title: string; message: string } {
  const e = (error ?? {}) as { message?: unknown; details?: { title?: unknown } };
  const raw = typeof e.message === 'string' ? e.message : '';
  const message = raw.replace(/ \[\d{3}\]$/, '');
  const title = typeof e.details?.title === 'string' ? e.details.title : 'Error';
  return { title, message };
}
