/**
 * Settling a payout: processing (or, with nothing to pay to, pending) → sent or failed, with its
 * balance and submission effects, the creator's notification and an audit entry, in the caller's
 * transaction. processPayout settles the transfer it just made; reconcilePayouts settles the
 * ones a crash left in processing. Both go through `settleProcessing`, which re-reads the payout
 * in the transaction and settles it only while it is still processing, so whichever comes
 * second — a concurrent call, a second job run, a retried transaction — changes nothing.
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { WithId } from '@groundtruth/domain/converter';
import type { Payout } from '@groundtruth/domain/entities';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { formatCents } from '@groundtruth/domain/money';
import { paths } from '@groundtruth/domain/paths';
import { collections } from '@groundtruth/domain/collections';
import { db } from '../core/app';
import { writeAudit, type Actor } from '../core/audit';
import { notify, readRecipient } from '../mail/notify';
import { formatCentsIn } from '../mail/mail-format';
import { payoutAccounts, payouts, readBalance, writeBalance } from '../repos/payouts';
import { methodToForget } from '../self-service/pay-out-at-deletion';
import { submissions } from '../repos/submissions';
import { countPayoutSent } from '../stats/daily-stats';

export type Outcome = { status: 'sent'; transferId: string } | { status: 'failed'; reason: string };

/** Who settles: the admin processing the payout, or the system reconciling it. */
export type SettleAction = 'process_payout' | 'reconcile_payout';

/**
 * Records `outcome` for `payout` (read in `tx`): a sent payout moves its amount from pending to
 * sent; a failed one releases it from pending, so it counts as available again, and marks its
 * submission unpaid, so the creator can request it again. With `auditId` (the entry the admin's
 * claim wrote), that entry is completed with the outcome, so one processed payout is one entry in
 * the audit log (pending → sent or failed); otherwise a new entry is written.
 */
export async function settle(
  tx: Transaction,
  actor: Actor,
  payout: WithId<Payout>,
  outcome: Outcome,
  action: SettleAction = 'process_payout',
  auditId?: string,
): Promise<void> {
  const balance = await readBalance(tx, payout.user_id);
  // A failed task payout makes its submission payable again; a bonus has none to release.
  const submission =
    outcome.status === 'failed' && payout.kind !== 'bonus' && payout.submission_id
      ? await submissions.get(tx, payout.submission_id)
      : null;
  const recipient = await readRecipient(tx, payout.user_id);
  // A deleted account's payment method is kept only for its payouts at deletion.
  const forget = recipient.deleted ? await methodToForget(tx, payout, balance) : null;
  if (forget?.accountId) tx.delete(payoutAccounts.ref(forget.accountId));
  const amount = payout.amount_cents;
  const money = formatCents(amount);
  if (outcome.status === 'sent') {
    // One instant for sent_at and the day staff analytics count it on.
    const sentAt = Timestamp.now();
    payouts.update(tx, payout.id, {
      status: 'sent',
      provider_transfer_id: outcome.transferId,
      updated_at: FieldValue.serverTimestamp(),
      sent_at: sentAt,
    });
    countPayoutSent(tx, payout.id, amount, sentAt);
    writeBalance(tx, balance, {
      pending_cents: Math.max(0, balance.pending_cents - amount),
      sent_cents: balance.sent_cents + amount,
      ...forget?.balance,
    });
    notify(
      tx,
      {
        userId: payout.user_id,
        kind: 'payout_sent',
        entityId: payout.id,
        title: serverMessages.notificationTitles.payout_sent,
        body: serverMessages.payoutSentBody(money, payout.task_title),
        inLanguage: (words, locale) => ({
          title: words.titles.payout_sent,
          body: words.payoutSentBody(formatCentsIn(locale, amount), payout.task_title),
        }),
        link: paths.payments,
      },
      recipient,
    );
  } else {
    payouts.update(tx, payout.id, {
      status: 'failed',
      failure_reason: outcome.reason,
      updated_at: FieldValue.serverTimestamp(),
    });
    writeBalance(tx, balance, {
      pending_cents: Math.max(0, balance.pending_cents - amount),
      ...forget?.balance,
    });
    if (submission) submissions.update(tx, submission.id, { paid: false });
    notify(
      tx,
      {
        userId: payout.user_id,
        kind: 'payout_failed',
        entityId: payout.id,
        title: serverMessages.notificationTitles.payout_failed,
        body: serverMessages.payoutFailedBody(money, payout.task_title, outcome.reason),
        // The reason is the provider's (or the product's refusal) as it was given.
        inLanguage: (words, locale) => ({
          title: words.titles.payout_failed,
          body: words.payoutFailedBody(
            formatCentsIn(locale, amount),
            payout.task_title,
            outcome.reason,
          ),
        }),
        link: paths.payments,
      },
      recipient,
    );
  }
  const result = {
    to: outcome.status,
    amount_cents: amount,
    ...(outcome.status === 'sent'
      ? { provider_transfer_id: outcome.transferId }
      : { reason: outcome.reason }),
  };
  if (auditId) {
    tx.update(db().collection(collections.auditLogs).doc(auditId), {
      'details.to': result.to,
      'details.amount_cents': result.amount_cents,
      ...(outcome.status === 'sent'
        ? { 'details.provider_transfer_id': outcome.transferId }
        : { 'details.reason': outcome.reason }),
    });
  } else writeAudit(tx, actor, action, 'payouts', payout.id, { from: payout.status, ...result });
}

/**
 * Settles payout `id` with `outcome` if it is still processing when read in `tx`; returns
 * whether it did (false: someone else settled it first).
 */
export async function settleProcessing(
  tx: Transaction,
  actor: Actor,
  id: string,
  outcome: Outcome,
  action: SettleAction,
  auditId?: string,
): Promise<boolean> {
  const payout = await payouts.get(tx, id);
  if (!payout || payout.status !== 'processing') return false;
  await settle(tx, actor, payout, outcome, action, auditId);
  return true;
}
