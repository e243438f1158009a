/**
 * markGold (admin): a reviewed submission becomes a gold item, the decision (and reason) it
 * should get kept apart from it. The gold item copies what a review card shows and looks like
 * work just submitted: pending, no review, no appeal, submitted a few hours ago (so not flagged
 * overdue when it first shows), and without the expected answer, which stays in gold_keys where
 * no client reads. The original submission is not changed. A submission is marked once: marking
 * it again is refused, so the checks already made all judge against the same answer.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/entities';
import { reasonCodeProblem } from '@groundtruth/domain/review-reasons';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { ADMIN, readCaller, refuseOwnWork, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { goldItemId, goldItems, goldKeys } from '../repos/gold';
import { readReviewReasons } from '../repos/platform-settings';
import { submissions } from '../repos/submissions';

/** How long before its marking a gold item may say it was submitted: inside any overdue limit. */
const SPREAD_MS = 6 * 3_600_000;

export const markGold = callable(callables.markGold, async (input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, ADMIN);
    const submission = await submissions.get(tx, input.submissionId);
    if (!submission) throw fail.notFound(staffMessages.submissionNotFound);
    refuseOwnWork(submission, uid);
    if (submission.review_status === 'pending')
      throw fail.precondition(serverMessages.onlyReviewedBecomeGold);
    const problem = reasonCodeProblem(
      input.expectedDecision,
      input.expectedReasonCode,
      await readReviewReasons(tx),
      'expectedReasonCode',
    );
    if (problem) throw fail.invalid(problem);
    const goldId = goldItemId(submission.id);
    if (await goldKeys.get(tx, goldId)) throw fail.exists(serverMessages.alreadyGold);

    const now = Timestamp.now();
    // Submitted a while ago, as work in a queue is, and not at the audit entry's very instant.
    const submittedAt = Timestamp.fromMillis(
      now.toMillis() - Math.floor(Math.random() * SPREAD_MS),
    );
    goldItems.create(tx, goldId, {
      user_id: submission.user_id,
      task_id: submission.task_id,
      acceptance_id: submission.acceptance_id,
      notes: submission.notes,
      files: submission.files,
      review_status: 'pending',
      review_notes: null,
      reviewer_id: null,
      reviewed_at: null,
      submitted_at: submittedAt,
      task_title: submission.task_title,
      payout_amount_cents: submission.payout_amount_cents,
      submitter_name: submission.submitter_name,
      submitter_email: submission.submitter_email,
      attestation: submission.attestation,
      paid: false,
      payout_attempts: 0,
      fails_requirements: false,
    });
    const expected = {
      expected_decision: input.expectedDecision,
      expected_reason_code: input.expectedReasonCode ?? null,
    };
    goldKeys.create(tx, goldId, {
      submission_id: submission.id,
      ...expected,
      marked_by: uid,
      marked_at: now,
    });
    // Support read the audit trail too: the entry names only the gold item, neither the submission
    // it copies nor the expected answer, so it does not point a reviewer at either.
    writeAudit(tx, caller, 'mark_gold', collections.goldItems, goldId);
    return { goldId };
  });
});
