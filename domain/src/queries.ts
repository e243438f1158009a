import {
  AUDIT_LOG_LIMIT,
  DUPLICATE_LOOKUP_CARDS,
  DUPLICATE_LOOKUP_LIMIT,
  JOB_PAGE_SIZE,
  MAX_PAYOUT_ACCOUNTS,
  MAX_SUBMISSIONS_PER_PAYOUT_REQUEST,
  OVERVIEW_LIST_LIMIT,
  STATS_MAX_DAYS,
  PAGE_SIZE,
  type PayoutStatus,
  type ReviewStatus,
  type TaskCategory,
  type TaskStatus,
} from './constants';
import { collections } from './collections';

/**
 * Every list and count a screen reads, described once so the apps, the rules tests and the
 * bench run the same queries (DESIGN §7: no screen reads a number of documents that grows with
 * the platform's history). Each list is ordered and limited, and pages with a cursor on its
 * order; each count is an aggregation query. Creators' queries carry the constraint the rules
 * check (user_id == uid, status == 'published'), since rules are not filters.
 */

export type CollectionName = (typeof collections)[keyof typeof collections];
export type FilterOp =
  '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains' | 'array-contains-any';
export type Filter = readonly [field: string, op: FilterOp, value: unknown];
export type Order = readonly [field: string, direction: 'asc' | 'desc'];

/** A bounded list query. */
export interface ListQuery {
  collection: CollectionName;
  where: readonly Filter[];
  orderBy: readonly Order[];
  limit: number;
}

/** A count (or sum) over a filtered collection, read as one aggregation query. */
export interface CountQuery {
  collection: CollectionName;
  where: readonly Filter[];
  /** Sum this field instead of counting. */
  sum?: string;
}

/** Firestore's limit on the values of one 'in' filter. */
export const MAX_IN_VALUES = 30;

/** The document id as a filter field (Firestore's `documentId()`; values are plain ids). */
export const DOCUMENT_ID = '__name__';

const list = (
  collection: CollectionName,
  where: readonly Filter[],
  orderBy: readonly Order[],
  limit: number = PAGE_SIZE,
): ListQuery => ({ collection, where, orderBy, limit });

