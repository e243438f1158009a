import {
  AUDIT_LOG_LIMIT,
  DUPLICATE_LOOKUP_CARDS,
  DUPLICATE_LOOKUP_LIMIT,
  MAX_PAYOUT_ACCOUNTS,
  openSecondOpinionStates,
  OVERVIEW_LIST_LIMIT,
  REVIEW_QUALITY_MAX_DAYS,
  REVIEW_QUALITY_MAX_WEEKS,
  STATS_MAX_DAYS,
  type PayoutStatus,
  type ReviewStatus,
  type Role,
  type TaskCategory,
  type TaskStatus,
} from './constants';
import { collections } from './collections';
import { nameSearchTerm } from './name-search';
import { DOCUMENT_ID, listQuery, MAX_IN_VALUES } from './query-spec';
import { REVIEW_AGREEMENT_SHARDS, STATS_DAY_SHARDS, STATS_UNFOLDED_DAYS } from './stats-shards';

/**
 * Every list and count a screen reads, described once so the apps, the rules tests and the
 * bench run the same queries: no screen reads a number of documents that grows with the
 * platform's history (docs/architecture.md, Data model). Each list is ordered and limited, and pages with a cursor on its
 * order; each count is an aggregation query. Creators' queries carry the constraint the rules
 * check (user_id == uid, status == 'published'), since rules are not filters. The counts and sums
 * are in count-queries.ts, the paged reads of exports in export-queries.ts, the functions' own
 * queries in server-queries.ts; the spec's shape and its SDK builders in query-spec.ts.
 */

