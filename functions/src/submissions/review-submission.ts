/**
 * reviewSubmission (staff): approve, reject or ask for changes on a pending submission.
 * Approval creates, in the same transaction, the pending payout payouts/{submission_id} with
 * the task's amount and the provider of the creator's default account (DESIGN §4); since only a
 * pending submission can be reviewed, two approvals make one payout.
 * Locks are taken in one order across callables (caller → submission → balance → account) so
 * concurrent reviews, payout requests and processing queue instead of deadlocking.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { CURRENCY } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { writeAudit } from '../audit';
import { callable, transaction } from '../callable';
import { readCaller, requireUid, STAFF } from '../caller';
import { fail } from '../errors';
import { payoutAccounts, payoutId, payouts, readBalance, writeBalance } from '../repos/payouts';
import { submissions } from '../repos/submissions';

export const reviewSubmission = callable(callables.reviewSubmission, async (input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, STAFF);
    const submission = await submissions.get(tx, input.submissionId);
    if (!submission) throw fail.notFound(messages.submissionNotFound);
    if (submission.review_status !== 'pending')
      throw fail.precondition(messages.onlyPendingReviewable);

    const approved = input.decision === 'approved';
    const balance = approved ? await readBalance(tx, submission.user_id) : null;
    const account = balance?.default_payout_account_id
      ? await payoutAccounts.get(tx, balance.default_payout_account_id)
      : null;

    const notes = input.notes?.trim() ? input.notes.trim() : null;
    submissions.update(tx, submission.id, {
      review_status: input.decision,
      review_notes: notes,
      reviewer_id: uid,
      reviewed_at: FieldValue.serverTimestamp(),
      ...(approved ? { paid: true, payout_attempts: 1 } : {}),
    });

    let createdPayout: string | null = null;
    if (balance) {
      const amount = submission.payout_amount_cents;
      createdPayout = payoutId(submission.id, 1);
      payouts.create(tx, createdPayout, {
        user_id: submission.user_id,
        submission_id: submission.id,
        amount_cents: amount,
        status: 'pending',
        provider: account?.provider ?? 'stripe_connect',
        provider_account_id: account?.provider_account_id ?? null,
        currency: CURRENCY,
        provider_transfer_id: null,
        failure_reason: null,
        created_at: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
        user_name: submission.submitter_name,
        user_email: submission.submitter_email,
        task_title: submission.task_title,
      });
      writeBalance(tx, balance, {
        approved_cents: balance.approved_cents + amount,
        pending_cents: balance.pending_cents + amount,
      });
    }
    writeAudit(tx, caller, 'review_submission', 'submissions', submission.id, {
      decision: input.decision,
      notes,
      ...(createdPayout ? { payout_id: createdPayout } : {}),
    });
    return { submissionId: submission.id, reviewStatus: input.decision, payoutId: createdPayout };
  });
});
