/**
 * reviewSubmission (staff): approve, reject or ask for changes on a pending submission
 * (applyReview writes the decision, an approval's payout and the creator's notification); since
 * only a pending submission can be reviewed, two approvals make one payout.
 * Locks are taken in one order across callables (caller → submission → balance → account) so
 * concurrent reviews, payout requests and processing queue instead of deadlocking.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { goldItems } from '../repos/gold';
import { submissions } from '../repos/submissions';
import { applyReview } from './apply-review';
import { decideGold } from './decide-gold';
import { readReviewWhy } from './review-why';

export const reviewSubmission = callable(callables.reviewSubmission, async (input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, STAFF);
    const submission = await submissions.get(tx, input.submissionId);
    if (!submission) {
      // A gold item is decided like any submission, the reviewer none the wiser (decide-gold.ts).
      const gold = await goldItems.get(tx, input.submissionId);
      if (gold) return decideGold(tx, gold, input, uid);
      throw fail.notFound(staffMessages.submissionNotFound);
    }
    if (submission.review_status !== 'pending')
      throw fail.precondition(serverMessages.onlyPendingReviewable);
    const why = await readReviewWhy(tx, submission, input);

    const { payoutId: createdPayout, notes } = await applyReview(tx, submission, {
      decision: input.decision,
      notes: input.notes,
      reviewerId: uid,
      source: 'staff',
      why,
    });
    writeAudit(tx, caller, 'review_submission', 'submissions', submission.id, {
      decision: input.decision,
      notes,
      ...(why.reason ? { reason_code: why.reason.code } : {}),
      ...(why.evidence.length ? { evidence_count: why.evidence.length } : {}),
      ...(createdPayout ? { payout_id: createdPayout } : {}),
    });
    return { submissionId: submission.id, reviewStatus: input.decision, payoutId: createdPayout };
  });
});
