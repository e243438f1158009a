/**
 * The user-facing messages the screens show (docs/product.md, Messages), verbatim. Screens and
 * functions take their words from the domain's message tables so a test can hold them to the
 * product's: this one, and beside it `serverMessages` (only the functions say them),
 * `staffMessages` (only staff screens), `qualificationMessages` and `eligibilityMessages`, kept
 * apart so a screen's first load carries only the words it can show.
 */
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
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooCommon:
    'This password is one of the most common passwords, which attackers try first. Choose another.',
  passwordHint: 'At least 8 characters, and not a common password.',

  // Sign-up wizard (docs/product.md, Rules and constants)
  selectOnePath: 'Please select at least one path',
  fillAllFields: 'Please fill in all fields',
  emailFormat: 'Enter an e-mail address like name@example.com',
  payoutLater: 'You can set this up later in your dashboard',
  payoutWhyLater:
    'A payment method is added to an account that exists: once you are in, add one under Payments → Payment Methods. Continue creates your account.',
  termsLabel: 'I accept the Terms of Service and the Privacy Policy',
  adultLabel: 'I am 18 or older',
  signupTermsRequired: 'Accept the Terms of Service and the Privacy Policy to create your account',
  signupAdultRequired: 'Confirm that you are 18 or older: creators must be adults',

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
  failedLoadPayouts: 'Failed to load payouts',

  // Tasks
  failedAcceptTask: 'Failed to accept task',
  taskAccepted: 'Task accepted! You can now submit your work.',
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
  fileAlreadyChosen: (name: string) => `The file ${name} is already chosen`,
  fileZoneDrop: 'Drag and drop files here, or choose files',
  fileZoneTouch: 'Choose files',
  failedUpload: (name: string) => `Failed to upload ${name}. Submit again to retry.`,
  changesRequested: 'Changes Requested',
  noReviewFeedback: 'The reviewer gave no reason. Look over your work and resubmit it.',
  resubmissionTitle: 'This is a resubmission',
  resubmissionBody:
    'Your earlier work on this task was sent back for changes. What the reviewer said is below; this work is a new submission.',

  // Payments
  failedRequestPayout: 'Failed to request payout',
  payoutRequestedTitle: 'Payout Requested',
  payoutRequestedBody: 'Your payout request has been submitted and is pending review.',
  paymentAccountAdded: 'Payment account added',
  defaultPaymentUpdated: 'Default payment method updated',
  paymentMethodVerified: 'Payment method verified',
  verificationCodeSent: 'A new code is on its way. Enter it within the hour.',
  sendNewCode: 'Send a new code',
  // One definition of the creator's earnings, read by the overview and Payments alike.
  totalEarningsLabel: 'Total Earnings',
  totalEarningsHint: 'From approved work and bonuses',
  pendingPayoutsHint: 'On their way to you; approved work is paid automatically',
  // How a payout came to be: approval pays on its own; a request re-pays a failed one.
  payoutOrigin: {
    approvalOnItsWay: 'Paid automatically on approval, on its way',
    approval: 'Paid automatically on approval',
    requestOnItsWay: 'Requested by you, on its way',
    request: 'Requested by you',
  },

  // Payout Management (staff): not in the spec; only admins process payouts
  noPayoutHistory: 'No payout history yet',

  // My Submissions and Payments & Earnings (docs/product.md, Screens and §9 texts; the rest not quoted in the spec)
  noSubmissionsYet: 'No submissions yet',
  failedLoadEarnings: 'Failed to load earnings',
  minimumPayout: (minimum: string) => `Minimum payout is ${minimum}.`,
  payoutBelowMinimum: (minimum: string, balance: string) =>
    `You can request a payout once ${minimum} is available; you have ${balance}.`,
  howPayoutsWork: [
    'Payouts are processed within 5-7 business days after approval.',
    'You will receive an e-mail when your payout is sent.',
    'Payment methods must be verified before your first payout.',
    'The minimum payout is $50.',
  ],

  // Creator overview and Settings (not in the spec; written so a creator knows what to do)
  failedLoadCreatorOverview: 'Failed to load your dashboard',
  creatorWelcome: (name: string) => `Welcome, ${name}.`,
  creatorWelcomeBack: (name: string) => `Welcome back, ${name}.`,
  noActivityYet: 'No activity yet',
  noTasksInProgress: 'No tasks in progress',
  failedLoadSettings: 'Failed to load settings',
  settingsSaved: 'Settings saved',
  nameUpdated: 'Name updated',
  nameRequired: 'Please enter your name',

  // Review Submissions: duplicates and bulk review (not in the spec; words a user can act on)
  notFound: 'Oops! Page not found',

  // Server answers of the callables (not in the spec; written so a user can act on them)
  signInRequired: 'Please sign in to continue',
  acceptBeforeSubmit: 'Accept this task before submitting work',
  alreadySubmitted: 'This work has already been submitted and is awaiting review',
  submissionClosed: 'This work has been reviewed and cannot be resubmitted',

  // Marketplace operations (not in the spec; words a user can act on)
  acceptanceExpired:
    'Your time to submit work for this task has run out. Accept the task again if it still has open slots.',
  timeLeft: (left: string) => `${left} left to submit`,
  noDueDate: 'No due date',
  submitBy: (when: string) => `Submit by ${when}`,
  expiredLabel: 'Expired',
  onlyRejectedAppealable: 'Only a rejected submission can be appealed',
  alreadyAppealed: 'This submission has already been appealed',
  appealWindowClosed: 'Appeals are accepted within 7 days of the rejection',
  appealDeadline: (deadline: string) => `Appeal by ${deadline}`,
  appealSent: 'Appeal sent. Staff will review your submission again.',
  failedAppeal: 'Failed to send the appeal',
  appealDecided: 'Appeal decided',
  appealUnderReview: 'Appeal under review',
  appealDeadlinePassed: (deadline: string) => `The deadline to appeal passed on ${deadline}`,
  failedLoadNotifications: 'Failed to load notifications',
  noNotifications: 'No notifications yet',

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
  recentSignInRequired:
    'For your security, enter your password again before changing payment methods.',
  confirmPasswordTitle: 'Confirm it is you',
  confirmPasswordBody: 'Enter your password to change payment methods.',
  wrongPassword: 'That password is not right. Try again.',
  yourDataTitle: 'Your data',
  yourDataDescription: 'Download everything Groundtruth keeps about you, or delete your account.',
  dataDownloaded: 'Your data was downloaded',
  failedExportData: 'Failed to download your data',
  deleteAccountTitle: 'Delete your account?',
  deleteAccountBody:
    'Your sign-in, payment methods and notifications are deleted, and your name and e-mail are removed. Files of submissions that were not reviewed or paid are deleted. Approved work stays with Groundtruth under the licence you agreed to when you submitted it. This cannot be undone.',
  deleteAccountConfirmLabel: (email: string) => `Type ${email} to confirm`,
  deleteAccountMismatch: 'Type your e-mail address exactly as shown to confirm',
  deleteAccountForfeitTitle: 'This money cannot be paid out',
  deleteAccountForfeit: (amount: string) =>
    `${amount} you earned has not been paid out, and it cannot be: you have no verified default payment method to pay it to. Deleting your account now gives it up for good. To be paid instead, cancel, then verify a payment method in Payments and make it your default.`,
  deleteAccountForfeitLabel: (amount: string) => `Type ${amount} to confirm you give it up`,
  deleteAccountForfeitMismatch: (amount: string) =>
    `That is not ${amount}: type the amount to confirm you give it up (the $ sign is optional)`,
  accountDeletedTitle: 'Account deleted',
  failedDeleteAccount: 'Failed to delete your account',

  // An open tab whose remote was replaced by a newer release
  newVersionAvailable: 'A new version of Groundtruth is available',
  newVersionBody: 'Reload the page to use it. You stay where you are.',
  reload: 'Reload',
} as const;
