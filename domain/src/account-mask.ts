import type { PayoutProvider } from './constants';

/**
 * A payment account's identifier as e-mails, notifications, data exports and the browser's stored
 * queries show it: enough for the owner to recognise it, too little to use it. A PayPal
 * address hides its name and keeps its domain ("…@example.com": the end, as "ending" says), a
 * Stripe account keeps its last four characters. Its own module (no runtime import) so the shell can mask without loading
 * the constants.
 */
export function maskAccountId(provider: PayoutProvider, accountId: string): string {
  if (provider === 'paypal') {
    const at = accountId.lastIndexOf('@');
    return at < 0 ? '…' : `…${accountId.slice(at)}`;
  }
  return `…${accountId.slice(-4)}`;
}
