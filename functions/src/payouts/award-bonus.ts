/**
 * awardBonus (admin): adds a bonus to a creator's balance through the ledger approved work goes
 * through (domain/src/bonuses.ts): a pending payout `bonus_{requestId}` and the creator's
 * approved and pending cents, in one transaction with the overview's counters, the day's stats,
 * the creator's notice (bell, and e-mail as their preference says) and the audit entry.
 *
 * The payout's id is the request's, so the transaction reads it first: a retry, a double click or
 * twenty concurrent calls with one requestId queue on that document, the first creates it and the
 * others find it and return it (`created: false`) — one bonus, the balance moved once. The same
 * requestId with another creator, amount, reason or submission is refused, so a reused id never
 * hides a different award.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { accountLabel } from '@groundtruth/domain/masking';
import { bonusLabel, bonusPayoutId } from '@groundtruth/domain/bonuses';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { callables } from '@groundtruth/domain/callable-registry';
import { CURRENCY } from '@groundtruth/domain/constants';
import { collections, type Payout } from '@groundtruth/domain/entities';
import { formatCents } from '@groundtruth/domain/money';
import { paths } from '@groundtruth/domain/paths';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { notify, readRecipient } from '../mail/notify';
import { formatCentsIn } from '../mail/mail-format';
import { readMaxBonusCents } from '../repos/platform-settings';
import { payoutAccounts, payouts, readBalance, writeBalance } from '../repos/payouts';
import { submissions } from '../repos/submissions';
import { users } from '../repos/users';
import { countBonusAwarded } from '../stats/daily-stats';

/** Whether the stored bonus `payout` is the one asked for again. */
function sameAward(
  payout: Payout,
  input: { creatorId: string; amountCents: number; reason: string; submissionId?: string },
): boolean {
  return (
    payout.kind === 'bonus' &&
    payout.user_id === input.creatorId &&
    payout.amount_cents === input.amountCents &&
    payout.bonus_reason === input.reason &&
    payout.submission_id === (input.submissionId ?? null)
  );
}

export const awardBonus = callable(callables.awardBonus, async (input, request) => {
  const uid = requireUid(request);
  const id = bonusPayoutId(input.requestId);
  return transaction(async (tx) => {
    // Support sees the user cards, so they are told why they cannot award.
    const caller = await readCaller(tx, uid, STAFF);
    if (caller.role !== 'admin') throw fail.denied(bonusMessages.onlyAdminsAwardBonuses);
    // Money to oneself is another admin's decision, whatever role the account had before.
    if (input.creatorId === uid) throw fail.denied(bonusMessages.bonusToSelf);
    const existing = await payouts.get(tx, id);
    if (existing) {
      if (!sameAward(existing, input)) throw fail.exists(bonusMessages.bonusRequestReused);
      return { payoutId: id, amountCents: existing.amount_cents, created: false };
    }
    const ceiling = await readMaxBonusCents();
    if (input.amountCents > ceiling)
      throw fail.invalid(
        bonusMessages.bonusOverCeiling(formatCents(input.amountCents), formatCents(ceiling)),
      );
    const creator = await users.get(tx, input.creatorId);
    if (!creator || creator.status === 'deleted')
      throw fail.notFound(bonusMessages.bonusCreatorNotFound);
    if (creator.role !== 'creator') throw fail.invalid(bonusMessages.bonusCreatorNotACreator);
    if (input.submissionId) {
      const submission = await submissions.get(tx, input.submissionId);
      if (submission?.user_id !== input.creatorId)
        throw fail.invalid(bonusMessages.bonusSubmissionNotTheirs);
    }
    const balance = await readBalance(tx, input.creatorId);
    const account = balance.default_payout_account_id
      ? await payoutAccounts.get(tx, balance.default_payout_account_id)
      : null;
    const recipient = await readRecipient(tx, input.creatorId);

    const amount = input.amountCents;
    // One instant for awarded_at and the day the daily stats count it on.
    const awardedAt = Timestamp.now();
    payouts.create(tx, id, {
      user_id: input.creatorId,
      submission_id: input.submissionId ?? null,
      kind: 'bonus',
      bonus_reason: input.reason,
      awarded_at: awardedAt,
      awarded_by: uid,
      amount_cents: amount,
      status: 'pending',
      provider: account?.provider ?? 'stripe_connect',
      account_label: account ? accountLabel(account.provider, account.provider_account_id) : null,
      currency: CURRENCY,
      provider_transfer_id: null,
      failure_reason: null,
      created_at: awardedAt,
      updated_at: FieldValue.serverTimestamp(),
      user_name: creator.name,
      user_email: creator.email,
      // Every screen, export and notice that names a payout's task names the bonus this way.
      task_title: bonusLabel(input.reason),
    });
    countBonusAwarded(tx, id, amount, awardedAt);
    writeBalance(tx, balance, {
      approved_cents: balance.approved_cents + amount,
      pending_cents: balance.pending_cents + amount,
    });
    notify(
      tx,
      {
        userId: input.creatorId,
        kind: 'bonus_awarded',
        entityId: id,
        title: bonusMessages.bonusAwardedTitle,
        body: bonusMessages.bonusAwardedBody(formatCents(amount), input.reason),
        // The reason as staff wrote it.
        inLanguage: (words, locale) => ({
          title: words.bonusAwardedTitle,
          body: words.bonusAwardedBody(formatCentsIn(locale, amount), input.reason),
        }),
        link: paths.payments,
      },
      recipient,
    );
    writeAudit(tx, caller, 'award_bonus', collections.payouts, id, {
      user_id: input.creatorId,
      amount_cents: amount,
      reason: input.reason,
      submission_id: input.submissionId ?? null,
      request_id: input.requestId,
    });
    return { payoutId: id, amountCents: amount, created: true };
  });
});
