/**
 * decideAppeal (staff): re-reviews a submission whose creator appealed its rejection.
 * applyReview, the one review core, records the decision and the appeal's outcome on the
 * submission, creates the payout of an approval and notifies the creator (appeal_decided), all
 * in this transaction. Only an open appeal can be decided, so two approvals at once make one
 * payout: the second reads the appeal decided and is refused.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, refuseOwnWork, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { submissions } from '../repos/submissions';
import { applyReview } from './apply-review';
import { readReviewWhy } from './review-why';

export const decideAppeal = callable(callables.decideAppeal, async (input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, STAFF);
    const submission = await submissions.get(tx, input.submissionId);
    if (!submission) throw fail.notFound(staffMessages.submissionNotFound);
    refuseOwnWork(submission, uid);
    if (submission.appeal_status !== 'open') throw fail.precondition(serverMessages.noOpenAppeal);
    const why = await readReviewWhy(submission, input);

    const { payoutId, notes } = await applyReview(tx, submission, {
      decision: input.decision,
      notes: input.notes,
      reviewerId: uid,
      source: 'appeal',
      appeal: true,
      why,
    });
    writeAudit(tx, caller, 'decide_appeal', 'submissions', submission.id, {
      before: { review_status: submission.review_status },
      after: { review_status: input.decision },
      notes,
      ...(why.reason ? { reason_code: why.reason.code } : {}),
      ...(payoutId ? { payout_id: payoutId } : {}),
    });
    return { submissionId: submission.id, reviewStatus: input.decision, payoutId };
  });
});
