/**
 * processPayout (admin): pending → processing → sent (with the provider's transfer id) or
 * failed. A transfer to an outside provider cannot sit inside a Firestore transaction (a retried
 * transaction would pay again), so this is the one callable with two: the first claims the
 * payout (only a pending one can be claimed, so concurrent calls process it once), the transfer
 * runs with the payout id as idempotency key, and the second records the outcome. Each
 * transaction writes its own audit entry. A failed payout leaves the balance and marks its
 * submission unpaid, so the creator can request it again.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import type { PayoutAccount, Payout } from '@groundtruth/domain/entities';
import type { WithId } from '@groundtruth/domain/converter';
import { messages } from '@groundtruth/domain/messages';
import { writeAudit, type Actor } from '../audit';
import { callable, transaction } from '../callable';
import { ADMIN, readCaller, requireUid } from '../caller';
import { fail } from '../errors';
import { payoutAccounts, payouts, readBalance, writeBalance } from '../repos/payouts';
import { submissions } from '../repos/submissions';
import { payoutProvider } from './provider';

type Outcome = { status: 'sent'; transferId: string } | { status: 'failed'; reason: string };

/** Records the outcome of a processing payout, with its balance and submission effects. */
async function settle(tx: Transaction, actor: Actor, payout: WithId<Payout>, outcome: Outcome) {
  const balance = await readBalance(tx, payout.user_id);
  const submission =
    outcome.status === 'failed' ? await submissions.get(tx, payout.submission_id) : null;
  const amount = payout.amount_cents;
  if (outcome.status === 'sent') {
    payouts.update(tx, payout.id, {
      status: 'sent',
      provider_transfer_id: outcome.transferId,
      updated_at: FieldValue.serverTimestamp(),
    });
    writeBalance(tx, balance, {
      pending_cents: Math.max(0, balance.pending_cents - amount),
      sent_cents: balance.sent_cents + amount,
    });
  } else {
    payouts.update(tx, payout.id, {
      status: 'failed',
      failure_reason: outcome.reason,
      updated_at: FieldValue.serverTimestamp(),
    });
    writeBalance(tx, balance, { pending_cents: Math.max(0, balance.pending_cents - amount) });
    if (submission) submissions.update(tx, submission.id, { paid: false });
  }
  writeAudit(tx, actor, 'process_payout', 'payouts', payout.id, {
    from: payout.status,
    to: outcome.status,
    amount_cents: amount,
    ...(outcome.status === 'sent'
      ? { provider_transfer_id: outcome.transferId }
      : { reason: outcome.reason }),
  });
}

export const processPayout = callable(callables.processPayout, async ({ payoutId }, request) => {
  const uid = requireUid(request);

  // 1. Claim: pending → processing, paying the creator's current default account.
  const claim = await transaction(async (tx) => {
    const caller = await readCaller(tx, uid, ADMIN);
    const payout = await payouts.get(tx, payoutId);
    if (!payout) throw fail.notFound(messages.payoutNotFound);
    if (payout.status !== 'pending') throw fail.precondition(messages.onlyPendingProcessable);
    const balance = await readBalance(tx, payout.user_id);
    const account: WithId<PayoutAccount> | null = balance.default_payout_account_id
      ? await payoutAccounts.get(tx, balance.default_payout_account_id)
      : null;
    if (!account) {
      // Nothing to pay to: fail it now, so the creator can add a method and request again.
      await settle(tx, caller, payout, {
        status: 'failed',
        reason: messages.noPaymentMethodForPayout,
      });
      return { caller, payout, account: null };
    }
    payouts.update(tx, payoutId, {
      status: 'processing',
      provider: account.provider,
      provider_account_id: account.provider_account_id,
      updated_at: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, caller, 'process_payout', 'payouts', payoutId, {
      from: 'pending',
      to: 'processing',
    });
    return { caller, payout, account };
  });
  if (!claim.account) return { payoutId, status: 'failed' as const, transferId: null };

  // 2. Transfer, outside any transaction, idempotent on the payout id.
  const result = await payoutProvider().transfer({
    idempotencyKey: payoutId,
    provider: claim.account.provider,
    accountId: claim.account.provider_account_id,
    amountCents: claim.payout.amount_cents,
    currency: claim.payout.currency,
  });
  const outcome: Outcome = result.ok
    ? { status: 'sent', transferId: result.transferId }
    : { status: 'failed', reason: result.reason };

  // 3. Settle: processing → sent or failed.
  await transaction(async (tx) => {
    const payout = await payouts.get(tx, payoutId);
    if (!payout || payout.status !== 'processing') return;
    await settle(tx, claim.caller, payout, outcome);
  });
  return {
    payoutId,
    status: outcome.status,
    transferId: outcome.status === 'sent' ? outcome.transferId : null,
  };
});
