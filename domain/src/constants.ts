import terms from './terms.json';

/** Business constants of docs/product.md, Rules and constants, as the design settles them. Money is integer cents. */

/** Smallest balance a creator may cash out: $50. */
export const MIN_CASHOUT_CENTS = 5000;
export const CURRENCY = 'USD';
/** Days of stats_daily the Analytics screen reads at most: one document a day for a year. */
export const STATS_MAX_DAYS = 365;
/** Staff see at most this many audit entries (docs/product.md, Screens). */
export const AUDIT_LOG_LIMIT = 100;
/** Review quality's longest window: the most day documents one reviewer's query reads. */
export const REVIEW_QUALITY_MAX_DAYS = 90;
/** ISO weeks that window touches (90 days start and end inside weeks). */
export const REVIEW_QUALITY_MAX_WEEKS = 14;
/** Version of the terms a creator attests to when submitting work (terms.json: scripts read it too). */
export const TERMS_VERSION: string = terms.version;
/** Page size of every growing list a screen reads. */
export const PAGE_SIZE = 20;
/** Other submissions the review screen names when a file's bytes were submitted before. */
export const DUPLICATE_LOOKUP_LIMIT = 10;
/**
 * Review cards one duplicate lookup serves at most: its bound, DUPLICATE_LOOKUP_LIMIT for each,
 * stays within the largest page any screen reads (AUDIT_LOG_LIMIT).
 */
export const DUPLICATE_LOOKUP_CARDS = 10;
/** Items of each short list on the creator overview (tasks in progress, latest activity). */
export const OVERVIEW_LIST_LIMIT = 5;

/**
 * Who a person is to the product: creators do the work, support and admin run it, customers
 * (people of an organisation, dataset-orders.ts) order datasets.
 */
export const roles = ['creator', 'support', 'admin', 'customer'] as const;
export type Role = (typeof roles)[number];
export const staffRoles: readonly Role[] = ['support', 'admin'];
/** The roles an admin may give a creator or staff member; a customer is invited to an organisation. */
export const assignableRoles = ['creator', 'support', 'admin'] as const;
export type AssignableRole = (typeof assignableRoles)[number];
export const roleLabels: Record<Role, string> = {
  creator: 'Creator',
  support: 'Support',
  admin: 'Admin',
  customer: 'Customer',
};