/** The lists each screen reads, first page (later pages add a cursor after the last document). */
export const screenQueries = {
  /** /dashboard/tasks: published tasks, newest first. */
  publishedTasks: () =>
    list(collections.tasks, [['status', '==', 'published']], [['created_at', 'desc']]),
  /** /dashboard/tasks filtered by category: published tasks of one category, newest first. */
  publishedTasksInCategory: (category: TaskCategory) =>
    list(
      collections.tasks,
      [
        ['status', '==', 'published'],
        ['category', '==', category],
      ],
      [['created_at', 'desc']],
    ),
  /**
   * /dashboard/tasks: which of the shown tasks the creator accepted, as one query per page of
   * tasks (a get of a missing acceptance is refused by the rules, so ids cannot be probed).
   * At most MAX_IN_VALUES task ids; each (task, user) has at most one acceptance.
   */
  myAcceptancesOfTasks: (userId: string, taskIds: readonly string[]) =>
    list(
      collections.taskAcceptances,
      [
        ['user_id', '==', userId],
        ['task_id', 'in', [...taskIds]],
      ],
      [],
      MAX_IN_VALUES,
    ),
  /**
   * /dashboard/tasks and the submit screen: the review state of the creator's latest submission
   * for each accepted task (issue 19), by the ids their acceptances name (latest_submission_id),
   * so a task whose work is pending or approved offers no Submit. At most MAX_IN_VALUES ids.
   */
  mySubmissionsByIds: (userId: string, submissionIds: readonly string[]) =>
    list(
      collections.submissions,
      [
        ['user_id', '==', userId],
        [DOCUMENT_ID, 'in', [...submissionIds]],
      ],
      [],
      MAX_IN_VALUES,
    ),
  /** The creator's open acceptances (overview, submit screen). */
  myAcceptances: (userId: string) =>
    list(collections.taskAcceptances, [['user_id', '==', userId]], [['created_at', 'desc']]),
  /** /dashboard overview, Tasks in Progress: the creator's open acceptances, newest first. */
  myOpenAcceptances: (userId: string) =>
    list(
      collections.taskAcceptances,
      [
        ['user_id', '==', userId],
        ['status', '==', 'accepted'],
      ],
      [['created_at', 'desc']],
      OVERVIEW_LIST_LIMIT,
    ),
  /** /dashboard overview, Latest Activity: the creator's latest reviewed submissions. */
  myLatestReviews: (userId: string) =>
    list(
      collections.submissions,
      [
        ['user_id', '==', userId],
        ['review_status', 'in', ['approved', 'rejected', 'needs_changes']],
      ],
      [['reviewed_at', 'desc']],
      OVERVIEW_LIST_LIMIT,
    ),
  /** /dashboard overview, Latest Activity: the creator's latest payouts. */
  myLatestPayouts: (userId: string) =>
    list(
      collections.payouts,
      [['user_id', '==', userId]],
      [['created_at', 'desc']],
      OVERVIEW_LIST_LIMIT,
    ),
  /** /dashboard/submissions: the creator's submissions, newest first. */
  mySubmissions: (userId: string) =>
    list(collections.submissions, [['user_id', '==', userId]], [['submitted_at', 'desc']]),
  /** /dashboard/payments, Payout History: the creator's payouts, newest first. */
  myPayouts: (userId: string) =>
    list(collections.payouts, [['user_id', '==', userId]], [['created_at', 'desc']]),
  /** /dashboard/payments, Payment Methods: at most MAX_PAYOUT_ACCOUNTS exist. */
  myPayoutAccounts: (userId: string) =>
    list(
      collections.payoutAccounts,
      [['user_id', '==', userId]],
      [['created_at', 'asc']],
      MAX_PAYOUT_ACCOUNTS,
    ),
  /**
   * Tasks by id, at most 30 (one 'in' filter): the tasks of the review cards on screen, read
   * with one query for the page instead of one read request per card.
   */
  tasksByIds: (taskIds: readonly string[]) =>
    list(collections.tasks, [[DOCUMENT_ID, 'in', [...taskIds]]], [], MAX_IN_VALUES),
  /** /dashboard/admin/tasks: all tasks, newest first. */
  allTasks: () => list(collections.tasks, [], [['created_at', 'desc']]),
  /** /dashboard/admin/tasks filtered by status, newest first. */
  tasksByStatus: (status: TaskStatus) =>
    list(collections.tasks, [['status', '==', status]], [['created_at', 'desc']]),
  /** /dashboard/admin/submissions: all submissions, newest first. */
  allSubmissions: () => list(collections.submissions, [], [['submitted_at', 'desc']]),
  /** /dashboard/admin/submissions: the review queue. */
  pendingSubmissions: () =>
    list(collections.submissions, [['review_status', '==', 'pending']], [['submitted_at', 'desc']]),
  /** Admin overview, review backlog: the one submission waiting longest. */
  oldestPendingSubmission: () =>
    list(
      collections.submissions,
      [['review_status', '==', 'pending']],
      [['submitted_at', 'asc']],
      1,
    ),
  /** /dashboard/admin/submissions filtered by review state, newest first. */
  submissionsByStatus: (status: ReviewStatus) =>
    list(collections.submissions, [['review_status', '==', status]], [['submitted_at', 'desc']]),
  /** /dashboard/admin/submissions filtered by task, newest first. */
  taskSubmissions: (taskId: string) =>
    list(collections.submissions, [['task_id', '==', taskId]], [['submitted_at', 'desc']]),
  /** /dashboard/admin/submissions filtered by task and review state, newest first. */
  taskSubmissionsByStatus: (taskId: string, status: ReviewStatus) =>
    list(
      collections.submissions,
      [
        ['task_id', '==', taskId],
        ['review_status', '==', status],
      ],
      [['submitted_at', 'desc']],
    ),
  /**
   * Review duplicate warning: other submissions holding a file with one of these MD5 hashes
   * (submissions.file_hashes, written by submitWork). One indexed query for up to
   * DUPLICATE_LOOKUP_CARDS cards at once, bounded at DUPLICATE_LOOKUP_LIMIT per card; at most
   * 30 hashes (Firestore's array-contains-any limit; a submission has at most 20 files).
   */
  submissionsSharingFiles: (md5Hashes: readonly string[], cards = 1) =>
    list(
      collections.submissions,
      [['file_hashes', 'array-contains-any', [...md5Hashes]]],
      [['submitted_at', 'desc']],
      DUPLICATE_LOOKUP_LIMIT * Math.min(cards, DUPLICATE_LOOKUP_CARDS),
    ),
  /** /dashboard/users: users newest first. */
  users: () => list(collections.users, [], [['created_at', 'desc']]),
  /** /dashboard/users search: e-mail prefix (e-mails are stored lower-case). */
  usersByEmail: (prefix: string) => {
    const p = prefix.trim().toLowerCase();
    return list(
      collections.users,
      [
        ['email', '>=', p],
        ['email', '<', `${p}\uf8ff`],
      ],
      [['email', 'asc']],
    );
  },
  /**
   * /dashboard/users search: name prefix, on users.name_lower (the name lower-cased, written by
   * the functions that write a user's name).
   */
  usersByName: (prefix: string) => {
    const p = prefix.trim().toLowerCase();
    return list(
      collections.users,
      [
        ['name_lower', '>=', p],
        ['name_lower', '<', `${p}\uf8ff`],
      ],
      [['name_lower', 'asc']],
    );
  },
  /** /dashboard/payouts: all payouts, newest first. */
  allPayouts: () => list(collections.payouts, [], [['created_at', 'desc']]),
  /** /dashboard/payouts: the ones waiting for Process Payout. */
  pendingPayouts: () =>
    list(collections.payouts, [['status', '==', 'pending']], [['created_at', 'desc']]),
  /** /dashboard/payouts filtered by status, newest first. */
  payoutsByStatus: (status: PayoutStatus) =>
    list(collections.payouts, [['status', '==', status]], [['created_at', 'desc']]),
  /** /dashboard/audit: the latest 100 entries (spec §2). */
  auditLogs: () => list(collections.auditLogs, [], [['created_at', 'desc']], AUDIT_LOG_LIMIT),

  // Marketplace operations (issue 14)
  /** The bell: the user's notifications, newest first (the rules check user_id == uid). */
  myNotifications: (userId: string) =>
    list(collections.notifications, [['user_id', '==', userId]], [['created_at', 'desc']]),
  /** /dashboard/admin/submissions: the review queue oldest first, so overdue ones lead. */
  reviewQueue: () =>
    list(collections.submissions, [['review_status', '==', 'pending']], [['submitted_at', 'asc']]),
  /**
   * /dashboard/admin/submissions, "Fails requirements" (issue 22): pending submissions whose
   * files fail their task's requirements as changed after they were submitted, oldest first.
   */
  reviewQueueFailingRequirements: () =>
    list(
      collections.submissions,
      [
        ['review_status', '==', 'pending'],
        ['fails_requirements', '==', true],
      ],
      [['submitted_at', 'asc']],
    ),
  /** /dashboard/admin/submissions, Appeals: open appeals, longest waiting first. */
  openAppeals: () =>
    list(collections.submissions, [['appeal_status', '==', 'open']], [['appealed_at', 'asc']]),

  // Dataset delivery (issue 23)
  /** Manage Tasks, a task's exports: newest first. */
  taskExports: (taskId: string) =>
    list(collections.datasetExports, [['task_id', '==', taskId]], [['created_at', 'desc']]),
  /** /dashboard/admin/analytics: the daily stats from `fromDay` on, at most a year's (issue 25). */
  dailyStats: (fromDay: string) =>
    list(collections.statsDaily, [['day', '>=', fromDay]], [['day', 'asc']], STATS_MAX_DAYS),
} as const;

