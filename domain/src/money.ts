import { MIN_CASHOUT_CENTS } from './constants';
import type { CreatorBalance } from './entities';
import { formatCount } from './numbers';

/** "$1,234.50" from 123450 cents: money is stored as integer cents and formatted only on screen. */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = formatCount(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Dollars as typed ("25", "25.5", "25.50", or as formatCents shows them: "$1,234.50") to cents;
 * null when it is not an amount.
 */
export function parseDollarsToCents(input: string): number | null {
  const match = /^\s*\$?(\d{1,3}(?:,\d{3}){1,2}|\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The money fields of creator_balances/{uid}, which the functions keep in the transactions that
 * move money.
 */
export type BalanceDoc = Pick<CreatorBalance, 'approved_cents' | 'sent_cents' | 'pending_cents'>;

/** A creator's money in cents, as the screens show it and requestPayout checks it. */
export interface Balance {
  /** Task payouts of the creator's approved submissions, and bonuses. */
  totalEarningsCents: number;
  /** Payouts sent. */
  paidOutCents: number;
  /** Pending or processing payouts. */
  pendingCents: number;
  /** approved − sent − pending: what Request Payout may cash out. */
  availableCents: number;
}

/**
 * The balance of a creator's balance document (docs/architecture.md, Data model). A creator with
 * no approved work yet has no document: that is a zero balance. A failed payout is no longer in
 * pending_cents, so it does not count against the balance.
 */
export function computeBalance(doc: BalanceDoc | null | undefined): Balance {
  const approved = doc?.approved_cents ?? 0;
  const sent = doc?.sent_cents ?? 0;
  const pending = doc?.pending_cents ?? 0;
  return {
    totalEarningsCents: approved,
    paidOutCents: sent,
    pendingCents: pending,
    availableCents: approved - sent - pending,
  };
}

/** Whether a balance may be cashed out (at least MIN_CASHOUT_CENTS, $50). */
export function canCashOut(availableCents: number): boolean {
  return availableCents >= MIN_CASHOUT_CENTS;
}