export const userStatuses = ['active', 'suspended', 'deleted'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const taskStatuses = ['draft', 'published', 'closed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskCategories = ['video', 'writing', 'audio', 'image', 'doc', 'mixed'] as const;
export type TaskCategory = (typeof taskCategories)[number];
export const taskCategoryLabels: Record<TaskCategory, string> = {
  video: 'Video',
  writing: 'Writing',
  audio: 'Audio',
  image: 'Image',
  doc: 'Documentation',
  mixed: 'Mixed',
};
export const DEFAULT_TASK_CATEGORY: TaskCategory = 'video';
export const DEFAULT_TASK_STATUS: TaskStatus = 'draft';

/** expired: the working time or the task's due date passed without a submission. */
export const acceptanceStatuses = ['accepted', 'completed', 'expired'] as const;
export type AcceptanceStatus = (typeof acceptanceStatuses)[number];

export const reviewStatuses = ['pending', 'approved', 'rejected', 'needs_changes'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
/** Review decisions staff can make on a pending submission. */
export const reviewDecisions = ['approved', 'rejected', 'needs_changes'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];
/**
 * Who made a submission's latest review decision: the review-deadline job approving it
 * (auto), staff reviewing it, a second reviewer confirming a held decision, or staff deciding
 * its appeal. Buyers and staff tell an automatic approval from a human one by it.
 */
export const reviewSources = ['auto', 'staff', 'second_opinion', 'appeal'] as const;
export type ReviewSource = (typeof reviewSources)[number];

/**
 * Where a second opinion stands: `awaiting` the blind second decision; `with_admin` when the two
 * decisions differed; `agreed` when the held decision landed on the second's agreement; `decided`
 * when an admin's decision landed.
 */
export const secondOpinionStates = ['awaiting', 'with_admin', 'agreed', 'decided'] as const;
export type SecondOpinionState = (typeof secondOpinionStates)[number];

/** The states in which the submission waits for someone: listed in the "Second opinions" view. */
export const openSecondOpinionStates = ['awaiting', 'with_admin'] as const;

/**
 * Why a first decision was held for a second opinion (domain/src/second-opinion.ts), first match in
 * this order; an approval is held only when `sampled`.
 */
export const secondOpinionTriggers = [
  'probation',
  'mass_rejection',
  'creator_record',
  'sampled',
] as const;
export type SecondOpinionTrigger = (typeof secondOpinionTriggers)[number];

export const payoutStatuses = ['pending', 'processing', 'sent', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutProviders = ['stripe_connect', 'paypal'] as const;
export type PayoutProvider = (typeof payoutProviders)[number];

/**
 * The verification code the local payout sandbox accepts for any account (functions'
 * payouts/provider.ts): a live provider sends its own code to the account's owner.
 */
export const SANDBOX_VERIFICATION_CODE = '123456';
export const payoutProviderLabels: Record<PayoutProvider, string> = {
  stripe_connect: 'Stripe Connect',
  paypal: 'PayPal',
};

/** New-task e-mails (new-task-alerts.ts): each as it comes, a daily digest, or none. */
export const newTaskEmailChoices = ['instant', 'daily', 'off'] as const;
export type NewTaskEmailChoice = (typeof newTaskEmailChoices)[number];

export const signupPaths = [
  'video',
  'voice',
  'writing',
  'photography',
  'documentation',
  'teaching',
] as const;
export type SignupPath = (typeof signupPaths)[number];
export const signupPathLabels: Record<SignupPath, string> = {
  video: 'Create Videos',
  voice: 'Record Voice',
  writing: 'Write Lessons/Articles',
  photography: 'Photography/Images',
  documentation: 'Technical Documentation',
  teaching: 'Classroom Teaching',
};

export const waitlistSources = ['waitlist', 'exit_intent'] as const;
export type WaitlistSource = (typeof waitlistSources)[number];

/**
 * An uploaded file no submission references is deleted after this many hours (the job
 * deleteOrphanUploads); submitWork takes only files younger than SUBMITTABLE_UPLOAD_HOURS,
 * so a file the job may delete can never be submitted while it does.
 */
export const ORPHAN_UPLOAD_HOURS = 24;
export const SUBMITTABLE_UPLOAD_HOURS = 23;

/** Most payment methods one creator may hold. */
export const MAX_PAYOUT_ACCOUNTS = 10;
/** Most submissions one payout request re-pays (a transaction writes at most 500 documents). */
export const MAX_SUBMISSIONS_PER_PAYOUT_REQUEST = 100;

// Marketplace operations (docs/operations.md, Scheduled jobs)

/**
 * The actor of the scheduled jobs' audit entries: no user acted. Its id cannot be a Firebase
 * Auth uid of ours (those have no colon), so it never collides with a person.
 */
export const SYSTEM_ACTOR = {
  uid: 'system:scheduler',
  name: 'Groundtruth (automatic)',
  email: 'system@groundtruth.invalid',
} as const;

/** A creator may appeal a rejection once, within this many days of the review. */
export const APPEAL_WINDOW_DAYS = 7;
/** Longest appeal message, in characters. */
export const APPEAL_MESSAGE_MAX = 2000;
/** An acceptance about to expire is announced this many hours before. */
export const EXPIRY_WARNING_HOURS = 24;
/** A payout left in processing this long is reconciled with the provider. */
export const PAYOUT_RECONCILE_AFTER_MINUTES = 15;
/** Documents a job handles per page (one transaction per document). */
export const JOB_PAGE_SIZE = 100;
/** Longest working time a task may set, in hours (90 days). */
export const MAX_WORKING_TIME_HOURS = 2160;

/** platform_settings/operations: defaults before an admin changes anything. */
export const DEFAULT_PLATFORM_SETTINGS = {
  /** A pending submission older than this is flagged overdue to staff. */
  review_overdue_days: 7,
  /** A pending submission older than this is approved by the system. */
  review_auto_approve_days: 21,
  /** Working time of tasks created without one, in hours; null: until the task's due date. */
  default_working_time_hours: null as number | null,
};
export const PLATFORM_SETTINGS_DOC = 'operations';

/**
 * platform_settings/operations: the checks on reviewers until an admin changes them — the share of
 * rejections held for a blind second opinion, and the share of a reviewer's queue that is gold.
 */
export const DEFAULT_REVIEW_CHECKS = {
  second_opinion_rate: 0.2,
  gold_rate: 0.05,
};
export type ReviewChecks = typeof DEFAULT_REVIEW_CHECKS;

/** Appeal of a rejected submission: open until staff decide it. */
export const appealStatuses = ['open', 'decided'] as const;
export type AppealStatus = (typeof appealStatuses)[number];

/** What a notification reports; each links to the screen concerned. */
export const notificationKinds = [
  'submission_reviewed',
  'appeal_decided',
  'payout_sent',
  'payout_failed',
  // A payout an admin processed waits for the creator to verify their method
  'payout_held',
  'acceptance_expiring',
  'acceptance_expired',
  // Security notices: e-mailed even when e-mail notifications are off.
  'payout_account_added',
  'default_payout_account_changed',
  // Qualifications
  'qualification_granted',
  'qualification_revoked',
  'qualification_expiring',
  'qualification_expired',
  'bonus_awarded',
  // Dataset delivery: the admin who asked is told when the export finishes
  'dataset_export_complete',
  'dataset_export_failed',
  // Conversations, announcements and new-task alerts
  'message_received',
  'announcement',
  'new_task',
  // Tax forms: a W-8BEN about to expire, and expired
  'tax_form_expiring',
  'tax_form_expired',
  // Identity verification: support sent a new link; the provider's decision
  'identity_link',
  'identity_verified',
  'identity_failed',
  // Fair pay: a task's approved work made a median under the hourly floor (admins)
  'task_under_floor',
  // Dataset orders: the customer who ordered is told of delivery, acceptance and disputes
  'order_delivered',
  'order_accepted',
  'order_disputed',
  'order_dispute_resolved',
  // Dataset orders: the organisation's customers are told of the other steps (order-notices.ts)
  'order_submitted',
  'order_funded',
  'order_started',
  'order_delivery_failed',
  'order_refunded',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Notices about the account's security: e-mailed whatever the person's e-mail preference. */
export const securityNotificationKinds: readonly NotificationKind[] = [
  'payout_account_added',
  'default_payout_account_changed',
];

// Accounts and e-mail

/** A payment method changes only within this many minutes of signing in (the token's auth_time). */
export const RECENT_SIGN_IN_MINUTES = 5;
