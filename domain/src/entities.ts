import { z } from './zod';
import {
  acceptanceStatuses,
  appealStatuses,
  reviewDecisions,
  reviewSources,
  payoutProviders,
  payoutStatuses,
  reviewStatuses,
  roles,
  signupPaths,
  newTaskEmailChoices,
  taskCategories,
  taskStatuses,
  userStatuses,
} from './constants';
import { mediaFactsSchema } from './media-facts';
import { mediaRequirementsSchema } from './media-requirements';
import { provenanceSchema } from './provenance';
import { timestampSchema } from './timestamp';
import { eligibilitySchema } from './eligibility';
import { reviewReasonSchema, storedEvidenceSchema } from './review-reasons';
import { secondOpinionSchema } from './second-opinion';
import { peopleRules, submissionReleaseFields } from './releases';
import { signupConsentFields } from './signup-consent';

/**
 * Every collection of docs/architecture.md, Data model with the design's changes (docs/architecture.md, Data model):
 * integer cents, deterministic ids (task_acceptances/{task}_{user}, payouts/{submission}), audit
 * actors written with the entry.
 * A document's id is its Firestore id; it is not stored as a field.
 */

const id = z.string().min(1);
const cents = z.number().int().nonnegative();

/** users/{uid} */
export const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(userStatuses),
  created_at: timestampSchema,
  /** The name lower-cased, for the staff's name-prefix search; written with the name. */
  name_lower: z.string().optional(),
  /** Every start of the name from each word on, for the staff's search (name-search.ts). */
  name_prefixes: z.array(z.string()).optional(),
  /**
   * Mirrors Auth's emailVerified for the staff's Users screen (Auth is the truth, and the ID
   * token's email_verified claim is what requestPayout checks). Absent on older accounts:
   * shown as not verified.
   */
  email_verified: z.boolean().optional(),
  /** A customer's organisation (organizations/{id}); absent for creators and staff. */
  organization_id: z.string().optional(),
  ...signupConsentFields,
});
export type User = z.infer<typeof userSchema>;

/** user_roles/{uid}: mirrors the role claim for reads (docs/product.md, Who uses it). */
export const userRoleSchema = z.object({ user_id: id, role: z.enum(roles) });
export type UserRole = z.infer<typeof userRoleSchema>;

