/** payouts, payout_accounts and creator_balances: money, written only by functions. */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  collections,
  creatorBalanceSchema,
  payoutAccountSchema,
  payoutSchema,
  type CreatorBalance,
} from '@groundtruth/domain/entities';
import type { WithId } from '@groundtruth/domain/converter';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { adminQuery, repository } from './base';

export const payouts = repository(collections.payouts, payoutSchema);
export const payoutAccounts = repository(collections.payoutAccounts, payoutAccountSchema);
export const balances = repository(collections.creatorBalances, creatorBalanceSchema);

/** The id of a payout: the approval's is the submission id, each re-pay adds its attempt. */
export function payoutId(submissionId: string, attempt: number): string {
  return attempt <= 1 ? submissionId : `${submissionId}_${attempt}`;
}

/** requestPayout: the creator's failed bonuses not yet paid again, oldest award first. */
export async function failedBonusesToRepay(tx: Transaction, userId: string) {
  const failed = await payouts.query(tx, adminQuery(serverQueries.failedBonuses(userId)));
  return failed
    .filter((payout) => !payout.retried_as)
    .sort((a, b) => a.created_at.toMillis() - b.created_at.toMillis());
}

/** A creator's balance document, or the empty one they start with. */
export async function readBalance(
  tx: Transaction,
  userId: string,
): Promise<WithId<CreatorBalance> & { exists: boolean }> {
  const found = await balances.get(tx, userId);
  if (found) return { ...found, exists: true };
  return {
    id: userId,
    exists: false,
    user_id: userId,
    approved_cents: 0,
    sent_cents: 0,
    pending_cents: 0,
    default_payout_account_id: null,
    payout_account_count: 0,
    updated_at: { seconds: 0, nanoseconds: 0, toMillis: () => 0 },
  };
}

/** Writes `balance` with `changes` applied (creating it when new). */
export function writeBalance(
  tx: Transaction,
  balance: WithId<CreatorBalance> & { exists: boolean },
  changes: Partial<Omit<CreatorBalance, 'user_id' | 'updated_at'>>,
): void {
  const { id, exists: _exists, updated_at: _updated, ...current } = balance;
  balances.set(tx, id, { ...current, ...changes, updated_at: FieldValue.serverTimestamp() });
}
