/**
 * Firestore collection names (docs/architecture.md, Data model). Re-exported by entities.ts; on their own here so that
 * query specs (queries.ts) and the code that only runs them carry no zod.
 */
export const collections = {
  /** Customers' companies (dataset-orders.ts): their people read their own; functions write. */
  organizations: 'organizations',
  /** Invitations of customers by e-mail (customer-invitations.ts): functions only. */
  customerInvitations: 'customer_invitations',
  /** Dataset orders (dataset-orders.ts): their organisation and staff read them; functions write. */
  datasetOrders: 'dataset_orders',
  /** An order's escrow movements, `dataset_orders/{orderId}/ledger/{entryId}`: as its order. */
  orderLedger: 'ledger',
  /** An order's samples, `dataset_orders/{orderId}/samples/{sampleId}` (order-samples.ts): as its order. */
  orderSamples: 'samples',
  /** Each payment-provider event of an order once (functions only; no client access). */
  orderPaymentEvents: 'order_payment_events',
  users: 'users',
  userRoles: 'user_roles',
  creatorProfiles: 'creator_profiles',
  tasks: 'tasks',
  /** A task's slot shards, `tasks/{taskId}/slots/{n}` (task-slots.ts): staff read; functions write. */
  taskSlots: 'slots',
  /** Releases of people in frame (releases.ts): the creator and staff read them; functions write. */
  releases: 'releases',
  /**
   * Addresses that asked for no more release requests, keyed by a SHA-256 of the address;
   * functions only.
   */
  releaseRequestBlocks: 'release_request_blocks',
  /** A task's approved work by minutes taken, `task_effort/{taskId}` (task-effort.ts): staff read. */
  taskEffort: 'task_effort',
  taskEffortShards: 'task_effort_shards',
  taskAcceptances: 'task_acceptances',
  submissions: 'submissions',
  payoutAccounts: 'payout_accounts',
  payouts: 'payouts',
  auditLogs: 'audit_logs',
  waitlist: 'waitlist',
  creatorBalances: 'creator_balances',
  notifications: 'notifications',
  platformSettings: 'platform_settings',
  /** The local sandbox payout provider's record of transfers (functions only; no client reads). */
  sandboxTransfers: 'sandbox_transfers',
  /** Token buckets of the public callables' per-client limits (functions only). */
  rateLimits: 'rate_limits',
  payoutVerifications: 'payout_verifications',
  /** The e-mail outbox: written beside notifications, sent by deliverMail; no client access. */
  mail: 'mail',
  /** Dataset exports' progress: written by the functions, read by staff. */
  datasetExports: 'dataset_exports',
  /** Staff analytics: a UTC day's base figures, `yyyy-mm-dd`; admins read them. */
  statsDaily: 'stats_daily',
  /**
   * Staff analytics: the day's shards, `{yyyy-mm-dd}_{k}` with a `day` field, which the events
   * add to (the day's figure is its base plus its shards); admins read them.
   */
  statsDailyShards: 'stats_daily_shards',
  /**
   * Who was active in a day or week (`day_{yyyy-mm-dd}_{uid}`, `week_{monday}_{uid}`), so
   * submitWork counts a creator once per period in its transaction; no client access.
   */
  statsActiveCreators: 'stats_active_creators',
  /**
   * A creator's submissions per review state, `creator_stats/{uid}`, kept in the
   * transactions that change a state so the overview reads one document at any data size; the
   * creator and staff read it.
   */
  creatorStats: 'creator_stats',
  /**
   * Where a job that pages through a whole collection stopped (`job_cursors/{job name}`), so the
   * next run goes on from there; functions only, no client access.
   */
  jobCursors: 'job_cursors',
  /** Qualification types with their quiz questions, without answers; signed-in users read them. */
  qualifications: 'qualifications',
  /** A quiz's answer key and explanations, `qualification_keys/{qualificationId}`; staff only. */
  qualificationKeys: 'qualification_keys',
  /** Quiz attempts, `{qualificationId}_{uid}_{n}`; the creator reads their own, staff all. */
  qualificationAttempts: 'qualification_attempts',
  /** Where a creator stands with a qualification, `{qualificationId}_{uid}`; own and staff reads. */
  qualificationGrants: 'qualification_grants',
  /** Reviewer QA totals, `reviewer_stats/{uid}`: admins read all, a reviewer their own. */
  reviewerStats: 'reviewer_stats',
  /** Reviewer QA per UTC day, `{uid}_{yyyy-mm-dd}`: admins read all, a reviewer their own. */
  reviewerStatsDaily: 'reviewer_stats_daily',
  /** Second-opinion pairs per ISO week, `review_agreement/{YYYY-Www}`: admins read them. */
  reviewAgreement: 'review_agreement',
  /** A rejection held for a blind second opinion, `held_reviews/{submissionId}`; functions only. */
  heldReviews: 'held_reviews',
  /** Where a submission's second opinion stands, `second_opinions/{submissionId}`: staff read. */
  secondOpinions: 'second_opinions',
  /** A reviewer's rejections of one creator in a day, `{reviewer}_{creator}_{day}`; functions only. */
  rejectionTallies: 'rejection_tallies',
  /** Gold items, pending-looking copies of reviewed submissions for reviewers' queues; staff read. */
  goldItems: 'gold_items',
  /** A gold item's expected decision and reason, `gold_keys/{goldId}`: functions only. */
  goldKeys: 'gold_keys',
  /** Gold checks, `{goldId}_{reviewerUid}`: admins read all, a reviewer their own. */
  goldChecks: 'gold_checks',
  /** Conversations (threads.ts), messages in threads/{id}/messages: own and staff reads; functions write. */
  threads: 'threads',
  /** Announcements to a group of creators (announcements.ts): staff read; functions write. */
  announcements: 'announcements',
  /** New-task alerts, `task_alerts/{taskId}`: a task's first publication, fanned out by a job; functions only. */
  taskAlerts: 'task_alerts',
  /** Signed tax forms (tax-forms.ts), current and past: their owner and staff read; functions write. */
  taxForms: 'tax_forms',
  /** A creator's current tax form, summarised, `tax_profiles/{uid}`: own and staff reads. */
  taxProfiles: 'tax_profiles',
  /** Tax forms' numbers, encrypted (AES-256-GCM), `tax_tins/{formId}`: functions only. */
  taxTins: 'tax_tins',
  /** A creator's identity check, `identity_checks/{uid}` (identity.ts): own and staff reads; functions write. */
  identityChecks: 'identity_checks',
  /** The identity provider's webhook events already handled, by event id; functions only. */
  identityEvents: 'identity_events',
  /** The local sandbox identity provider's sessions (functions only; no client reads). */
  sandboxIdentitySessions: 'sandbox_identity_sessions',
} as const;
