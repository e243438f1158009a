/**
 * Every user-facing message of docs/product.md, Rules and constants and §8, verbatim. Screens and functions take their
 * words from here so a test can hold them to the spec.
 */
import { formatCount } from './numbers';

export const messages = {
  errorTitle: 'Error',
  unexpected: 'An unexpected error occurred',

  // Auth
  welcomeBackTitle: 'Welcome back!',
  welcomeBackBody: 'Successfully logged in',
  loginRequired: 'Please enter your email and password',
  accountSuspended:
    'Your account has been suspended. Contact support if you think this is a mistake.',

  // Password reset, e-mail verification and password rules (not in the spec)
  forgotPassword: 'Forgot password?',
  /** The same answer whether or not the address has an account: it tells nobody who is a member. */
  resetEmailSent:
    'If an account uses this address, we have sent it an e-mail with a link to choose a new password. The link works for one hour.',
  resetLinkInvalid:
    'This password reset link has expired or has already been used. Ask for a new one below.',
  passwordChanged: 'Password changed. Sign in with your new password.',
  verifyLinkInvalid:
    'This verification link has expired or has already been used. Sign in and send a new one from the banner at the top of your dashboard.',
  actionLinkInvalid: 'This link is not complete. Open the link from your e-mail again.',
  emailVerified: 'Your e-mail address is verified. You can now request payouts.',
  verifyEmailBanner: (email: string) =>
    `Verify your e-mail address ${email}: open the link in the e-mail we sent you. Payouts need a verified address.`,
  verificationSent: 'Verification e-mail sent. Open the link in it to verify your address.',
  failedSendVerification: 'Failed to send the verification e-mail',
  emailNotVerifiedTitle: 'E-mail not verified',
  emailNotVerified:
    'Verify your e-mail address before requesting a payout: open the link in the verification e-mail we sent you, or send a new one with "Resend e-mail" in the banner at the top of your dashboard.',
  emailAlreadyVerified: 'This e-mail address is already verified',
  verificationResent: (email: string) =>
    `Verification e-mail sent to ${email}. The link in it works for three days.`,
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooCommon:
    'This password is one of the most common passwords, which attackers try first. Choose another.',
  passwordHint: 'At least 8 characters, and not a common password.',

  // Sign-up wizard (docs/product.md, Rules and constants)
  selectOnePath: 'Please select at least one path',
  fillAllFields: 'Please fill in all fields',
  payoutLater: 'You can set this up later in your dashboard',

  // Waitlist (docs/product.md, Rules and constants, §8)
  invalidEmail: 'Please enter a valid email address',
  waitlistSuccess: "Successfully signed up! We'll notify you when tasks are available.",
  waitlistFailure: 'Something went wrong. Please try again.',
  exitIntentSuccess: 'Welcome! Check your email for your $50 bonus task!',
  exitIntentFailure: 'Failed to submit. Please try again.',

  // Loading failures
  failedLoadTasks: 'Failed to load tasks',
  failedLoadTask: 'Failed to load task',
  failedLoadSubmissions: 'Failed to load submissions',
  failedLoadPaymentAccounts: 'Failed to load payment accounts',
  failedLoadUsers: 'Failed to load users',
  failedLoadPayouts: 'Failed to load payouts',
  failedLoadAuditLogs: 'Failed to load audit logs',

  // Tasks
  alreadyAcceptedTitle: 'Already Accepted',
  alreadyAcceptedBody: 'You have already accepted this task',
  failedAcceptTask: 'Failed to accept task',
  taskAccepted: 'Task accepted! You can now submit your work.',
  taskFull: 'This task has no open slots left',
  taskNotPublished: 'This task is not open for submissions',
  taskPastDue: 'This task is past its due date',
  taskCreated: 'Task created successfully',
  taskPublished: 'Task published',
  taskClosed: 'Task closed',
  noPublishedTasks: 'No tasks available right now',
  noPublishedTasksHint: 'New tasks are published often. Check back soon.',
  noTasksInCategory: (category: string) => `No ${category} tasks available right now`,
  noTasksMatchSearch: (search: string) => `No loaded tasks match "${search}"`,
  taskSearchHint: 'Searches the titles of the tasks loaded so far; Load more to search further.',

  // Submissions and files
  failedSubmitWork: 'Failed to submit work',
  workSubmitted: 'Work submitted successfully!',
  fileDownloaded: 'File downloaded successfully',
  failedDownloadFile: 'Failed to download file',
  uploading: 'Uploading...',
  uploadCancelled: 'Upload cancelled. Your files are still listed; submit again to resume.',
  chooseTaskFirst: 'Choose a task to submit work for',
  attestationRequired:
    'Confirm that you made this content yourself and consent to its use for AI training',
  fileRefusedTooLarge: (name: string, limit: string) =>
    `The file ${name} is larger than the upload limit of ${limit}`,
  fileRefusedType: (name: string) =>
    `The file type of ${name} is not accepted: choose a video, audio, image, PDF, plain text or Markdown file`,
  tooManyFiles: (max: number) => `One submission holds at most ${max} files`,
  failedUpload: (name: string) => `Failed to upload ${name}. Submit again to retry.`,
  changesRequested: 'Changes Requested',
  onlyPendingReviewable: 'Only pending submissions can be reviewed',

  // Payments
  failedRequestPayout: 'Failed to request payout',
  insufficientBalanceTitle: 'Insufficient Balance',
  insufficientBalanceBody: (balance: string) =>
    `You need at least $50 to request a payout. Current balance: ${balance}`,
  noPaymentMethodTitle: 'No Payment Method',
  noPaymentMethodBody: 'Please add a payment method before requesting a payout.',
  noSubmissionsTitle: 'No Submissions',
  noSubmissionsBody: 'No unpaid submissions found.',
  payoutRequestedTitle: 'Payout Requested',
  payoutRequestedBody: 'Your payout request has been submitted and is pending review.',
  paymentAccountAdded: 'Payment account added',
  defaultPaymentUpdated: 'Default payment method updated',
  payoutProcessed: 'Payout processed successfully',
  // Payout Management (staff): not in the spec; only admins process payouts
  onlyAdminsProcessPayouts: 'Only admins can process payouts',
  processingPayout: 'Processing…',
  payoutFailedTitle: 'Payout failed',
  exportedRows: (rows: number) => `Exported ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}…`,
  exportFinished: (rows: number) => `Exported ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}`,
  failedExportPayouts: 'Failed to export payouts',
  noPayoutHistory: 'No payout history yet',
  // My Submissions and Payments & Earnings (docs/product.md, Screens and §9 texts; the rest not quoted in the spec)
  noSubmissionsYet: 'No submissions yet',
  failedLoadEarnings: 'Failed to load earnings',
  minimumPayout: (minimum: string) => `Minimum payout is ${minimum}.`,
  howPayoutsWork: [
    'Payouts are processed within 5-7 business days after approval.',
    'You will receive an e-mail when your payout is sent.',
    'Payment methods must be verified before your first payout.',
    'The minimum payout is $50.',
  ],

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
  taskRequestTaken: 'This request id belongs to a task someone else created',

  // Creator overview and Settings (not in the spec; written so a creator knows what to do)
  failedLoadCreatorOverview: 'Failed to load your dashboard',
  noActivityYet: 'No activity yet',
  noTasksInProgress: 'No tasks in progress',
  failedLoadSettings: 'Failed to load settings',
  settingsSaved: 'Settings saved',
  nameUpdated: 'Name updated',
  nameRequired: 'Please enter your name',

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

  notFound: 'Oops! Page not found',

  // Server answers of the callables (not in the spec; written so a user can act on them)
  emailInUse: 'The email address is already in use by another account.',
  signInRequired: 'Please sign in to continue',
  permissionDenied: 'You do not have permission to do this',
  taskNotFound: 'Task not found',
  acceptBeforeSubmit: 'Accept this task before submitting work',
  alreadySubmitted: 'This work has already been submitted and is awaiting review',
  submissionClosed: 'This work has been reviewed and cannot be resubmitted',
  termsOutdated: 'Please accept the current terms before submitting work',
  noPaymentMethodForPayout: 'The creator has no payment method',
  accountDeleted: 'This account has been deleted',
  acceptanceMismatch: 'This acceptance belongs to another task or user',
  fileNotUploaded: (path: string) => `The file ${path} has not been uploaded`,
  fileOutsideFolder: 'Files must be uploaded to your own folder for this task',
  fileTooLarge: (name: string) => `The file ${name} is larger than the upload limit`,
  fileTypeNotAllowed: (name: string) => `The file type of ${name} is not accepted`,
  // Uploads are what they claim: the server reads each file's first bytes.
  fileExtensionMismatch: (name: string, type: string) =>
    `The name of ${name} does not fit its type (${type}): give it the extension of that kind of file`,
  fileContentMismatch: (name: string, type: string, found?: string) =>
    `${name} is not really ${type}: its content is ${found ? `a ${found} file` : 'another kind of file'}. Upload the original file`,
  fileUploadTooOld: (name: string) =>
    `${name} was uploaded more than a day ago and is no longer kept: upload it again`,
  fileNotText: (name: string) =>
    `${name} is not plain text: a text file must be UTF-8 text, not a web page or a binary file`,
  fileNamesMismatch: 'Give one file name per uploaded file',
  submissionNotFound: 'Submission not found',
  payoutNotFound: 'Payout not found',
  onlyPendingProcessable: 'Only pending payouts can be processed',
  paymentAccountNotFound: 'Payment method not found',
  paymentAccountExists: 'This payment method is already added',
  tooManyPaymentAccounts: 'You can add at most 10 payment methods',
  userNotFound: 'User not found',
  cannotChangeOwnRole: 'You cannot change your own role',
  cannotChangeOwnStatus: 'You cannot suspend or activate your own account',
  lastAdmin: 'The last admin cannot be demoted',
  taskTransition: (from: string, to: string) => `A ${from} task cannot be ${to}`,

  // Marketplace operations (not in the spec; words a user can act on)
  acceptanceExpired:
    'Your time to submit work for this task has run out. Accept the task again if it still has open slots.',
  timeLeft: (left: string) => `${left} left to submit`,
  expiredLabel: 'Expired',
  acceptanceExpiringBody: (task: string, deadline: string) =>
    `Submit your work for "${task}" by ${deadline}, or your slot goes back to the task.`,
  acceptanceExpiredBody: (task: string) =>
    `Your time to submit work for "${task}" ran out. Accept the task again if it still has open slots.`,
  autoApprovedNote: (days: number) =>
    `Approved automatically: not reviewed within ${days} ${days === 1 ? 'day' : 'days'}.`,
  onlyRejectedAppealable: 'Only a rejected submission can be appealed',
  alreadyAppealed: 'This submission has already been appealed',
  appealWindowClosed: 'Appeals are accepted within 7 days of the rejection',
  appealDeadline: (deadline: string) => `Appeal by ${deadline}`,
  appealSent: 'Appeal sent. Staff will review your submission again.',
  failedAppeal: 'Failed to send the appeal',
  noOpenAppeal: 'This submission has no open appeal',
  appealDecided: 'Appeal decided',
  appealUnderReview: 'Appeal under review',
  appealDeadlinePassed: (deadline: string) => `The deadline to appeal passed on ${deadline}`,
  noAppealsToDecide: 'No appeals waiting for a decision',
  overdueLabel: 'Overdue',
  overdueReviews: (count: number) =>
    `${formatCount(count)} ${count === 1 ? 'submission is' : 'submissions are'} overdue for review`,
  settingsUpdated: 'Settings updated',
  failedLoadPlatformSettings: 'Failed to load platform settings',
  onlyAdminsChangeSettings: 'Only admins can change platform settings',
  onlyAdminsChangeRequirements: "Only admins can change a task's requirements",
  /** Analytics: the daily figures could not be read. */
  failedLoadAnalytics: 'Failed to load analytics',
  failedLoadNotifications: 'Failed to load notifications',
  noNotifications: 'No notifications yet',
  payoutAwaitingReconciliation:
    'The payment provider did not confirm this transfer. The payout stays in processing and is reconciled with the provider automatically within 20 minutes; do not pay it by hand.',
  tooManyAttempts: 'Too many attempts. Try again in a few minutes.',
  payoutProviderMissing:
    'Payouts are switched off: no payment provider is configured for this environment. Nothing was sent; the payout stays pending.',
  payoutNotConfirmed:
    'The payment provider has no record of this transfer, so nothing was sent. The amount is available again: request the payout again.',
  payoutSentBody: (amount: string, task: string) => `${amount} for ${task} is on its way.`,
  payoutFailedBody: (amount: string, task: string, reason: string) =>
    `${amount} for ${task} was not sent: ${reason}`,
  notificationTitles: {
    submission_reviewed: {
      approved: 'Submission approved',
      rejected: 'Submission rejected',
      needs_changes: 'Changes requested',
    },
    appeal_decided: 'Your appeal was decided',
    payout_sent: 'Payout sent',
    payout_failed: 'Payout failed',
    acceptance_expiring: 'Time is running out',
    acceptance_expired: 'Task acceptance expired',
    payout_account_added: 'Payment method added',
    default_payout_account_changed: 'Default payment method changed',
  },
  // Where the creator's own work on a task stands, shown instead of Submit Work where submitWork
  // would refuse (not in the spec)
  workPendingReview: 'Submitted — pending review',
  workApproved: 'Approved',
  workRejected: 'Rejected',
  workChangesRequested: 'Changes requested',
  resubmit: 'Resubmit',
  /** The bell could not mark a notification (or all loaded ones) read. */
  failedMarkNotificationsRead: 'Failed to mark notifications as read',

  // Accounts and e-mail (not in the spec; words a user can act on)
  payoutAccountAddedBody: (provider: string, masked: string) =>
    `A ${provider} account ending ${masked} was added. If this was not you, change your password and contact support.`,
  defaultPayoutAccountChangedBody: (provider: string, masked: string) =>
    `Your payouts now go to the ${provider} account ending ${masked}. If this was not you, change your password and contact support.`,
  recentSignInRequired:
    'For your security, enter your password again before changing payment methods.',
  confirmPasswordTitle: 'Confirm it is you',
  confirmPasswordBody: 'Enter your password to change payment methods.',
  wrongPassword: 'That password is not right. Try again.',
  mailFooterNotifications:
    'You get this e-mail because e-mail notifications are on in your Groundtruth settings.',
  mailFooterSecurity:
    'This is a security notice about your account: it is sent even when e-mail notifications are off.',
  mailOpenApp: 'Open Groundtruth',
  mailVerifySubject: 'Verify your e-mail for Groundtruth',
  mailVerifyBody:
    'Confirm that this address is yours by opening the link below. Payouts are sent only to accounts with a verified e-mail address.',
  mailVerifyAction: 'Verify my e-mail',
  mailUnsubscribe: 'Turn off e-mail notifications',
  unsubscribeConfirmTitle: 'Turn off e-mail notifications?',
  unsubscribeConfirmBody:
    'Groundtruth will stop e-mailing you about reviews, payouts and deadlines. Security notices about your account still arrive. You can turn e-mail back on in Settings.',
  unsubscribeButton: 'Turn off e-mail notifications',
  unsubscribedTitle: 'E-mail notifications are off',
  unsubscribedBody:
    'You will no longer get e-mail about reviews, payouts and deadlines. Turn them back on any time in Settings.',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Turn e-mail notifications off in Settings instead.',
  yourDataTitle: 'Your data',
  yourDataDescription: 'Download everything Groundtruth keeps about you, or delete your account.',
  dataDownloaded: 'Your data was downloaded',
  failedExportData: 'Failed to download your data',
  deleteAccountTitle: 'Delete your account?',
  deleteAccountBody:
    'Your sign-in, payment methods and notifications are deleted, and your name and e-mail are removed. Files of submissions that were not reviewed or paid are deleted. Approved work stays with Groundtruth under the licence you agreed to when you submitted it. This cannot be undone.',
  deleteAccountConfirmLabel: (email: string) => `Type ${email} to confirm`,
  deleteAccountMismatch: 'Type your e-mail address exactly as shown to confirm',
  accountDeletedTitle: 'Account deleted',
  failedDeleteAccount: 'Failed to delete your account',
  payoutInFlight:
    'A payout is pending or processing. Wait until it is sent or has failed, then delete your account, so that no money is lost.',
  withdrawnOnDeletion: 'Withdrawn: the creator deleted their account before it was reviewed.',
  deletedAccountName: 'Deleted account',
  deleteConfirmationMismatch: 'confirmEmail: must be the e-mail address of your account',

  // An open tab whose remote was replaced by a newer release
  newVersionAvailable: 'A new version of Groundtruth is available',
  newVersionBody: 'Reload the page to use it. You stay where you are.',
  reload: 'Reload',
  // Dataset delivery
  exportQueued: 'Export started. It appears in the list below and completes in the background.',
  failedExportDataset: 'Failed to start the export',
  failedLoadExports: 'Failed to load the exports',
  failedDownloadExportFile: 'Failed to download the file',
  noExportsYet: 'No exports of this task yet.',
  exportFileMissing: (path: string) =>
    `An approved file is missing from Storage: ${path}. The export was stopped.`,
  exportFileChanged: (path: string) =>
    `An approved file no longer matches its custody record (MD5): ${path}. The export was stopped.`,
} as const;
