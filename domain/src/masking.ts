import { payoutProviderLabels, type PayoutProvider } from './constants';

/**
 * A payment account's identifier as e-mails, notifications and data exports show it (issue 21):
 * enough for the owner to recognise it, too little to use it. A PayPal address keeps its "@"
 * and the first two letters of its domain ("…@ex…"), a Stripe account its last four characters.
 */
export function maskAccountId(provider: PayoutProvider, accountId: string): string {
  if (provider === 'paypal') {
    const at = accountId.lastIndexOf('@');
    return at < 0 ? '…' : `…@${accountId.slice(at + 1, at + 3)}…`;
  }
  return `…${accountId.slice(-4)}`;
}

/** "PayPal", "Stripe Connect". */
export function providerLabel(provider: PayoutProvider): string {
  return payoutProviderLabels[provider];
}