/** Rows per page of an export: large pages, each still one bounded query (100,000 rows = 200 reads). */
export const EXPORT_PAGE_SIZE = 500;

/** Lists a screen exports page by page (a CSV download), on the same indexes as the screen's. */
export const exportQueries = {
  /** /dashboard/payouts CSV: every payout, or those of one status, newest first. */
  payouts: (status?: PayoutStatus) =>
    list(
      collections.payouts,
      status ? [['status', '==', status]] : [],
      [['created_at', 'desc']],
      EXPORT_PAGE_SIZE,
    ),
} as const;

/**
 * A person's own documents (issue 21): the data export reads them a page at a time, account
 * deletion pages through them to delete or scrub them. One equality filter: no composite index.
 */
export const ownDataQueries = {
  /** Documents of `collection` whose user_id is `userId`. */
  owned: (collection: CollectionName, userId: string) =>
    list(collection, [['user_id', '==', userId]], [], EXPORT_PAGE_SIZE),
  /** A payout of `userId` still pending or processing: deletion waits for it. */
  payoutInFlight: (userId: string) =>
    list(
      collections.payouts,
      [
        ['user_id', '==', userId],
        ['status', 'in', ['pending', 'processing']],
      ],
      [],
      1,
    ),
} as const;

/** Queries the functions run inside their transactions, bounded like the screens'. */
export const serverQueries = {
  /**
   * recountDailyStats (issue 25): the documents whose `field` (a time an event wrote) falls in
   * [from, to), a page at a time; one field's range, so its single-field index serves it.
   */
  eventsBetween: (
    collection: CollectionName,
    field: 'submitted_at' | 'first_reviewed_at' | 'appeal_decided_at' | 'sent_at',
    from: Date,
    to: Date,
  ) =>
    list(
      collection,
      [
        [field, '>=', from],
        [field, '<', to],
      ],
      [[field, 'asc']],
      JOB_PAGE_SIZE,
    ),
  /**
   * recountCounterStats (issue 25): every users document after the id `after` (from the first
   * when null), in id order, a page at a time: the creators whose creator_stats it recounts.
   */
  usersAfter: (after: string | null, limit: number = JOB_PAGE_SIZE) =>
    list(
      collections.users,
      after === null ? [] : [[DOCUMENT_ID, '>', after]],
      [[DOCUMENT_ID, 'asc']],
      limit,
    ),
  /** requestPayout: approved submissions with no live payout, oldest first. */
  unpaidApproved: (userId: string) =>
    list(
      collections.submissions,
      [
        ['user_id', '==', userId],
        ['review_status', '==', 'approved'],
        ['paid', '==', false],
      ],
      [['submitted_at', 'asc']],
      MAX_SUBMISSIONS_PER_PAYOUT_REQUEST,
    ),
  /**
   * updateTaskRequirements (issue 22): the task's pending submissions, a page at a time, to
   * recompute fails_requirements (on taskSubmissionsByStatus' index).
   */
  pendingSubmissionsOfTask: (taskId: string) =>
    list(
      collections.submissions,
      [
        ['task_id', '==', taskId],
        ['review_status', '==', 'pending'],
      ],
      [['submitted_at', 'desc']],
      JOB_PAGE_SIZE,
    ),
  /** setUserRole: two admins are enough to tell whether one is the last. */
  someAdmins: () => list(collections.userRoles, [['role', '==', 'admin']], [], 2),

  // The scheduled jobs (issue 14): the due ones first, a page at a time.
  /** expireAcceptances: open acceptances whose time ran out by `now`. */
  expiredAcceptances: (now: Date) =>
    list(
      collections.taskAcceptances,
      [
        ['status', '==', 'accepted'],
        ['expires_at', '<=', now],
      ],
      [['expires_at', 'asc']],
      JOB_PAGE_SIZE,
    ),
  /** expireAcceptances: open, not yet warned acceptances expiring by `until` (now + 24 h). */
  expiringAcceptances: (until: Date) =>
    list(
      collections.taskAcceptances,
      [
        ['status', '==', 'accepted'],
        ['expiry_warned', '==', false],
        ['expires_at', '<=', until],
      ],
      [['expires_at', 'asc']],
      JOB_PAGE_SIZE,
    ),
  /** enforceReviewDeadlines: pending submissions submitted at or before `cutoff`, oldest first. */
  pendingSubmittedBefore: (cutoff: Date) =>
    list(
      collections.submissions,
      [
        ['review_status', '==', 'pending'],
        ['submitted_at', '<=', cutoff],
      ],
      [['submitted_at', 'asc']],
      JOB_PAGE_SIZE,
    ),
  /** reconcilePayouts: payouts left processing since `cutoff` or earlier, oldest first. */
  processingSince: (cutoff: Date) =>
    list(
      collections.payouts,
      [
        ['status', '==', 'processing'],
        ['updated_at', '<=', cutoff],
      ],
      [['updated_at', 'asc']],
      JOB_PAGE_SIZE,
    ),
  /**
   * deliverMail (issue 21): messages due by `now`, the longest waiting first: pending, due for
   * a retry, or claimed by a run whose lease ran out (delivery.due_at is null once settled).
   */
  dueMail: (now: Date) =>
    list(
      collections.mail,
      [['delivery.due_at', '<=', now]],
      [['delivery.due_at', 'asc']],
      JOB_PAGE_SIZE,
    ),
  /** exportDatasets (issue 23): exports queued or under way, the oldest first. */
  openExports: () =>
    list(
      collections.datasetExports,
      [['status', 'in', ['queued', 'running']]],
      [['created_at', 'asc']],
      JOB_PAGE_SIZE,
    ),
  /**
   * exportDatasets: a page of a task's approved submissions in the order they were approved
   * (reviewed_at, then id), within the export's range; the job pages on with a cursor.
   */
  approvedTaskSubmissions: (taskId: string, from?: Date | null, to?: Date | null, limit = 50) =>
    list(
      collections.submissions,
      [
        ['task_id', '==', taskId],
        ['review_status', '==', 'approved'],
        ...(from ? [['reviewed_at', '>=', from] as const] : []),
        ...(to ? [['reviewed_at', '<=', to] as const] : []),
      ],
      [['reviewed_at', 'asc']],
      limit,
    ),
} as const;

