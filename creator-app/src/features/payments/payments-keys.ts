import { payoutAccountsKey } from '../../api/get-payout-accounts';

/**
 * Query keys of the Payments & Earnings screen, one branch per thing it reads (TanStack's
 * factory): the payment methods, the payout history list and the latest bonuses.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  /** The creator's payment methods (bounded: MAX_PAYOUT_ACCOUNTS), read in src/api. */
  accounts: payoutAccountsKey,
  payoutLists: () => [...paymentKeys.all, 'payouts', 'list'] as const,
  /** The creator's payouts, newest first, page by page. */
  payoutList: (filters: { userId: string }) => [...paymentKeys.payoutLists(), filters] as const,
  /** The creator's latest bonuses on Earnings (bounded). */
  bonuses: (userId: string) => [...paymentKeys.all, 'bonuses', { userId }] as const,
  /** The creator's own effective hourly rate over the last days (fair pay). */
  myRate: (userId: string) => [...paymentKeys.all, 'my-rate', { userId }] as const,
  /** The creator's current tax form, tax_profiles/{uid} (one document). */
  taxProfile: (userId: string) => [...paymentKeys.all, 'tax-profile', { userId }] as const,
  /** The creator's identity check, identity_checks/{uid} (one document). */
  identity: (userId: string) => [...paymentKeys.all, 'identity', { userId }] as const,
};
