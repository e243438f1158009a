/**
 * creator_balances seeds for tests on either side of the wire: the functions' suites write them
 * with firebase-admin, the creator app's screen tests with the web SDK, so each passes its own
 * SDK's timestamp.
 */
import type { CreatorBalance } from '../entities';

/**
 * A balance as a failed payout leaves it: `approvedCents` approved, neither sent nor on its way
 * (all of it available), and no payout account.
 */
export function unpaidBalance<T>(
  userId: string,
  approvedCents: number,
  updatedAt: T,
): Omit<CreatorBalance, 'updated_at'> & { updated_at: T } {
  return {
    user_id: userId,
    approved_cents: approvedCents,
    sent_cents: 0,
    pending_cents: 0,
    default_payout_account_id: null,
    payout_account_count: 0,
    updated_at: updatedAt,
  };
}
