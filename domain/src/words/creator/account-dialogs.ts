import { payoutMessages as p } from '../../payout-messages';

/**
 * The words of Verify Payment Method (Payments) and of Delete my account (Settings) beside the
 * `messages` table's: catalog table creator.accountDialogs (domain/src/i18n/tables.ts).
 */
export const creatorAccountDialogsWords = {
  cancel: 'Cancel',
  verifyTitle: 'Verify Payment Method',
  verifyHint: (account: string) =>
    `Enter the 6-digit code the provider sent you for ${account}. Payouts go only to verified methods.`,
  verify: 'Verify',
  verificationCode: 'Verification code',
  /** verifyPayoutAccountInput's check of the code, after its name. */
  codeInvalid: 'Code must be the 6-digit code the provider sent',
  deleteMyAccount: 'Delete my account',
  /** The method a payout at deletion goes to: "PayPal account maya@example.com". */
  methodAccount: (provider: string, account: string) => `${provider} account ${account}`,
  payOutTitle: p.deleteAccountPayOutTitle,
  payOut: p.deleteAccountPayOut,
  payOutNote: p.deleteAccountPayOutNote,
  payOutAction: p.deleteAccountPayOutAction,
  payOutRefused: p.deleteAccountPayOutRefused,
} as const;
