/**
 * The payouts of a creator's request (requestPayout) or of their deletion (deleteMyAccount): one
 * pending payout, with a deterministic id, for each approved submission not paid yet and each
 * bonus whose transfer failed, all to `account`, the creator's default now; the submission is
 * marked paid (the bonus: `retried_as`) in the same transaction, so two concurrent requests never
 * pay one twice. The caller reads `unpaid` and `failedBonuses` in its transaction and then moves
 * the balance by the total and writes its audit entry.
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { bonusRetryPayoutId } from '@groundtruth/domain/bonuses';
import { CURRENCY } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import type { Payout, PayoutAccount, Submission } from '@groundtruth/domain/entities';
import { accountLabel } from '@groundtruth/domain/masking';
import { payoutId, payouts } from '../repos/payouts';
import { submissions } from '../repos/submissions';

export interface PayoutsToCreate {
  uid: string;
  /** The creator's name and e-mail as the payouts copy them for staff. */
  name: string;
  email: string;
  account: PayoutAccount;
  unpaid: readonly WithId<Submission>[];
  failedBonuses: readonly WithId<Payout>[];
}

/** Creates the payouts in `tx`; returns their ids and their total (cents). */
export function createPayouts(
  tx: Transaction,
  { uid, name, email, account, unpaid, failedBonuses }: PayoutsToCreate,
): { ids: string[]; total: number } {
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
    user_name: name,
    user_email: email,
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
  return { ids, total };
}
