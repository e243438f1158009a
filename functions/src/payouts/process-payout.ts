/**
 * processPayout (admin): pending → processing → sent (with the provider's transfer id) or
 * failed. A transfer to an outside provider cannot sit inside a Firestore transaction (a retried
 * transaction would pay again), so this is the one callable with two: the first claims the
 * payout (only a pending one can be claimed, so concurrent calls process it once), the transfer
 * runs with the payout id as idempotency key, and the second records the outcome, completing
 * the claim's audit entry (one entry per processed payout). A method its provider has not
 * verified is refused: the payout stays pending, the creator is told to verify it (hold-payout.ts)
 * and the admin is told so, by the creator's name. A failed payout leaves the balance and marks
 * its submission unpaid, so the creator can request it again. A transfer that gives no answer leaves
 * the payout processing for reconcilePayouts; the admin is told so (UNAVAILABLE).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { accountLabel, providerLabel } from '@groundtruth/domain/masking';
import { payoutMessages } from '@groundtruth/domain/payout-messages';
import { callables } from '@groundtruth/domain/callable-registry';
import type { PayoutAccount } from '@groundtruth/domain/entities';
import type { WithId } from '@groundtruth/domain/converter';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { writeAudit } from '../core/audit';
import { callableWith, transaction } from '../core/callable';
import { ADMIN, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { requireClearedForMoney } from './money-gate';
import { payoutAccounts, payouts, readBalance } from '../repos/payouts';
import { holdForVerification } from './hold-payout';
import { payoutProvider, type TransferResult } from './provider';
import { payoutSecrets } from './secrets';
import { settle, settleProcessing, type Outcome } from './settle-payout';

export const processPayout = callableWith(
  { secrets: payoutSecrets },
  callables.processPayout,
  async ({ payoutId }, request) => {
    const uid = requireUid(request);

    // 1. Claim: pending → processing, paying the creator's current default account.
    const claim = await transaction(async (tx) => {
      const caller = await readCaller(tx, uid, ADMIN);
      // Fails closed: without a provider for this environment the admin is refused
      // here, before anything is written, and the payout stays pending.
      const provider = payoutProvider();
      const payout = await payouts.get(tx, payoutId);
      if (!payout) throw fail.notFound(serverMessages.payoutNotFound);
      if (payout.status !== 'pending')
        throw fail.precondition(serverMessages.onlyPendingProcessable);
      const balance = await readBalance(tx, payout.user_id);
      const account: WithId<PayoutAccount> | null = balance.default_payout_account_id
        ? await payoutAccounts.get(tx, balance.default_payout_account_id)
        : null;
      if (!account) {
        // Nothing to pay to: fail it now, so the creator can add a method and request again.
        await settle(tx, caller, payout, {
          status: 'failed',
          reason: serverMessages.noPaymentMethodForPayout,
        });
        return { caller, payout, provider, account: null };
      }
      // Money goes only where the provider has confirmed the owner: the payout stays pending
      // until the creator verifies the method, and the creator is told what to do.
      if (!account.verified) {
        await holdForVerification(tx, payout, account);
        return { caller, payout, provider, account, held: true as const };
      }
      // The gate on money, again when it is sent (money-gate.ts): a form that expired or an
      // identity check that failed since the request stops it here; the payout stays pending.
      await requireClearedForMoney(tx, payout.user_id, 'staff');
      payouts.update(tx, payoutId, {
        status: 'processing',
        provider: account.provider,
        account_label: accountLabel(account.provider, account.provider_account_id),
        updated_at: FieldValue.serverTimestamp(),
      });
      // The entry stays "pending → processing" until the outcome completes it below; when the
      // provider gives no answer, reconcilePayouts writes its own.
      const auditId = writeAudit(tx, caller, 'process_payout', 'payouts', payoutId, {
        from: 'pending',
        to: 'processing',
      });
      return { caller, payout, provider, account, auditId };
    });
    if (!claim.account) return { payoutId, status: 'failed' as const, transferId: null };
    if ('held' in claim)
      throw fail.precondition(
        payoutMessages.payoutHeldForAdmin(
          claim.payout.user_name,
          providerLabel(claim.account.provider),
        ),
        serverMessages.payoutAccountUnverifiedTitle,
      );

    // 2. Transfer, outside any transaction, idempotent on the payout id. When the provider gives
    // no answer, nobody knows whether money moved: the payout stays processing and
    // reconcilePayouts settles it with the provider's record of the key.
    let result: TransferResult;
    try {
      result = await claim.provider.transfer({
        idempotencyKey: payoutId,
        provider: claim.account.provider,
        accountId: claim.account.provider_account_id,
        amountCents: claim.payout.amount_cents,
        currency: claim.payout.currency,
      });
    } catch (err) {
      console.error(`Transfer of payout ${payoutId} has no outcome; it will be reconciled`, err);
      throw fail.unavailable(serverMessages.payoutAwaitingReconciliation);
    }
    const outcome: Outcome = result.ok
      ? { status: 'sent', transferId: result.transferId }
      : { status: 'failed', reason: result.reason };

    // 3. Settle: processing → sent or failed.
    await transaction((tx) =>
      settleProcessing(tx, claim.caller, payoutId, outcome, 'process_payout', claim.auditId),
    );
    return {
      payoutId,
      status: outcome.status,
      transferId: outcome.status === 'sent' ? outcome.transferId : null,
    };
  },
);