/** The lists each screen reads, first page (later pages add a cursor after the last document). */
export const screenQueries = {
  /**
   * /dashboard/tasks: published tasks every creator lists, newest first (a 'discover' task is
   * not listed: discoverTasks hands it to who qualifies).
   */
  publishedTasks: () =>
    listQuery(
      collections.tasks,
      [
        ['status', '==', 'published'],
        ['listed', '==', true],
      ],
      [['created_at', 'desc']],
    ),
  /** /dashboard/tasks filtered by category: listed published tasks of one category, newest first. */
  publishedTasksInCategory: (category: TaskCategory) =>
    listQuery(
      collections.tasks,
      [
        ['status', '==', 'published'],
        ['category', '==', category],
        ['listed', '==', true],
      ],
      [['created_at', 'desc']],
    ),
  /**
   * /dashboard/tasks: which of the shown tasks the creator accepted, as one query per page of
   * tasks (a get of a missing acceptance is refused by the rules, so ids cannot be probed).
   * At most MAX_IN_VALUES task ids; each (task, user) has at most one acceptance.
   */
  myAcceptancesOfTasks: (userId: string, taskIds: readonly string[]) =>
    listQuery(
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
   * for each accepted task, by the ids their acceptances name (latest_submission_id),
   * so a task whose work is pending or approved offers no Submit. At most MAX_IN_VALUES ids.
   */
  mySubmissionsByIds: (userId: string, submissionIds: readonly string[]) =>
    listQuery(
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
    listQuery(collections.taskAcceptances, [['user_id', '==', userId]], [['created_at', 'desc']]),
  /** /dashboard overview, Tasks in Progress: the creator's open acceptances, newest first. */
  myOpenAcceptances: (userId: string) =>
    listQuery(
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
    listQuery(
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
    listQuery(
      collections.payouts,
      [['user_id', '==', userId]],
      [['created_at', 'desc']],
      OVERVIEW_LIST_LIMIT,
    ),
  /** /dashboard/submissions: the creator's submissions, newest first. */
  mySubmissions: (userId: string) =>
    listQuery(collections.submissions, [['user_id', '==', userId]], [['submitted_at', 'desc']]),
  /** /dashboard/payments, Payout History: the creator's payouts, newest first. */
  myPayouts: (userId: string) =>
    listQuery(collections.payouts, [['user_id', '==', userId]], [['created_at', 'desc']]),
  /** /dashboard/payments, Earnings: the creator's latest bonuses, newest first. */
  myLatestBonuses: (userId: string) =>
    listQuery(
      collections.payouts,
      [
        ['user_id', '==', userId],
        ['kind', '==', 'bonus'],
      ],
      [['created_at', 'desc']],
      OVERVIEW_LIST_LIMIT,
    ),
  /** /dashboard/payments, Payment Methods: at most MAX_PAYOUT_ACCOUNTS exist. */
  myPayoutAccounts: (userId: string) =>
    listQuery(
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
    listQuery(collections.tasks, [[DOCUMENT_ID, 'in', [...taskIds]]], [], MAX_IN_VALUES),
  /** /dashboard/admin/tasks: all tasks, newest first. */
  allTasks: () => listQuery(collections.tasks, [], [['created_at', 'desc']]),
  /** /dashboard/admin/tasks filtered by status, newest first. */
  tasksByStatus: (status: TaskStatus) =>
    listQuery(collections.tasks, [['status', '==', status]], [['created_at', 'desc']]),
  /** /dashboard/admin/submissions: all submissions, newest first. */
  allSubmissions: () => listQuery(collections.submissions, [], [['submitted_at', 'desc']]),
  /** /dashboard/admin/submissions: the review queue. */
  pendingSubmissions: () =>
    listQuery(
      collections.submissions,
      [['review_status', '==', 'pending']],
      [['submitted_at', 'desc']],
    ),
  /** Admin overview, review backlog: the one submission waiting longest. */
  oldestPendingSubmission: () =>
    listQuery(
      collections.submissions,
      [['review_status', '==', 'pending']],
      [['submitted_at', 'asc']],
      1,
    ),
  /** /dashboard/admin/submissions filtered by review state, newest first. */
  submissionsByStatus: (status: ReviewStatus) =>
    listQuery(
      collections.submissions,
      [['review_status', '==', status]],
      [['submitted_at', 'desc']],
    ),
  /** /dashboard/admin/submissions filtered by task, newest first. */
  taskSubmissions: (taskId: string) =>
    listQuery(collections.submissions, [['task_id', '==', taskId]], [['submitted_at', 'desc']]),
  /** /dashboard/admin/submissions filtered by task and review state, newest first. */
  taskSubmissionsByStatus: (taskId: string, status: ReviewStatus) =>
    listQuery(
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
    listQuery(
      collections.submissions,
      [['file_hashes', 'array-contains-any', [...md5Hashes]]],
      [['submitted_at', 'desc']],
      DUPLICATE_LOOKUP_LIMIT * Math.min(cards, DUPLICATE_LOOKUP_CARDS),
    ),
  /** /dashboard/users: users newest first. */
  users: () => listQuery(collections.users, [], [['created_at', 'desc']]),
  /** /dashboard/users filtered by role: the users of one role, newest first. */
  usersByRole: (role: Role) =>
    listQuery(collections.users, [['role', '==', role]], [['created_at', 'desc']]),
  /** /dashboard/users, Organisations: customers' organisations by name (staff list them). */
  organizations: () => listQuery(collections.organizations, [], [['name', 'asc']]),
  /** Invite customer: the organisations to choose from, by name, at most AUDIT_LOG_LIMIT. */
  organizationChoices: () =>
    listQuery(collections.organizations, [], [['name', 'asc']], AUDIT_LOG_LIMIT),
  /** /dashboard/users, Organisations: an organisation's people, first joined first. */
  organizationPeople: (organizationId: string) =>
    listQuery(
      collections.users,
      [['organization_id', '==', organizationId]],
      [['created_at', 'asc']],
    ),
  /** /dashboard/users search: e-mail prefix (e-mails are stored lower-case). */
  usersByEmail: (prefix: string) => {
    const p = prefix.trim().toLowerCase();
    return listQuery(
      collections.users,
      [
        ['email', '>=', p],
        ['email', '<', `${p}\uf8ff`],
      ],
      [['email', 'asc']],
    );
  },
  /**
   * /dashboard/users search: the start of any word of the name ("okafor" finds "Lena Okafor"), on
   * users.name_prefixes (name-search.ts; written by the functions that write a user's name).
   */
  usersByName: (text: string) =>
    listQuery(
      collections.users,
      [['name_prefixes', 'array-contains', nameSearchTerm(text)]],
      [['name_lower', 'asc']],
    ),
  /** /dashboard/payouts: all payouts, newest first. */
  allPayouts: () => listQuery(collections.payouts, [], [['created_at', 'desc']]),
  /** /dashboard/payouts: the ones waiting for Process Payout. */
  pendingPayouts: () =>
    listQuery(collections.payouts, [['status', '==', 'pending']], [['created_at', 'desc']]),
  /** /dashboard/payouts filtered by status, newest first. */
  payoutsByStatus: (status: PayoutStatus) =>
    listQuery(collections.payouts, [['status', '==', status]], [['created_at', 'desc']]),
  /** /dashboard/audit: the latest 100 entries. */
  auditLogs: () => listQuery(collections.auditLogs, [], [['created_at', 'desc']], AUDIT_LOG_LIMIT),

  // Marketplace operations
  /** The bell: the user's notifications, newest first (the rules check user_id == uid). */
  myNotifications: (userId: string) =>
    listQuery(collections.notifications, [['user_id', '==', userId]], [['created_at', 'desc']]),
  /** /dashboard/admin/submissions: the review queue oldest first, so overdue ones lead. */
  reviewQueue: () =>
    listQuery(
      collections.submissions,
      [['review_status', '==', 'pending']],
      [['submitted_at', 'asc']],
    ),
  /**
   * /dashboard/admin/submissions, "Fails requirements": pending submissions whose
   * files fail their task's requirements as changed after they were submitted, oldest first.
   */
  reviewQueueFailingRequirements: () =>
    listQuery(
      collections.submissions,
      [
        ['review_status', '==', 'pending'],
        ['fails_requirements', '==', true],
      ],
      [['submitted_at', 'asc']],
    ),
  /** /dashboard/admin/submissions, Appeals: open appeals, longest waiting first. */
  openAppeals: () =>
    listQuery(collections.submissions, [['appeal_status', '==', 'open']], [['appealed_at', 'asc']]),
  /**
   * /dashboard/admin/submissions, "Second opinions": rejections held for a blind second opinion
   * and those whose two reviewers disagreed, longest waiting first (second_opinions, which only
   * staff read; the screen then reads each submission).
   */
  secondOpinions: () =>
    listQuery(
      collections.secondOpinions,
      [['state', 'in', [...openSecondOpinionStates]]],
      [['requested_at', 'asc']],
    ),
  /** The second opinions of the submissions on a review page (at most MAX_IN_VALUES ids). */
  secondOpinionsOf: (submissionIds: readonly string[]) =>
    listQuery(
      collections.secondOpinions,
      [['submission_id', 'in', [...submissionIds]]],
      [],
      MAX_IN_VALUES,
    ),

  // Dataset delivery
  /** Manage Tasks, a task's exports: newest first. */
  taskExports: (taskId: string) =>
    listQuery(collections.datasetExports, [['task_id', '==', taskId]], [['created_at', 'desc']]),
  /** /dashboard/admin/analytics: the daily stats from `fromDay` on, at most a year's. */
  dailyStats: (fromDay: string) =>
    listQuery(collections.statsDaily, [['day', '>=', fromDay]], [['day', 'asc']], STATS_MAX_DAYS),
  /**
   * /dashboard/admin/analytics: the day shards from `fromDay` on (those of the days the recount
   * has not folded into their bases yet: today's, and a closed day's until the next recount).
   */
  dailyStatsShards: (fromDay: string) =>
    listQuery(
      collections.statsDailyShards,
      [['day', '>=', fromDay]],
      [['day', 'asc']],
      STATS_UNFOLDED_DAYS * STATS_DAY_SHARDS,
    ),

  // Review quality
  /** /dashboard/admin/review-quality: every reviewer's totals (admins), in uid order. */
  reviewerStats: () =>
    listQuery(collections.reviewerStats, [], [[DOCUMENT_ID, 'asc']], AUDIT_LOG_LIMIT),
  /**
   * /dashboard/admin/review-quality: one reviewer's days from `fromDay` on, at most the longest
   * window's; support run it for themselves only (the rules check uid).
   */
  reviewerDays: (uid: string, fromDay: string) =>
    listQuery(
      collections.reviewerStatsDaily,
      [
        ['uid', '==', uid],
        ['day', '>=', fromDay],
      ],
      [['day', 'asc']],
      REVIEW_QUALITY_MAX_DAYS,
    ),
  /**
   * /dashboard/admin/review-quality: the weeks of second-opinion pairs from `fromWeek` on, their
   * shards (and a whole week's document of before them), which the screen folds by week.
   */
  reviewAgreementWeeks: (fromWeek: string) =>
    listQuery(
      collections.reviewAgreement,
      [['week', '>=', fromWeek]],
      [['week', 'asc']],
      REVIEW_QUALITY_MAX_WEEKS * (REVIEW_AGREEMENT_SHARDS + 1),
    ),
} as const;
