import { payoutProviderLabels, type PayoutProvider } from './constants';

export { maskAccountId } from './account-mask';

/** "PayPal", "Stripe Connect". */
export function providerLabel(provider: PayoutProvider): string {
  return payoutProviderLabels[provider];
}
