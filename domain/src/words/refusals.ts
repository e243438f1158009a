/**
 * The callables' refusals a creator can meet, as one table the catalogs translate (`refusals`,
 * screens audience): the server's own English words (server-messages.ts), so a refusal reads as
 * it always did in English. The functions name a refusal's message by its id and arguments
 * (`details.refusal`, functions/src/core/errors.ts) and the creator app shows it in the
 * creator's language (creator-app/src/lib/callable-error.ts); a refusal not here reads as sent.
 */
import { serverMessages as s } from '../server-messages';

export const refusalWords = {
  emailNotVerifiedTitle: s.emailNotVerifiedTitle,
  emailNotVerified: s.emailNotVerified,
  alreadyAcceptedTitle: s.alreadyAcceptedTitle,
  alreadyAcceptedBody: s.alreadyAcceptedBody,
  taskFull: s.taskFull,
  taskNotPublished: s.taskNotPublished,
  taskPastDue: s.taskPastDue,
  insufficientBalanceTitle: s.insufficientBalanceTitle,
  insufficientBalanceBody: s.insufficientBalanceBody,
  noPaymentMethodTitle: s.noPaymentMethodTitle,
  noPaymentMethodBody: s.noPaymentMethodBody,
  noSubmissionsTitle: s.noSubmissionsTitle,
  noSubmissionsBody: s.noSubmissionsBody,
  permissionDenied: s.permissionDenied,
  taskNotFound: s.taskNotFound,
  termsOutdated: s.termsOutdated,
  noPaymentMethodForPayout: s.noPaymentMethodForPayout,
  accountDeleted: s.accountDeleted,
  acceptanceMismatch: s.acceptanceMismatch,
  fileNotUploaded: s.fileNotUploaded,
  fileOutsideFolder: s.fileOutsideFolder,
  fileTooLarge: s.fileTooLarge,
  fileTypeNotAllowed: s.fileTypeNotAllowed,
  fileExtensionMismatch: s.fileExtensionMismatch,
  fileUploadTooOld: s.fileUploadTooOld,
  fileNotText: s.fileNotText,
  fileNamesMismatch: s.fileNamesMismatch,
  paymentAccountNotFound: s.paymentAccountNotFound,
  paymentAccountExists: s.paymentAccountExists,
  payoutAccountUnverifiedTitle: s.payoutAccountUnverifiedTitle,
  verificationCodeWrong: s.verificationCodeWrong,
  verificationCodeVoid: s.verificationCodeVoid,
  verificationTooQuickly: s.verificationTooQuickly,
  verificationCodesTooQuickly: s.verificationCodesTooQuickly,
  alreadyVerified: s.alreadyVerified,
  tooManyPaymentAccounts: s.tooManyPaymentAccounts,
  noOpenAppeal: s.noOpenAppeal,
  tooManyAttempts: s.tooManyAttempts,
  payoutInFlight: s.payoutInFlight,
  balanceForfeitUnconfirmed: s.balanceForfeitUnconfirmed,
};

export type RefusalWords = typeof refusalWords;
