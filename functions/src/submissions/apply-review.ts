/**
 * A review decision on a submission, shared by every path that decides one: staff reviewing a
 * pending submission, staff deciding an appeal, and the system approving a submission left pending
 * past the platform's limit. Approval creates, in the same transaction, the pending payout
 * payouts/{submission_id} with the task's amount and the provider of the creator's default account
 * (docs/architecture.md, Payouts); the creator is notified in the same transaction. The caller has
 * checked that the decision may be made; reads come before writes here, as a Firestore transaction
 * requires.
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { accountLabel } from '@groundtruth/domain/masking';
import { CURRENCY, type ReviewDecision, type ReviewSource } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import type { Submission } from '@groundtruth/domain/entities';
import { mailWords, type MailWords } from '@groundtruth/domain/mail-words';
import { paths } from '@groundtruth/domain/paths';
import { reviewWhyLines } from '@groundtruth/domain/review-reasons';
import { notify, readRecipient } from '../mail/notify';
import { payoutAccounts, payoutId, payouts, readBalance, writeBalance } from '../repos/payouts';
import { countOrderReview, readOrderReview } from '../orders/order-reviews';
import { readPractice, recordPractice } from '../qualifications/practice';
import { submissions } from '../repos/submissions';
import { countReview } from '../stats/daily-stats';
import { countStatusChange } from '../stats/creator-stats';
import { countReviewerDecision } from '../stats/reviewer-stats';
import { countApprovedEffort, readTaskEffort } from '../stats/task-effort';
import type { ReviewWhy } from './review-why';

const noWhy: ReviewWhy = { reason: null, evidence: [] };

export interface ReviewOutcome {
  /** The pending payout an approval created, else null. */
  payoutId: string | null;
  notes: string | null;
}

export interface ReviewDecisionInput {
  decision: ReviewDecision;
  notes: string | undefined;
  /** The staff member's uid, or SYSTEM_ACTOR.uid for an automatic approval. */
  reviewerId: string;
  /** Who decides: the review-deadline job (auto), staff, a second reviewer or an appeal. */
  source: ReviewSource;
  /** Deciding the submission's open appeal: recorded on it and notified as appeal_decided. */
  appeal?: boolean;
  /** The reason and evidence checked by readReviewWhy; none for the system's approval. */
  why?: ReviewWhy;
}

/**
 * Writes the decision on `submission`, the payout of an approval and the creator's
 * notification. An approval of a submission that already has a payout (`paid`) creates none,
 * so no path pays twice.
 */
export async function applyReview(
  tx: Transaction,
  submission: WithId<Submission>,
  {
    decision,
    notes: rawNotes,
    reviewerId,
    source,
    appeal = false,
    why = noWhy,
  }: ReviewDecisionInput,
): Promise<ReviewOutcome> {
  const approved = decision === 'approved' && !submission.paid;
  const balance = approved ? await readBalance(tx, submission.user_id) : null;
  const account = balance?.default_payout_account_id
    ? await payoutAccounts.get(tx, balance.default_payout_account_id)
    : null;
  const recipient = await readRecipient(tx, submission.user_id);
  const practice = await readPractice(tx, submission);
  // An approval's time joins its task's measured rate (stats/task-effort.ts).
  const effort = approved ? await readTaskEffort(tx, submission) : null;
  // A submission to a dataset order's task counts on the order (orders/order-reviews.ts).
  const orderReview = await readOrderReview(tx, submission, decision);

  const notes = rawNotes?.trim() ? rawNotes.trim() : null;
  const attempt = (submission.payout_attempts ?? 0) + 1;
  // One instant for the decision's fields and the day staff analytics count it on.
  const reviewedAt = Timestamp.now();
  submissions.update(tx, submission.id, {
    review_status: decision,
    review_notes: notes,
    review_reason: why.reason,
    review_evidence: why.evidence,
    reviewer_id: reviewerId,
    reviewed_at: reviewedAt,
    review_source: source,
    ...(approved ? { paid: true, payout_attempts: attempt } : {}),
    ...(appeal
      ? {
          appeal_status: 'decided' as const,
          appeal_decision: decision,
          appeal_decision_notes: notes,
          appeal_decided_by: reviewerId,
          appeal_decided_at: reviewedAt,
        }
      : { first_reviewed_at: reviewedAt }),
  });
  countReview(tx, submission.id, decision, reviewedAt, appeal ? null : submission.submitted_at);
  countReviewerDecision(tx, submission, { decision, reviewerId, appeal, at: reviewedAt });
  countStatusChange(tx, submission.user_id, submission.review_status, decision);

  let createdPayout: string | null = null;
  if (balance) {
    const amount = submission.payout_amount_cents;
    createdPayout = payoutId(submission.id, attempt);
    payouts.create(tx, createdPayout, {
      user_id: submission.user_id,
      submission_id: submission.id,
      amount_cents: amount,
      status: 'pending',
      provider: account?.provider ?? 'stripe_connect',
      account_label: account ? accountLabel(account.provider, account.provider_account_id) : null,
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
  if (effort) countApprovedEffort(tx, effort, submission);
  if (orderReview) countOrderReview(tx, orderReview, submission, decision);
  if (practice) recordPractice(tx, practice, decision, recipient, reviewedAt.toMillis());
  // A submission is reviewed once, then again only through its one appeal: one notice each. Its
  // words in any language; the task's title, the notes and the reason are as they were written.
  const said = (words: MailWords) => {
    const outcome = words.titles.submission_reviewed[decision];
    return {
      title: appeal ? words.titles.appeal_decided : outcome,
      body: [
        appeal
          ? [`${outcome}.`, submission.task_title, why.reason ? null : notes]
              .filter(Boolean)
              .join(' ')
          : !why.reason && notes
            ? words.taskNotes(submission.task_title, notes)
            : submission.task_title,
        ...reviewWhyLines({ ...why, notes }, words.reviewWhy),
      ].join('\n'),
    };
  };
  notify(
    tx,
    {
      userId: submission.user_id,
      kind: appeal ? 'appeal_decided' : 'submission_reviewed',
      entityId: submission.id,
      ...said(mailWords),
      inLanguage: said,
      link: paths.submissions,
    },
    recipient,
  );
  return { payoutId: createdPayout, notes };
}