/** Start of the UTC day `now` falls in: "sent today" on the payout cards. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The counts and sums the overview and summary cards read, each one aggregation query. The
 * creator overview's per-state counts and the admin overview's users, published tasks, pending
 * submissions and open appeals are read from counter documents instead (stats.ts: creator_stats,
 * platform_counters); their queries here say what those counters count.
 */
export const countQueries = {
  /** Admin overview (spec §2). */
  users: (): CountQuery => ({ collection: collections.users, where: [] }),
  publishedTasks: (): CountQuery => ({
    collection: collections.tasks,
    where: [['status', '==', 'published']],
  }),
  pendingSubmissions: (): CountQuery => ({
    collection: collections.submissions,
    where: [['review_status', '==', 'pending']],
  }),
  pendingPayouts: (): CountQuery => ({
    collection: collections.payouts,
    where: [['status', '==', 'pending']],
  }),
  /** Creator overview: the creator's submissions in one review state. */
  mySubmissionsByStatus: (userId: string, status: ReviewStatus): CountQuery => ({
    collection: collections.submissions,
    where: [
      ['user_id', '==', userId],
      ['review_status', '==', status],
    ],
  }),
  /** Payout Management cards: total pending amount and payouts sent today. */
  pendingPayoutCents: (): CountQuery => ({
    collection: collections.payouts,
    where: [['status', '==', 'pending']],
    sum: 'amount_cents',
  }),
  sentToday: (now: Date): CountQuery => ({
    collection: collections.payouts,
    where: [
      ['status', '==', 'sent'],
      ['updated_at', '>=', startOfUtcDay(now)],
    ],
  }),
  /** Admin overview and Review Submissions: pending longer than the overdue limit (issue 14). */
  overdueSubmissions: (cutoff: Date): CountQuery => ({
    collection: collections.submissions,
    where: [
      ['review_status', '==', 'pending'],
      ['submitted_at', '<', cutoff],
    ],
  }),
  /** Admin overview: appeals waiting for a decision. */
  openAppeals: (): CountQuery => ({
    collection: collections.submissions,
    where: [['appeal_status', '==', 'open']],
  }),
  /** The bell's badge: the user's unread notifications (the rules check user_id == uid). */
  myUnreadNotifications: (userId: string): CountQuery => ({
    collection: collections.notifications,
    where: [
      ['user_id', '==', userId],
      ['read', '==', false],
    ],
  }),
} as const;

