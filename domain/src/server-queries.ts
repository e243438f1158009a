import { JOB_PAGE_SIZE, MAX_SUBMISSIONS_PER_PAYOUT_REQUEST, type SignupPath } from './constants';
import { collections } from './collections';
import { DOCUMENT_ID, listQuery, MAX_IN_VALUES, type CollectionName } from './query-spec';
import { storedLanguageValues } from './i18n/locales';

/** Queries the functions run inside their transactions, bounded like the screens'. */
export const serverQueries = {
  /**
   * reviewQueueGold: the newest gold items, of which a reviewer's queue mixes in those they have
   * not checked (gold-queue.ts). At most MAX_IN_VALUES, so their checks are read in one call.
   */
  newestGoldItems: () =>
    listQuery(collections.goldItems, [], [['submitted_at', 'desc']], MAX_IN_VALUES),
  /** discoverTasks: the newest published 'discover' tasks, which no creator lists themselves. */
  discoverGuardedTasks: () =>
    listQuery(
      collections.tasks,
      [
        ['status', '==', 'published'],
        ['listed', '==', false],
      ],
      [['created_at', 'desc']],
      MAX_IN_VALUES,
    ),
  /**
   * recountDailyStats: the oldest day shard of a day before `day` (the days it recounts every
   * run), so a closed day whose shards a stopped job never folded is folded by a later run.
   */
  shardsBefore: (day: string) =>
    listQuery(collections.statsDailyShards, [['day', '<', day]], [['day', 'asc']], 1),
  /**
   * recountDailyStats: the documents whose `field` (a time an event wrote) falls in
   * [from, to), a page at a time; one field's range, so its single-field index serves it.
   */
  eventsBetween: (
    collection: CollectionName,
    field: 'submitted_at' | 'first_reviewed_at' | 'appeal_decided_at' | 'sent_at' | 'awarded_at',
    from: Date,
    to: Date,
  ) =>
    listQuery(
      collection,
      [
        [field, '>=', from],
        [field, '<', to],
      ],
      [[field, 'asc']],
      JOB_PAGE_SIZE,
    ),
  /**
   * recountCounterStats: every users document after the id `after` (from the first
   * when null), in id order, a page at a time: the creators whose creator_stats it recounts.
   */
  usersAfter: (after: string | null, limit: number = JOB_PAGE_SIZE) =>
    listQuery(
      collections.users,
      after === null ? [] : [[DOCUMENT_ID, '>', after]],
      [[DOCUMENT_ID, 'asc']],
      limit,
    ),
  // Announcements (functions/src/announcements/audience.ts): each audience's documents in uid
  // order (a document id that is, or ends with, the uid), a page at a time after the last uid
  // handled, so a job holds one page of recipients and resumes from a saved uid.
  /** Active creators after the uid `after`. */
  activeCreatorsAfter: (after: string | null, limit: number = JOB_PAGE_SIZE) =>
    listQuery(
      collections.users,
      [
        ['role', '==', 'creator'],
        ['status', '==', 'active'],
        ...(after === null ? [] : [[DOCUMENT_ID, '>', after] as const]),
      ],
      [[DOCUMENT_ID, 'asc']],
      limit,
    ),
  /** A task's acceptances (ids `{taskId}_{uid}`, so id order is uid order) after a uid. */
  taskAcceptancesAfter: (taskId: string, after: string | null = null, limit = JOB_PAGE_SIZE) =>
    listQuery(
      collections.taskAcceptances,
      [
        ['task_id', '==', taskId],
        ...(after === null ? [] : [[DOCUMENT_ID, '>', `${taskId}_${after}`] as const]),
      ],
      [[DOCUMENT_ID, 'asc']],
      limit,
    ),
  /** A task's submissions in uid order after a uid (a creator's several come together). */
  taskSubmittersAfter: (taskId: string, after: string | null = null, limit = JOB_PAGE_SIZE) =>
    listQuery(
      collections.submissions,
      [['task_id', '==', taskId], ...(after === null ? [] : [['user_id', '>', after] as const])],
      [['user_id', 'asc']],
      limit,
    ),
  /** A qualification's granted grants (ids `{qualificationId}_{uid}`) after a uid. */
  grantHoldersAfter: (
    qualificationId: string,
    after: string | null = null,
    limit = JOB_PAGE_SIZE,
  ) =>
    listQuery(
      collections.qualificationGrants,
      [
        ['qualification_id', '==', qualificationId],
        ['status', '==', 'granted'],
        ...(after === null ? [] : [[DOCUMENT_ID, '>', `${qualificationId}_${after}`] as const]),
      ],
      [[DOCUMENT_ID, 'asc']],
      limit,
    ),
  /** Creator profiles (ids are uids) of a country and/or a language (code or label) after a uid. */
  profilesInLocaleAfter: (
    country: string | undefined,
    language?: string,
    after: string | null = null,
    limit = JOB_PAGE_SIZE,
  ) =>
    listQuery(
      collections.creatorProfiles,
      [
        ...(country === undefined ? [] : [['locales.country', '==', country] as const]),
        // A language is stored as its code; a profile written before the codes holds its label.
        ...(language === undefined
          ? []
          : [['locales.language', 'in', storedLanguageValues(language)] as const]),
        ...(after === null ? [] : [[DOCUMENT_ID, '>', after] as const]),
      ],
      [[DOCUMENT_ID, 'asc']],
      limit,
    ),
  /** sendAnnouncements: the announcements still being delivered, a page at a time. */
  announcementsSending: () =>
    listQuery(collections.announcements, [['status', '==', 'sending']], [], JOB_PAGE_SIZE),
  /**
   * recountReviewerStats: the submissions whose first review `uid` made, a page at a time in id
   * order (one field's equality: its single-field index serves it).
   */
  firstReviewsBy: (uid: string) =>
    listQuery(collections.submissions, [['first_reviewer_id', '==', uid]], [], JOB_PAGE_SIZE),
  /** recountReviewerStats: the submissions whose appeal `uid` decided, a page at a time. */
  appealsDecidedBy: (uid: string) =>
    listQuery(collections.submissions, [['appeal_decided_by', '==', uid]], [], JOB_PAGE_SIZE),
  /** recountReviewerStats: the gold checks `uid` made, a page at a time. */
  goldChecksBy: (uid: string) =>
    listQuery(collections.goldChecks, [['reviewer_id', '==', uid]], [], JOB_PAGE_SIZE),
  /** recountReviewerStats: the reviewer's day documents, a page at a time. */
  reviewerDaysOf: (uid: string) =>
    listQuery(collections.reviewerStatsDaily, [['uid', '==', uid]], [], JOB_PAGE_SIZE),
  /** requestPayout: approved submissions with no live payout, oldest first. */
  unpaidApproved: (userId: string) =>
    listQuery(
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
   * requestPayout: the creator's bonuses whose transfer failed; those already paid again carry
   * `retried_as` and are passed over (a creator has few, so they are filtered after reading).
   */
  failedBonuses: (userId: string) =>
    listQuery(
      collections.payouts,
      [
        ['user_id', '==', userId],
        ['kind', '==', 'bonus'],
        ['status', '==', 'failed'],
      ],
      [],
      MAX_SUBMISSIONS_PER_PAYOUT_REQUEST,
    ),
  /**
   * updateTaskRequirements: the task's pending submissions, a page at a time, to
   * recompute fails_requirements (on taskSubmissionsByStatus' index).
   */
  pendingSubmissionsOfTask: (taskId: string) =>
    listQuery(
      collections.submissions,
      [
        ['task_id', '==', taskId],
        ['review_status', '==', 'pending'],
      ],
      [['submitted_at', 'desc']],
      JOB_PAGE_SIZE,
    ),
  /** setUserRole: two admins are enough to tell whether one is the last. */
  someAdmins: () => listQuery(collections.userRoles, [['role', '==', 'admin']], [], 2),

  // The scheduled jobs: the due ones first, a page at a time.
  /** expireAcceptances: open acceptances whose time ran out by `now`. */
  expiredAcceptances: (now: Date) =>
    listQuery(
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
    listQuery(
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
    listQuery(
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
    listQuery(
      collections.payouts,
      [
        ['status', '==', 'processing'],
        ['updated_at', '<=', cutoff],
      ],
      [['updated_at', 'asc']],
      JOB_PAGE_SIZE,
    ),
  /**
   * deliverMail: messages due by `now`, the longest waiting first: pending, due for
   * a retry, or claimed by a run whose lease ran out (delivery.due_at is null once settled).
   */
  dueMail: (now: Date) =>
    listQuery(
      collections.mail,
      [['delivery.due_at', '<=', now]],
      [['delivery.due_at', 'asc']],
      JOB_PAGE_SIZE,
    ),
  /** exportDatasets: exports queued or under way, the oldest first. */
  openExports: () =>
    listQuery(
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
    listQuery(
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

  // New-task alerts (new-task-alerts.ts)
  /** sendNewTaskAlerts: tasks first published by `now`, not yet announced, earliest first. */
  pendingTaskAlerts: (now: Date) =>
    listQuery(
      collections.taskAlerts,
      [
        ['status', '==', 'pending'],
        ['published_at', '<=', now],
      ],
      [['published_at', 'asc']],
      JOB_PAGE_SIZE,
    ),
  /**
   * sendNewTaskAlerts: the creators who chose any of `paths`, in id order after `after` (the
   * alert's cursor), a page at a time.
   */
  creatorsOnPaths: (paths: readonly SignupPath[], after: string | null) =>
    listQuery(
      collections.creatorProfiles,
      [
        ['chosen_paths', 'array-contains-any', paths],
        ...(after === null ? [] : [[DOCUMENT_ID, '>', after] as const]),
      ],
      [[DOCUMENT_ID, 'asc']],
      JOB_PAGE_SIZE,
    ),
  /** sendNewTaskDigest: the daily digests not yet sent of days before `today`, oldest first. */
  pendingDigestsBefore: (today: string) =>
    listQuery(
      collections.taskAlerts,
      [
        ['digest_status', '==', 'pending'],
        ['day', '<', today],
      ],
      [['day', 'asc']],
      JOB_PAGE_SIZE,
    ),
} as const;
