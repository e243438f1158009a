import { payoutProviderLabels, type PayoutProvider } from './constants';

import { maskAccountId } from './account-mask';

export { maskAccountId };

/**
 * A payment account as a payout names it to staff: the provider and the masked identifier
 * ("Stripe Connect …7890", "PayPal …@example.com"). The identifier itself stays in
 * payout_accounts, which only the owner, admins and the functions read.
 */
export function accountLabel(provider: PayoutProvider, accountId: string): string {
  return `${providerLabel(provider)} ${maskAccountId(provider, accountId)}`;
}

/** "PayPal", "Stripe Connect". */
export function providerLabel(provider: PayoutProvider): string {
  return payoutProviderLabels[provider];
}
