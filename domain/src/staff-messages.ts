/**
 * The staff screens' own words: Manage Tasks, Review Submissions, Users, Payouts, Audit Logs,
 * Platform Settings, Analytics and dataset exports. A table of its own beside `messages`, so a
 * creator's first load does not carry them.
 */
import { formatCount } from './numbers';

export const staffMessages = {
  // Password reset, e-mail verification and password rules (not in the spec)
  emailAlreadyVerified: 'This e-mail address is already verified',
  verificationResent: (email: string) =>
    `Verification e-mail sent to ${email}. The link in it works for three days.`,

  // Loading failures
  failedLoadUsers: 'Failed to load users',
  failedLoadAuditLogs: 'Failed to load audit logs',

  // Tasks
  taskCreated: 'Task created successfully',
  taskPublished: 'Task published',
  taskClosed: 'Task closed',
  // Irreversible staff actions ask first, naming what follows (not in the spec)
  confirmCloseTaskTitle: 'Close this task?',
  confirmCloseTask: 'Creators can no longer accept or submit to it. This cannot be undone.',
  confirmSuspendUserTitle: 'Suspend this user?',
  confirmSuspendUser:
    'They are signed out at once and cannot sign in, accept tasks or request payouts until an admin activates them again.',
  confirmProcessPayoutTitle: 'Process this payout?',
  confirmProcessPayout: (amount: string, name: string) =>
    `${amount} is sent to ${name} now. This cannot be undone.`,

  // Payments
  payoutProcessed: 'Payout processed successfully',

  // Payout Management (staff): not in the spec; only admins process payouts
  onlyAdminsProcessPayouts: 'Only admins can process payouts',
  processingPayout: 'Processing…',
  payoutFailedTitle: 'Payout failed',
  exportedRows: (rows: number) => `Exported ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}…`,
  exportFinished: (rows: number) => `Exported ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}`,
  failedExportPayouts: 'Failed to export payouts',

  // Staff
  submissionReviewed: {
    approved: 'Submission approved',
    rejected: 'Submission rejected',
    needs_changes: 'Submission needs_changes',
  },
  userRoleUpdated: 'User role updated',
  userSuspended: 'User suspended',
  userActive: 'User active',
  noTasksYet: 'No tasks yet. Create your first task!',
  noSubmissionsToReview: 'No submissions to review',
  noPayoutsToProcess: 'No payouts to process',
  noAuditLogs: 'No audit logs found',

  // Staff overview, Manage Tasks and User Management (not in the spec; words a user can act on)
  failedLoadOverview: 'Failed to load the dashboard',
  oldestPending: (age: string) => `Oldest pending: ${age}`,
  noPendingReviews: 'No submissions waiting for review',
  noTasksWithStatus: (status: string) => `No ${status} tasks`,
  amountInvalid: 'Payout amount must be an amount in dollars, e.g. 25 or 25.50',
  slotsInvalid: 'Slots must be a whole number of 1 or more, or empty for no limit',
  onlyAdminsManageUsers: 'Only admins can change roles and statuses',
  cannotChangeOwnAccount: 'You cannot change your own role or status',
  noUsersFound: 'No users found',
  answerLost: 'The server did not answer. Press Create Task again: the task is created only once.',

  // Review Submissions: duplicates and bulk review (not in the spec; words a user can act on)
  duplicateFile: 'Duplicate file: also in',
  bulkReviewSummary: (
    succeeded: number,
    decision: string,
    failed: number,
    reasons: readonly string[],
  ) =>
    failed === 0
      ? `${succeeded} ${decision}`
      : `${succeeded} ${decision}, ${failed} failed: ${reasons.join('; ')}`,

  // A creator's track record on the submission and user cards (not in the spec)
  failedLoadTrackRecord: 'The track record could not be read',

  // Review reasons and evidence (not in the spec; words a reviewer can act on)
  reasonRequired: 'Choose a reason to reject or ask for changes',
  rejectionNotesTooShort: (min: number, length: number) =>
    `A rejection needs at least ${min} characters of feedback (${length} so far)`,
  momentUnreadable: 'Write the moment as minutes:seconds, e.g. 0:12',
  reviewReasonsSaved: 'Review reasons saved',
  // Gold checks on reviewers: an admin marks a reviewed submission (not in the spec)
  useAsGold: 'Use as gold',
  markedAsGold: "Marked as gold: it now appears in reviewers' queues",
  failedMarkGold: 'Failed to mark as gold',

  // Server answers of the callables (not in the spec; written so a user can act on them)
  // Uploads are what they claim: the server reads each file's first bytes.
  submissionNotFound: 'Submission not found',

  // Marketplace operations (not in the spec; words a user can act on)
  noAppealsToDecide: 'No appeals waiting for a decision',
  // A blind second opinion on a held decision (more in second-opinion-messages.ts)
  secondOpinionsView: 'Second opinions',
  noHeldDecisions: 'No decisions waiting for a second opinion',
  /** The first reviewer's "Second opinions" view, empty of work for them while theirs wait. */
  ownDecisionsWaiting: (count: number) =>
    `${formatCount(count)} of your decisions ${count === 1 ? 'is' : 'are'} waiting for someone else's opinion`,
  secondOpinionsHint:
    'Decisions held for a second opinion, and those whose reviewers disagreed, longest waiting first.',
  secondOpinionBadge: 'Second opinion',
  disagreementBadge: 'Reviewers disagree',
  heldInBulk: 'held for a second opinion',
  overdueLabel: 'Overdue',
  overdueReviews: (count: number) =>
    `${formatCount(count)} ${count === 1 ? 'submission is' : 'submissions are'} overdue for review`,
  // Who decided a submission (its review source), on the review card and the custody record
  reviewSourceAuto: (days: number) =>
    `Approved automatically after ${formatCount(days)} ${days === 1 ? 'day' : 'days'}`,
  reviewSourceStaff: 'Reviewed by staff',
  reviewSourceSecondOpinion: 'Reviewed by staff and confirmed by a second reviewer',
  reviewSourceAppeal: 'Decided by staff on appeal',
  // A dataset export's auto-approved share (its row on Manage Tasks)
  exportAutoApproved: (count: number) => `${formatCount(count)} auto-approved`,
  exportLeavesOutAutoApproved: 'Auto-approved work left out',
  settingsUpdated: 'Settings updated',
  failedLoadPlatformSettings: 'Failed to load platform settings',
  onlyAdminsChangeSettings: 'Only admins can change platform settings',
  /** Platform Settings as support read it: no default working time. */
  noDefaultWorkingTime: 'None: until the task’s due date',
  /** Analytics opened by support: the page's refusal in words. */
  onlyAdminsSeeAnalytics: 'Only admins can see Analytics',
  /** Analytics: the daily figures could not be read. */
  failedLoadAnalytics: 'Failed to load analytics',
  /** Review quality: the reviewers' figures could not be read. */
  failedLoadReviewQuality: 'Failed to load review quality',
  /** Review quality: no reviewer decided anything in the window. */
  noReviewDecisions: 'No review decisions in this period',
  /** Review quality: no second opinion was given in the window, so no kappa to draw. */
  noSecondOpinions: 'No second opinions in this period',

  // An open tab whose remote was replaced by a newer release
  // Dataset delivery
  exportQueued: 'Export started. It appears in the list below and completes in the background.',
  failedExportDataset: 'Failed to start the export',
  failedLoadExports: 'Failed to load the exports',
  failedDownloadExportFile: 'Failed to download the file',
  noExportsYet: 'No exports of this task yet.',
} as const;
