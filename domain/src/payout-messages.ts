/**
 * The words of a payout that waits or fails, and of money at account deletion: the creator's
 * notices and Payments warnings, the admin's Process Payout answer, the staff's payout card and
 * the deletion dialog. A table of its own beside `messages`, so a screen that shows none of them
 * does not carry them.
 */
export const payoutMessages = {
  // Payments → Payment Methods: a default method its provider has not verified
  unverifiedDefaultTitle: 'Your payouts are on hold',
  unverifiedDefaultBody: (provider: string) =>
    `This ${provider} account is your default, but ${provider} has not verified it yet, so nothing is sent to it. Choose Verify and enter the code ${provider} sent you.`,
  setUnverifiedDefaultTitle: 'This account is not verified yet',
  setUnverifiedDefaultBody: (provider: string, account: string) =>
    `${provider} has not verified ${account} yet. Payouts to your default method wait until it is verified: verify it now, or make it your default and verify it later.`,
  setUnverifiedDefaultAnyway: 'Set as Default anyway',
  verifyAction: 'Verify',

  // The creator's notice when an admin's Process Payout waits for their method
  payoutHeldTitle: 'Verify your payment method to get paid',
  payoutHeldBody: (amount: string, provider: string, masked: string) =>
    `A payout of ${amount} is ready, but your ${provider} account ending ${masked} is not verified yet, so it was not sent. Open Payments → Payment Methods, choose Verify on that account and enter the code ${provider} sent you; the payout is sent once it is verified.`,
  // The admin's answer to Process Payout in that case (titled payoutAccountUnverifiedTitle)
  payoutHeldForAdmin: (name: string, provider: string) =>
    `${name}'s ${provider} account is not verified yet; ${name} has been asked to verify it. Nothing was sent and the payout stays pending: process it again once it is verified.`,

  // Staff: the payout card
  payoutMethodLabel: 'Payment method',
  payoutMethodNone: 'none yet',

  // Account deletion: money available that can be paid (the other case is in `messages`)
  deleteAccountPayOutTitle: 'Your money can be paid out',
  deleteAccountPayOut: (amount: string, method: string) =>
    `${amount} you earned has not been paid out. It can all be sent to your verified ${method} as you delete your account: the $50 minimum of a payout request does not apply.`,
  deleteAccountPayOutNote:
    'An admin sends it as any payout. If the provider refuses the transfer, the money is given up: the account no longer exists to be paid again.',
  deleteAccountPayOutAction: (amount: string) => `Pay out ${amount} and delete`,
  deleteAccountPayOutRefused: (amount: string, reason: string) =>
    `${amount} you earned cannot be paid out: ${reason} Deleting your account now gives it up for good.`,

  // deleteMyAccount's refusals of a payout at deletion
  payOutNotWholeBalance: (amount: string) =>
    `Only the whole available balance, ${amount}, can be paid out when you delete your account. Reload the page and try again.`,
  payOutNeedsVerifiedMethod:
    'Money is paid out at deletion only to a verified payment method. Verify your default payment method in Payments first, or delete your account and give the money up.',
  payOutNotPossible:
    'This balance cannot be paid out automatically. Contact support before you delete your account.',
} as const;
