/**
 * What the functions say and only they say: the callables' refusals, the notifications and the
 * e-mails. A table of its own beside `messages`, so no screen's first load carries them (a
 * screen shows a refusal as the server words it).
 */
export const serverMessages = {
  // Password reset, e-mail verification and password rules (not in the spec)
  emailNotVerifiedTitle: 'E-mail not verified',
  emailNotVerified:
    'Verify your e-mail address before requesting a payout: open the link in the verification e-mail we sent you, or send a new one with "Resend e-mail" in the banner at the top of your dashboard.',

  // Tasks
  alreadyAcceptedTitle: 'Already Accepted',
  alreadyAcceptedBody: 'You have already accepted this task',
  taskFull: 'This task has no open slots left',
  taskNotPublished: 'This task is not open for submissions',
  taskPastDue: 'This task is past its due date',

  // Submissions and files
  onlyPendingReviewable: 'Only pending submissions can be reviewed',
  // Gold checks on reviewers (not in the spec; words an admin can act on)
  onlyReviewedBecomeGold: 'Only a reviewed submission can be used as gold: review it first',
  alreadyGold: 'This submission is already used as gold',

  // Payments
  insufficientBalanceTitle: 'Insufficient Balance',
  insufficientBalanceBody: (balance: string) =>
    `You need at least $50 to request a payout. Current balance: ${balance}`,
  noPaymentMethodTitle: 'No Payment Method',
  noPaymentMethodBody: 'Please add a payment method before requesting a payout.',
  noSubmissionsTitle: 'No Submissions',
  noSubmissionsBody: 'No unpaid submissions found.',

  // Staff overview, Manage Tasks and User Management (not in the spec; words a user can act on)
  taskRequestTaken: 'This request id belongs to a task someone else created',

  // Server answers of the callables (not in the spec; written so a user can act on them)
  emailInUse: 'The email address is already in use by another account.',
  permissionDenied: 'You do not have permission to do this',
  taskNotFound: 'Task not found',
  termsOutdated: 'Please accept the current terms before submitting work',
  signupTermsChanged:
    'The terms changed while you were signing up. Reload the page and accept the current terms.',
  noPaymentMethodForPayout:
    'No payment method to pay it to. Add a payment method in Payments, then request the payout again.',
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
  payoutNotFound: 'Payout not found',
  onlyPendingProcessable: 'Only pending payouts can be processed',
  paymentAccountNotFound: 'Payment method not found',
  paymentAccountExists: 'This payment method is already added',
  payoutAccountUnverifiedTitle: 'Payment method not verified',
  verificationCodeWrong:
    "This code does not match the one the provider sent. Check the code in the provider's message and try again.",
  verificationCodeVoid:
    'This code no longer works after 5 wrong tries. Choose "Send a new code", then enter the code in the new message.',
  verificationTooQuickly: (minutes: number) =>
    `Too many verification codes tried; you can try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  verificationCodesTooQuickly: (minutes: number) =>
    `A new code was sent recently; you can ask for another in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  alreadyVerified: 'This payment method is already verified',
  tooManyPaymentAccounts: 'You can add at most 10 payment methods',
  userNotFound: 'User not found',
  cannotChangeOwnRole: 'You cannot change your own role',
  cannotChangeOwnStatus: 'You cannot suspend or activate your own account',
  lastAdmin: 'The last admin cannot be demoted',
  taskTransition: (from: string, to: string) => `A ${from} task cannot be ${to}`,

  // Marketplace operations (not in the spec; words a user can act on)
  acceptanceExpiringBody: (task: string, deadline: string) =>
    `Submit your work for "${task}" by ${deadline}, or your slot goes back to the task.`,
  acceptanceExpiredBody: (task: string) =>
    `Your time to submit work for "${task}" ran out. Accept the task again if it still has open slots.`,
  autoApprovedNote: (days: number) =>
    `Approved automatically: not reviewed within ${days} ${days === 1 ? 'day' : 'days'}.`,
  noOpenAppeal: 'This submission has no open appeal',
  firstReviewerCannotDecideAgain:
    'You made the first decision on this submission, so another reviewer decides it.',
  ownWorkNotDecidable:
    'This is your own work, so another staff member decides it: no one reviews, second-guesses, decides the appeal of or marks as gold what they submitted.',
  onlyAdminsDecideDisagreement:
    'The two reviewers disagreed on this submission, so an admin decides it.',
  onlyAdminsChangeRequirements: "Only admins can change a task's requirements",
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
  transferDeclined: (provider: string, masked: string) =>
    `${provider} declined the transfer to the account ending ${masked}. Check that account under Payments → Payment Methods, or choose another, then request the payout again.`,
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
    qualification_granted: 'Qualification granted',
    qualification_revoked: 'Qualification revoked',
    qualification_expiring: 'Qualification expiring',
    qualification_expired: 'Qualification expired',
  },

  // Accounts and e-mail (not in the spec; words a user can act on)
  payoutAccountAddedBody: (provider: string, masked: string) =>
    `A ${provider} account ending ${masked} was added. If this was not you, change your password and contact support.`,
  defaultPayoutAccountChangedBody: (provider: string, masked: string) =>
    `Your payouts now go to the ${provider} account ending ${masked}. If this was not you, change your password and contact support.`,
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
  payoutInFlight:
    'A payout is pending or processing. Wait until it is sent or has failed, then delete your account, so that no money is lost.',
  withdrawnOnDeletion: 'Withdrawn: the creator deleted their account before it was reviewed.',
  deletedAccountName: 'Deleted account',
  balanceForfeitUnconfirmed: (amount: string) =>
    `You have ${amount} available that was not paid out. Have it paid out to your verified payment method as you delete your account, or confirm that you give it up by typing the amount.`,
  deleteConfirmationMismatch: 'confirmEmail: must be the e-mail address of your account',

  // An open tab whose remote was replaced by a newer release
  // Dataset delivery
  exportFileMissing: (path: string) =>
    `An approved file is missing from Storage: ${path}. The export was stopped.`,
  exportFileChanged: (path: string) =>
    `An approved file no longer matches its custody record (MD5): ${path}. The export was stopped.`,
  exportReleaseChanged: (path: string) =>
    `A signed release no longer matches its custody record (SHA-256): ${path}. The export was stopped.`,
  exportCompleteTitle: 'Dataset export complete',
  exportCompleteBody: (task: string, files: string, size: string) =>
    `The export of "${task}" is ready: ${files}, ${size}. Download it on Manage Tasks.`,
  exportFailedTitle: 'Dataset export failed',
  exportFailedBody: (task: string, error: string) => `The export of "${task}" stopped: ${error}`,
  exportNotFound: 'Export not found',
  exportNotComplete: 'This export is not complete yet: it can be downloaded once it is.',
  exportHasNoArchive:
    'This export was made before whole downloads existed: export the task again to download it as one file.',
  archiveTitle: 'Dataset download',
  archiveLinkInvalid: 'This download link is not valid. Ask for a new one on Manage Tasks.',
  archiveLinkExpired: 'This download link has expired. Ask for a new one on Manage Tasks.',
} as const;
