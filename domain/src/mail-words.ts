/**
 * What an e-mail to a creator says, as one table the catalogs translate (the `mail` audience of
 * domain/src/i18n/tables.ts): the e-mail's frame, the unsubscribe page and the notices a creator
 * is e-mailed. English is the server's own words (server-messages.ts and the why of a review),
 * so an English e-mail stays as it was; staff e-mails are not here, they stay English.
 */
import { bonusMessages } from './bonus-messages';
import { identityMessages } from './identity-messages';
import { taxMessages } from './tax-messages';
import { threadMessages } from './thread-messages';
import { payoutMessages } from './payout-messages';
import { qualificationMessages } from './qualification-messages';
import { releaseMessages } from './release-messages';
import { reviewWhyWords } from './review-reasons';
import { serverMessages } from './server-messages';

export const mailWords = {
  // The frame of every notice's e-mail (functions/src/mail/compose.ts)
  openApp: serverMessages.mailOpenApp,
  footerNotifications: serverMessages.mailFooterNotifications,
  footerSecurity: serverMessages.mailFooterSecurity,
  unsubscribe: serverMessages.mailUnsubscribe,
  /** The plain-text lines of the links ("Open Groundtruth: https://…"). */
  openAppAt: (url: string) => `${serverMessages.mailOpenApp}: ${url}`,
  unsubscribeAt: (url: string) => `${serverMessages.mailUnsubscribe}: ${url}`,
  verifyAt: (url: string) => `${serverMessages.mailVerifyAction}: ${url}`,
  verifySubject: serverMessages.mailVerifySubject,
  verifyBody: serverMessages.mailVerifyBody,
  verifyAction: serverMessages.mailVerifyAction,

  // The unsubscribe page (functions/src/mail/unsubscribe.ts)
  unsubscribeConfirmTitle: serverMessages.unsubscribeConfirmTitle,
  unsubscribeConfirmBody: serverMessages.unsubscribeConfirmBody,
  unsubscribeButton: serverMessages.unsubscribeButton,
  unsubscribedTitle: serverMessages.unsubscribedTitle,
  unsubscribedBody: serverMessages.unsubscribedBody,
  unsubscribeInvalid: serverMessages.unsubscribeInvalid,
  settings: 'Settings',

  // The notices
  titles: serverMessages.notificationTitles,
  reviewWhy: reviewWhyWords,
  /** A review's first line: the task's title and the reviewer's notes. */
  taskNotes: (task: string, notes: string) => `${task}: ${notes}`,
  acceptanceExpiringBody: serverMessages.acceptanceExpiringBody,
  acceptanceExpiredBody: serverMessages.acceptanceExpiredBody,
  /** A task's name when it is gone, in "Your time to submit work for … ran out". */
  someTask: 'a task',
  /** A task's name when it is gone, in "Submit your work for … by …". */
  yourTask: 'your task',
  payoutSentBody: serverMessages.payoutSentBody,
  payoutFailedBody: serverMessages.payoutFailedBody,
  payoutAccountAddedBody: serverMessages.payoutAccountAddedBody,
  defaultPayoutAccountChangedBody: serverMessages.defaultPayoutAccountChangedBody,
  payoutHeldTitle: payoutMessages.payoutHeldTitle,
  payoutHeldBody: payoutMessages.payoutHeldBody,
  bonusAwardedTitle: bonusMessages.bonusAwardedTitle,
  bonusAwardedBody: bonusMessages.bonusAwardedBody,
  qualificationGranted: qualificationMessages.qualificationGranted,
  qualificationRevoked: qualificationMessages.qualificationRevoked,
  qualificationExpiring: qualificationMessages.qualificationExpiring,
  qualificationExpired: qualificationMessages.qualificationExpired,
  /** A qualification's name when it is gone. */
  someQualification: 'a qualification',
  messageFromSupportTitle: threadMessages.messageFromSupportTitle,
  messageNoticeBody: threadMessages.messageNoticeBody,
  taxFormExpiringTitle: taxMessages.taxFormExpiringTitle,
  taxFormExpiringBody: taxMessages.taxFormExpiringBody,
  taxFormExpiredTitle: taxMessages.taxFormExpiredTitle,
  taxFormExpiredBody: taxMessages.taxFormExpiredBody,
  identityLinkTitle: identityMessages.identityLinkTitle,
  identityLinkBody: identityMessages.identityLinkBody,
  identityVerifiedTitle: identityMessages.identityVerifiedTitle,
  identityVerifiedBody: identityMessages.identityVerifiedBody,
  identityFailedTitle: identityMessages.identityFailedTitle,
  /** `reason` without its final full stop (the English drops it itself). */
  identityFailedBody: identityMessages.identityFailedBody,

  // A release's e-mails to the person in frame, in their language when an account of theirs
  // names one (functions/src/releases/release-mail.ts); the names and the task's title as written.
  releaseRequestSubject: releaseMessages.releaseRequestSubject,
  releaseRequestBody: releaseMessages.releaseRequestBody,
  releaseRequestAction: releaseMessages.releaseRequestAction,
  releaseRequestNotMe: releaseMessages.releaseRequestNotMe,
  releaseRequestNotMeAction: releaseMessages.releaseRequestNotMeAction,
  releaseCopySubject: releaseMessages.releaseCopySubject,
  releaseCopyBody: releaseMessages.releaseCopyBody,
  releaseCopyAction: releaseMessages.releaseCopyAction,
};

export type MailWords = typeof mailWords;
