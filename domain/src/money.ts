import { MIN_CASHOUT_CENTS } from './constants';
import { formatCount } from './numbers';

/** "$1,234.50" from 123450 cents: money is stored as integer cents and formatted only on screen. */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = formatCount(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Dollars as typed by staff ("25", "25.5", "25.50") to cents; null when it is not an amount. */
export function parseDollarsToCents(input: string): number | null {
  const match = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export interface PayoutLike {
  amount_cents: number;
  status: 'pending' | 'processing' | 'sent' | 'failed';
}

export interface Balance {
  /** Sum of the task payouts of the creator's approved submissions. */
  totalEarningsCents: number;
  paidOutCents: number;
  /** Pending or processing payouts. */
  pendingCents: number;
  /** approved earnings − sent − pending − processing (DESIGN §4). */
  availableCents: number;
}

/** The balance of DESIGN §4; a failed payout no longer counts against it. */
export function computeBalance(
  approvedEarningsCents: number,
  payouts: readonly PayoutLike[],
): Balance {
  let paidOutCents = 0;
  let pendingCents = 0;
  for (const payout of payouts) {
    if (payout.status === 'sent') paidOutCents += payout.amount_cents;
    else if (payout.status === 'pending' || payout.status === 'processing')
      pendingCents += payout.amount_cents;
  }
  return {
    totalEarningsCents: approvedEarningsCents,
    paidOutCents,
    pendingCents,
    availableCents: approvedEarningsCents - paidOutCents - pendingCents,
  };
}

/** Whether a balance may be cashed out ($50 minimum, spec §9). */
export function canCashOut(availableCents: number): boolean {
  return availableCents >= MIN_CASHOUT_CENTS;
}