/** creator_profiles/{uid}: written by the creator during onboarding. */
export const creatorProfileSchema = z.object({
  user_id: id,
  chosen_paths: z.array(z.enum(signupPaths)),
  locales: z.object({ country: z.string(), language: z.string() }),
  notify_email: z.boolean(),
  notify_push: z.boolean(),
  onboarding_complete: z.boolean(),
  /** New-task e-mails (new-task-alerts.ts); absent: DEFAULT_NEW_TASK_EMAILS. */
  new_task_emails: z.enum(newTaskEmailChoices).optional(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

/** tasks/{id} */
export const taskSchema = z.object({
  title: z.string().min(1),
  category: z.enum(taskCategories),
  description: z.string(),
  payout_amount_cents: cents,
  due_at: timestampSchema.nullable(),
  quota_limit: z.number().int().positive().nullable(),
  /**
   * Slots taken (open and completed acceptances), as the screens show it: the tally of the
   * task's slot shards (task-slots.ts), which acceptTask, releases and the tally job bring up to
   * date; the quota itself is held by the shards.
   */
  accepted_count: z.number().int().nonnegative(),
  /** How many slot shards it has (task-slots.ts); absent: a task made before slots were sharded. */
  slot_shards: z.number().int().positive().optional(),
  /** The sum of its shards' versions when accepted_count was last tallied. */
  slots_version: z.number().int().nonnegative().optional(),
  /** When accepted_count was last tallied; absent: never. */
  slots_tallied_at: timestampSchema.optional(),
  instructions_url: z.string().nullable(),
  expected_timeline: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(taskStatuses),
  created_by: id,
  created_at: timestampSchema,
  /** When it was published (its capture window opens then); absent: a draft, or older tasks. */
  published_at: timestampSchema.nullable().optional(),
  /**
   * Hours a creator has to submit after accepting; null or absent: until due_at.
   * Copied into each acceptance's expires_at when it is made.
   */
  working_time_hours: z.number().int().positive().nullable().optional(),
  /** What submitted files must be; null or absent: any file the product accepts. */
  requirements: mediaRequirementsSchema.nullable().optional(),
  /** Who may accept it (qualifications and a track-record gate); absent or null: anyone. */
  eligibility: eligibilitySchema.nullable().optional(),
  /**
   * Whether every creator lists it (Available Tasks, under the rules): false for a 'discover'
   * task, which reaches only the creators who qualify, through discoverTasks (listedFor). Absent:
   * a task from before it was kept, listed to staff only until the seed's backfill sets it.
   */
  listed: z.boolean().optional(),
  /** The eligibility's qualification ids, for "unlocks N open tasks" (array-contains counts). */
  required_qualification_ids: z.array(z.string()).optional(),
  /** The qualification an approved submission to this task grants; absent or null: none. */
  practice_for: z.string().min(1).nullable().optional(),
  /** Whether identifiable people may appear in its files (releases.ts); absent reads as 'none'. */
  people: z.enum(peopleRules).optional(),
  /** Minutes the work is expected to take (fair-pay.ts); absent: made before estimates, no rate. */
  estimated_minutes: z.number().int().positive().optional(),
  /** The dataset order it was made from (dataset-orders.ts); absent: a task of the platform's. */
  order_id: id.optional(),
});
export type Task = z.infer<typeof taskSchema>;

/** When a task opened to creators: published, else (tasks from before it was kept) created. */
export function taskOpenedAt(task: Pick<Task, 'published_at' | 'created_at'>): Date {
  return new Date((task.published_at ?? task.created_at).toMillis());
}

/** task_acceptances/{task_id}_{user_id} */
export const taskAcceptanceSchema = z.object({
  task_id: id,
  user_id: id,
  status: z.enum(acceptanceStatuses),
  created_at: timestampSchema,
  /** Submissions made for this acceptance (resubmissions after needs_changes add one each). */
  submission_count: z.number().int().nonnegative().optional(),
  /** The newest submission's id: submitWork accepts a new one only after needs_changes. */
  latest_submission_id: id.nullable().optional(),
  /**
   * When an acceptance without a submission expires: the earlier of the task's due_at and
   * created_at + the task's working time; null: never.
   */
  expires_at: timestampSchema.nullable().optional(),
  /** Set once the "about to expire" notification is written, so it is written once. */
  expiry_warned: z.boolean().optional(),
  /** When the expiry job expired it (status expired). */
  expired_at: timestampSchema.nullable().optional(),
  /** The slot shard its slot is in, given back there; absent: taken before slots were sharded. */
  slot_shard: z.number().int().nonnegative().optional(),
});
export type TaskAcceptance = z.infer<typeof taskAcceptanceSchema>;

export function acceptanceId(taskId: string, userId: string): string {
  return `${taskId}_${userId}`;
}

/** A file as the submission lists it (docs/architecture.md, Data model), with its custody record. */
export const submissionFileSchema = z.object({
  name: z.string(),
  path: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
  md5_hash: z.string(),
  crc32c: z.string(),
  uploaded_by: id,
  uploaded_at: timestampSchema,
  /** The Storage object generation recorded, so custody names one exact version of the bytes. */
  generation: z.string().optional(),
  /** What submitWork's inspection found in the bytes; absent on older submissions. */
  media: mediaFactsSchema.optional(),
  /** Where the bytes came from (Content Credentials, capture, edits); never the position itself. */
  provenance: provenanceSchema.optional(),
});
export type SubmissionFile = z.infer<typeof submissionFileSchema>;

/** submissions/{id}; task title, payout and submitter are copied in so lists need no joins. */
export const submissionSchema = z.object({
  user_id: id,
  task_id: id,
  acceptance_id: id.nullable(),
  notes: z.string(),
  files: z.array(submissionFileSchema).min(1),
  /**
   * The files' MD5 hashes (as Storage computed them), so staff find other submissions of the
   * same bytes with one indexed array-contains-any query. Absent on submissions made before it.
   */
  file_hashes: z.array(z.string()).optional(),
  review_status: z.enum(reviewStatuses),
  review_notes: z.string().nullable(),
  reviewer_id: id.nullable(),
  reviewed_at: timestampSchema.nullable(),
  /** Who made the latest decision (reviewSources). Absent: pending, or decided before it was kept. */
  review_source: z.enum(reviewSources).optional(),
  /**
   * When the first review decided it (reviewed_at moves on to an appeal's decision): the day
   * and review time staff analytics count it by. Absent before the first review.
   */
  first_reviewed_at: timestampSchema.optional(),
  /**
   * The reason of the newest rejection or request for changes, as the creator read it when it
   * was given (admins may change the list later). Null: approved; absent: not yet decided, or
   * decided before reasons were required.
   */
  review_reason: reviewReasonSchema.nullable().optional(),
  /** The moments in the files the reviewer pointed at with that decision. */
  review_evidence: z.array(storedEvidenceSchema).optional(),
  /**
   * Who made the first review (reviewer_id moves on to an appeal's decider): the reviewer QA
   * counts first reviews and overturned rejections by it. Absent before the first review, and on
   * submissions reviewed before it was recorded.
   */
  first_reviewer_id: id.optional(),
  /**
   * A rejection held for a blind second opinion (domain/src/second-opinion.ts): who asked and
   * when, and once the second reviewer has decided, both decisions. Never stored on the
   * submission, which its creator reads: the staff screens join it from second_opinions/{id}.
   * Absent: never held.
   */
  second_opinion: secondOpinionSchema.optional(),
  submitted_at: timestampSchema,
  task_title: z.string(),
  payout_amount_cents: cents,
  submitter_name: z.string(),
  submitter_email: z.string(),
  /** The creator's attestation: made by them, consent to AI-training use, under these terms. */
  attestation: z.object({
    owns_content: z.literal(true),
    consents_to_ai_training: z.literal(true),
    terms_version: z.string(),
  }),
  /** Set when a payout for this submission exists that is not failed. */
  paid: z.boolean(),
  /** Payouts created for it so far (approval's, then re-pays after failures). */
  payout_attempts: z.number().int().nonnegative().optional(),
  /**
   * The creator's appeal of a rejection: at most one, within APPEAL_WINDOW_DAYS of
   * reviewed_at. Absent: never appealed. Deciding it re-reviews the submission.
   */
  appeal_status: z.enum(appealStatuses).optional(),
  appeal_message: z.string().optional(),
  appealed_at: timestampSchema.optional(),
  appeal_decision: z.enum(reviewDecisions).nullable().optional(),
  appeal_decision_notes: z.string().nullable().optional(),
  appeal_decided_by: id.nullable().optional(),
  appeal_decided_at: timestampSchema.nullable().optional(),
  /**
   * Whether the files fail the task's requirements as they are now: false when
   * submitted (submitWork refuses failing files); updateTaskRequirements recomputes it on the
   * task's pending submissions from their stored media facts, so the review queue can filter
   * them (screenQueries.reviewQueueFailingRequirements). Absent on submissions made before it.
   */
  fails_requirements: z.boolean().optional(),
  /** The problems behind fails_requirements, in fileProblems' words; empty when it is false. */
  requirement_problems: z.array(z.string()).optional(),
  /** Minutes the work took (fair-pay.ts effortMinutes); absent on submissions made before it. */
  effort_minutes: z.number().int().positive().optional(),
  ...submissionReleaseFields,
});
export type Submission = z.infer<typeof submissionSchema>;

/** payout_accounts/{id} */
export const payoutAccountSchema = z.object({
  user_id: id,
  provider: z.enum(payoutProviders),
  provider_account_id: z.string().min(1),
  verified: z.boolean(),
  is_default: z.boolean(),
  created_at: timestampSchema,
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/**
 * payouts/{submission_id} (approval), payouts/{submission_id}_{n} (a re-pay) or
 * payouts/bonus_{requestId} (a bonus, domain/src/bonuses.ts).
 */
export const payoutSchema = z.object({
  user_id: id,
  /** The submission paid for; a bonus names one only when it was given for one. */
  submission_id: id.nullable(),
  /** What is paid: a task's payout (absent on those made before bonuses) or a bonus. */
  kind: z.enum(['task', 'bonus']).optional(),
  /** A bonus's reason, as the creator reads it. */
  bonus_reason: z.string().optional(),
  /** When a bonus was awarded, and by whom: the day the daily stats count it on. */
  awarded_at: timestampSchema.optional(),
  awarded_by: id.optional(),
  /**
   * A failed bonus paid again by requestPayout: the id of the payout that pays it now, so it is
   * paid again once. (A failed task payout is marked on its submission instead.)
   */
  retried_as: id.optional(),
  amount_cents: cents,
  status: z.enum(payoutStatuses),
  provider: z.enum(payoutProviders),
  currency: z.literal('USD'),
  provider_transfer_id: z.string().nullable(),
  /**
   * The account paid, masked (accountLabel: provider and the identifier's end), set when the
   * payout is created and when it is processed; null when the creator had none. Support read
   * payouts, so the identifier itself is never copied here: processPayout reads it from
   * payout_accounts.
   */
  account_label: z.string().nullable().optional(),
  failure_reason: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** When it was settled as sent: the day staff analytics count it by. */
  sent_at: timestampSchema.optional(),
  user_name: z.string(),
  user_email: z.string(),
  task_title: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** audit_logs/{id}: written by the function that made the change, in its transaction. */
export const auditLogSchema = z.object({
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  actor_id: id,
  actor_name: z.string(),
  actor_email: z.string(),
  created_at: timestampSchema,
  details: z.record(z.string(), z.unknown()).optional(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

/**
 * creator_balances/{uid}: the creator's money in cents, kept by the functions in the same
 * transactions that move it, so the Earnings cards and the payout check read one document
 * however long the history. available = approved − sent − pending.
 * Also holds the default payout account, so "first account becomes default" serializes on it.
 */
export const creatorBalanceSchema = z.object({
  user_id: id,
  /** Task payouts of approved submissions, and bonuses. */
  approved_cents: cents,
  sent_cents: cents,
  /** Pending or processing payouts. */
  pending_cents: cents,
  default_payout_account_id: id.nullable(),
  payout_account_count: z.number().int().nonnegative(),
  updated_at: timestampSchema,
});
export type CreatorBalance = z.infer<typeof creatorBalanceSchema>;

export { normaliseWaitlistEmail, waitlistEntrySchema, type WaitlistEntry } from './waitlist';

// The names live in a module without zod, so code that only queries (the shell's bell) does
// not download the schemas' runtime.
export { collections } from './collections';

export { notificationSchema, type Notification } from './notifications';

/** platform_settings/operations: the marketplace's clock, changed by admins through a callable. */
export const platformSettingsSchema = z.object({
  review_overdue_days: z.number().int().positive(),
  review_auto_approve_days: z.number().int().positive(),
  default_working_time_hours: z.number().int().positive().nullable(),
  /** The reasons reviewers choose from; absent until an admin first changes the list. */
  review_reasons: z.array(reviewReasonSchema).optional(),
  /** Share of rejections held for a blind second opinion (DEFAULT_REVIEW_CHECKS until set). */
  second_opinion_rate: z.number().min(0).max(1).optional(),
  /** Share of each reviewer's queue that is gold items (DEFAULT_REVIEW_CHECKS until set). */
  gold_rate: z.number().min(0).max(1).optional(),
  /** The largest single bonus, in cents (DEFAULT_MAX_BONUS_CENTS until set). */
  max_bonus_cents: cents.optional(),
  /** The hourly floor no task is published under (DEFAULT_MIN_HOURLY_RATE_CENTS until set). */
  min_hourly_rate_cents: cents.optional(),
  /**
   * The 1099-NEC threshold by calendar year ("2027": cents), where it differs from the IRS figure
   * the product knows (default1099ThresholdCents of tax-reporting.ts); absent: that figure.
   */
  tax_1099_threshold_cents: z.record(z.string().regex(/^\d{4}$/), cents).optional(),
  /** The platform's fee on dataset orders, basis points (DEFAULT_ORDER_FEE_BPS until set). */
  order_fee_bps: z.number().int().min(0).max(10_000).optional(),
  updated_at: timestampSchema.nullable(),
  updated_by: id.nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
