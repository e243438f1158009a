/**
 * requestPayout (creator): re-pays approved submissions whose payout failed or never existed,
 * and bonuses whose transfer failed (their money went back to the available balance), after a verified e-mail address and the three checks of a payout request, in that order and
 * with their messages: a balance of at least $50, a payment method, and such submissions. Each
 * submission (or failed bonus) gets one new payout with a deterministic id and is marked paid
 * (the bonus: `retried_as`) in the same transaction, so two concurrent requests (they queue on the caller's documents) never pay a
 * submission twice.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { canCashOut, computeBalance, formatCents } from '@groundtruth/domain/money';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { requireClearedForMoney } from './money-gate';
import { failedBonusesToRepay, payoutAccounts, readBalance, writeBalance } from '../repos/payouts';
import { unpaidApproved } from '../repos/submissions';
import { createPayouts } from './create-payouts';

export const requestPayout = callable(callables.requestPayout, async (_input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, CREATOR);
    // Money goes to accounts tied to this address (docs/architecture.md, Payouts): it must be
    // the caller's. The token's claim is Auth's own word; a creator who has just verified
    // refreshes the token.
    if (request.auth?.token.email_verified !== true)
      throw fail.precondition(
        serverMessages.emailNotVerified,
        serverMessages.emailNotVerifiedTitle,
      );
    const unpaid = await unpaidApproved(tx, uid);
    const failedBonuses = await failedBonusesToRepay(tx, uid);
    const balance = await readBalance(tx, uid);
    const account = balance.default_payout_account_id
      ? await payoutAccounts.get(tx, balance.default_payout_account_id)
      : null;

    const available = computeBalance(balance).availableCents;
    if (!canCashOut(available)) {
      throw fail.precondition(
        serverMessages.insufficientBalanceBody(formatCents(available)),
        serverMessages.insufficientBalanceTitle,
      );
    }
    if (!account)
      throw fail.precondition(
        serverMessages.noPaymentMethodBody,
        serverMessages.noPaymentMethodTitle,
      );
    if (unpaid.length === 0 && failedBonuses.length === 0)
      throw fail.precondition(serverMessages.noSubmissionsBody, serverMessages.noSubmissionsTitle);
    // The gate on money (money-gate.ts): a valid tax form and a verified identity under one name.
    await requireClearedForMoney(tx, uid, 'creator');

    const { ids, total } = createPayouts(tx, {
      uid,
      name: caller.name,
      email: caller.email,
      account,
      unpaid,
      failedBonuses,
    });
    writeBalance(tx, balance, { pending_cents: balance.pending_cents + total });
    writeAudit(tx, caller, 'request_payout', 'payouts', ids[0] as string, {
      payout_ids: ids,
      amount_cents: total,
    });
    return { payoutIds: ids, amountCents: total };
  });
});