/** The creator's earnings cards read one document: creator_balances/{uid} (see entities.ts). */
export function balanceDocPath(userId: string): string {
  return `${collections.creatorBalances}/${userId}`;
}

/** The query-building functions of a Firestore SDK (firebase/firestore/lite or firebase-admin). */
export interface QueryBuilders<Q, C> {
  collection(name: string): Q;
  where(query: Q, field: string, op: FilterOp, value: unknown): Q;
  orderBy(query: Q, field: string, direction: 'asc' | 'desc'): Q;
  limit(query: Q, n: number): Q;
  startAfter?(query: Q, cursor: C): Q;
}

/** Builds `spec` with an SDK's functions; `after` (the last document shown) gives the next page. */
export function buildQuery<Q, C>(
  spec: ListQuery | CountQuery,
  sdk: QueryBuilders<Q, C>,
  after?: C,
): Q {
  let query = sdk.collection(spec.collection);
  for (const [field, op, value] of spec.where) query = sdk.where(query, field, op, value);
  if ('orderBy' in spec) {
    for (const [field, direction] of spec.orderBy) query = sdk.orderBy(query, field, direction);
    if (after !== undefined && sdk.startAfter) query = sdk.startAfter(query, after);
    query = sdk.limit(query, spec.limit);
  }
  return query;
}

/**
 * The composite indexes a query needs (Firestore builds single-field ones itself): equality
 * filters first, then the range or order field.
 */
export function requiredIndex(
  spec: ListQuery | CountQuery,
): { collection: string; fields: Order[] } | null {
  const isEquality = (op: FilterOp) =>
    op === '==' || op === 'in' || op === 'array-contains' || op === 'array-contains-any';
  // Every index ends with the document id, so a filter on it needs no composite index.
  const equality = spec.where.filter(([field, op]) => isEquality(op) && field !== DOCUMENT_ID);
  const ranges = spec.where.filter(([, op]) => !isEquality(op));
  const orders: Order[] = 'orderBy' in spec ? [...spec.orderBy] : [];
  if (orders.length === 0 && ranges[0]) orders.push([ranges[0][0], 'asc']);
  const fields: Order[] = [...equality.map(([field]): Order => [field, 'asc']), ...orders];
  const distinct = new Set(fields.map(([field]) => field));
  if (distinct.size < 2) return null;
  return { collection: spec.collection, fields };
}
