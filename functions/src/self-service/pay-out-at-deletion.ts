/**
 * A payout at account deletion: the person deleting their account may have the whole available
 * balance paid out to their verified default payment method, whatever the payout minimum (a
 * balance under it could otherwise only be given up). Only deleteMyAccount does this, only for
 * the whole balance, only to a method its provider has verified and only past the gate on money
 * (money-gate.ts), which a deleted account could never pass later; the payouts are the ones
 * requestPayout would create (create-payouts.ts), pending for an admin to process, and the method
 * they go to outlives the account until they are settled (settle-payout.ts).
 */
import type { Transaction } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import type { WithId } from '@groundtruth/domain/converter';
import type {
  CreatorBalance,
  Payout,
  PayoutAccount,
  Submission,
} from '@groundtruth/domain/entities';
import { formatCents } from '@groundtruth/domain/money';
import { payoutMessages } from '@groundtruth/domain/payout-messages';
import { db } from '../core/app';
import type { Caller } from '../core/caller';
import { fail } from '../core/errors';
import { createPayouts } from '../payouts/create-payouts';
import { requireClearedForMoney } from '../payouts/money-gate';
import { failedBonusesToRepay, payoutAccounts } from '../repos/payouts';
import { unpaidApproved } from '../repos/submissions';

/** What a payout at deletion pays, as read in the deletion's transaction. */
export interface PayOutReads {
  account: WithId<PayoutAccount>;
  unpaid: WithId<Submission>[];
  failedBonuses: WithId<Payout>[];
}

/**
 * Reads what `payOutCents` asks to pay (null when it asks nothing), refusing unless it is the
 * whole available balance and the default method is verified.
 */
export async function readPayOutAtDeletion(
  tx: Transaction,
  uid: string,
  balance: CreatorBalance,
  availableCents: number,
  payOutCents: number,
): Promise<PayOutReads | null> {
  if (payOutCents === 0) return null;
  if (payOutCents !== availableCents)
    throw fail.precondition(
      payoutMessages.payOutNotWholeBalance(formatCents(Math.max(0, availableCents))),
    );
  const account = balance.default_payout_account_id
    ? await payoutAccounts.get(tx, balance.default_payout_account_id)
    : null;
  if (!account?.verified) throw fail.precondition(payoutMessages.payOutNeedsVerifiedMethod);
  // The gate on money holds here too: once the account is gone it could never be met.
  await requireClearedForMoney(tx, uid, 'creator');
  const unpaid = await unpaidApproved(tx, uid);
  const failedBonuses = await failedBonusesToRepay(tx, uid);
  return { account, unpaid, failedBonuses };
}

/**
 * Creates the payouts of `reads` in `tx` (after its reads); refuses when they do not add up to
 * the whole balance asked for (more unpaid work than one request pays).
 */
export function payOutAtDeletion(
  tx: Transaction,
  caller: Caller,
  reads: PayOutReads,
  payOutCents: number,
): { accountId: string; ids: string[]; total: number } {
  const { ids, total } = createPayouts(tx, {
    uid: caller.uid,
    name: caller.name,
    email: caller.email,
    account: reads.account,
    unpaid: reads.unpaid,
    failedBonuses: reads.failedBonuses,
  });
  if (total !== payOutCents) throw fail.precondition(payoutMessages.payOutNotPossible);
  return { accountId: reads.account.id, ids, total };
}

/**
 * Settling a payout of a deleted account (`settle`, after its other reads): the method paid to
 * outlives the account only while one of its payouts is pending or processing, so once `payout`
 * is settled and none other is, it is forgotten. Returns what `settle` writes with the payout:
 * the balance's changes (merged into its own) and the method to delete; nothing otherwise.
 */
export async function methodToForget(
  tx: Transaction,
  payout: WithId<Payout>,
  balance: CreatorBalance,
): Promise<{ balance: Partial<CreatorBalance>; accountId: string | null } | null> {
  if (!balance.default_payout_account_id) return null;
  const inFlight = await tx.get(
    db()
      .collection(collections.payouts)
      .where('user_id', '==', payout.user_id)
      .where('status', 'in', ['pending', 'processing'])
      .limit(2),
  );
  if (inFlight.docs.some((doc) => doc.id !== payout.id)) return null;
  return {
    balance: { default_payout_account_id: null, payout_account_count: 0 },
    accountId: balance.default_payout_account_id,
  };
}
