/**
 * A pending payout goes to the creator's default method as it is when an admin processes it, so
 * the method it names (provider and account_label, which the staff's payout card shows) follows
 * the default: when the creator adds their first method or sets another as default, their
 * pending payouts are relabelled in the same transaction. A payout being processed or settled
 * keeps the method it was paid to.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import type { PayoutAccount } from '@groundtruth/domain/entities';
import { accountLabel } from '@groundtruth/domain/masking';
import { db } from '../core/app';
import { payouts } from '../repos/payouts';

/** Pending payouts relabelled in one transaction, well under its 500 writes. */
const RELABEL_LIMIT = 400;

/** Reads `uid`'s pending payouts in `tx`; returns what relabels them (a write, after reads). */
export async function readPendingToRelabel(
  tx: Transaction,
  uid: string,
): Promise<(account: Pick<PayoutAccount, 'provider' | 'provider_account_id'>) => void> {
  const pending = await tx.get(
    db()
      .collection(collections.payouts)
      .where('user_id', '==', uid)
      .where('status', '==', 'pending')
      .limit(RELABEL_LIMIT),
  );
  return (account) => {
    const label = accountLabel(account.provider, account.provider_account_id);
    for (const doc of pending.docs)
      payouts.update(tx, doc.id, { provider: account.provider, account_label: label });
  };
}
