/**
 * requestPayout (creator): re-pays approved submissions whose payout failed or never existed,
 * and bonuses whose transfer failed (their money went back to the available balance), after a verified e-mail address and the three checks of a payout request, in that order and
 * with their messages: a balance of at least $50, a payment method, and such submissions. Each
 * submission (or failed bonus) gets one new payout with a deterministic id and is marked paid
 * (the bonus: `retried_as`) in the same transaction, so two concurrent requests (they queue on the caller's documents) never pay a
 * submission twice.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { accountLabel } from '@groundtruth/domain/masking';
import { bonusRetryPayoutId } from '@groundtruth/domain/bonuses';
import { callables } from '@groundtruth/domain/callable-registry';
import { CURRENCY } from '@groundtruth/domain/constants';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { canCashOut, computeBalance, formatCents } from '@groundtruth/domain/money';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import {
  failedBonusesToRepay,
  payoutAccounts,
  payoutId,
  payouts,
  readBalance,
  writeBalance,
} from '../repos/payouts';
import { submissions, unpaidApproved } from '../repos/submissions';

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

    // What every payout of this request has: pending, to the caller's default account now.
    const newPayout = {
      status: 'pending',
      provider: account.provider,
      account_label: accountLabel(account.provider, account.provider_account_id),
      currency: CURRENCY,
      provider_transfer_id: null,
      failure_reason: null,
      created_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
      user_name: caller.name,
      user_email: caller.email,
    } as const;
    let total = 0;
    const ids: string[] = [];
    for (const submission of unpaid) {
      const attempt = (submission.payout_attempts ?? 1) + 1;
      const id = payoutId(submission.id, attempt);
      payouts.create(tx, id, {
        user_id: uid,
        submission_id: submission.id,
        amount_cents: submission.payout_amount_cents,
        ...newPayout,
        task_title: submission.task_title,
      });
      submissions.update(tx, submission.id, { paid: true, payout_attempts: attempt });
      total += submission.payout_amount_cents;
      ids.push(id);
    }
    for (const bonus of failedBonuses) {
      const id = bonusRetryPayoutId(bonus.id);
      // The bonus as it was awarded, to the account the creator has now.
      payouts.create(tx, id, {
        user_id: uid,
        submission_id: bonus.submission_id,
        kind: 'bonus',
        bonus_reason: bonus.bonus_reason ?? '',
        // Read by the admin SDK, so a Timestamp; the day the bonus was awarded stays its day.
        ...(bonus.awarded_at instanceof Timestamp ? { awarded_at: bonus.awarded_at } : {}),
        ...(bonus.awarded_by ? { awarded_by: bonus.awarded_by } : {}),
        amount_cents: bonus.amount_cents,
        ...newPayout,
        task_title: bonus.task_title,
      });
      payouts.update(tx, bonus.id, { retried_as: id });
      total += bonus.amount_cents;
      ids.push(id);
    }
    writeBalance(tx, balance, { pending_cents: balance.pending_cents + total });
    writeAudit(tx, caller, 'request_payout', 'payouts', ids[0] as string, {
      payout_ids: ids,
      amount_cents: total,
    });
    return { payoutIds: ids, amountCents: total };
  });
});
