/**
 * The words of identity verification: the creator's identity section, its refusals and notice,
 * and the staff user card's identity line. A table of its own beside `messages`, so a screen
 * that shows none of them does not carry them.
 */
export const identityMessages = {
  // The creator's identity section
  identityTitle: 'Identity',
  identityIntro:
    'Before we pay you, our payment provider checks your identity: a photo of an ID document and a selfie. It takes a few minutes.',
  identityStatusUnverified: 'Not verified',
  identityStatusPending: 'Verification in progress',
  identityStatusVerified: 'Verified',
  identityStatusFailed: 'Verification failed',
  identityVerifiedAs: (name: string) => `Verified as ${name}`,
  identityPendingHint:
    'The provider is checking your documents. If you left before finishing, continue where you stopped.',
  identityFailedReason: (reason: string) => `The provider said: ${reason}`,
  identityStart: 'Verify identity',
  identityContinue: 'Continue verification',
  identityRetry: 'Retry',
  failedLoadIdentity: 'Failed to load your identity check',
  failedStartIdentity: 'Failed to open the identity check',
  identitySince: (when: string) => `Since ${when}`,
  // The functions' refusals and notice
  identityAlreadyVerified: 'Your identity is already verified',
  identityChecksLimited: (max: number, minutes: number) =>
    `You can start at most ${max} identity checks an hour; you can start another in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  identityProviderMissing:
    'Identity checks are not available right now. Try again later, or write to support from Messages.',
  identityLinkTitle: 'Verify your identity',
  identityLinkBody: (url: string) =>
    `Support sent you a new link to verify your identity before your next payout: ${url}`,
  identityUserNotCreator: 'Only creators verify their identity',
  identityVerifiedTitle: 'Your identity is verified',
  identityVerifiedBody: (name: string) =>
    `The payment provider verified your identity as ${name}. Payouts can go ahead once your tax form is on file.`,
  identityFailedTitle: 'Your identity check did not pass',
  identityFailedBody: (reason: string) =>
    `The payment provider could not verify your identity (${reason.replace(/\.$/, '')}). Retry under Payments → Tax and identity.`,
  // The staff user card
  identityNeverStarted: 'Not started',
  identityResend: 'Resend identity link',
  identityResent: (email: string) => `A new identity link was sent to ${email}`,
  // The local stack's sandbox provider page
  sandboxTitle: 'Identity check (sandbox)',
  sandboxBody:
    'This page stands in for the identity provider on the local stack: no document is checked. Choose the outcome the provider reports to Groundtruth.',
  sandboxNameLabel: 'Legal name the provider verifies',
  sandboxVerify: 'Verify (test)',
  sandboxFail: 'Fail (test)',
  sandboxFailReason: 'The document could not be verified (sandbox test).',
  sandboxVerified: 'The provider reported your identity as verified.',
  sandboxFailed: 'The provider reported that your identity could not be verified.',
  sandboxNotDelivered: 'The provider could not reach Groundtruth. Try again.',
  sandboxUnknownSession: 'This verification link is not known. Start again from Payments.',
  sandboxBack: 'Back to Groundtruth',
};
