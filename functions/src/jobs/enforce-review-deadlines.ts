/**
 * enforceReviewDeadlines: a creator is not kept waiting forever. A submission left
 * pending longer than the platform's review_auto_approve_days is approved by the system through
 * the same review core staff use (applyReview: the decision, the pending payout, the creator's
 * notification), with the system as the audit actor. Each submission is re-read and re-checked
 * in its own transaction, so a staff review that comes first wins and two runs pay once.
 * (Flagging overdue submissions to staff, after review_overdue_days, is a reading of the same
 * settings on the staff screens; nothing is written for it.)
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { collections } from '@groundtruth/domain/entities';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { awaitsSecondOpinion } from '@groundtruth/domain/second-opinion';
import { writeAudit } from '../core/audit';
import { transaction } from '../core/callable';
import { readPlatformSettings } from '../repos/platform-settings';
import { submissions } from '../repos/submissions';
import { applyReview } from '../submissions/apply-review';
import { secondOpinions } from '../submissions/second-opinion';
import type { Job } from './job';
import { forEachDue } from './pages';

const name = 'enforceReviewDeadlines';
const DAY_MS = 86_400_000;

/** Approves one submission if it is still pending and was submitted at or before `cutoff`. */
function approveOne(doc: QueryDocumentSnapshot, cutoff: Date, days: number): Promise<boolean> {
  return transaction(async (tx) => {
    const [submission, opinion] = await Promise.all([
      submissions.get(tx, doc.id),
      secondOpinions.get(tx, doc.id),
    ]);
    if (
      !submission ||
      submission.review_status !== 'pending' ||
      // A held rejection waits for its second opinion: approving it would overrule two reviewers.
      awaitsSecondOpinion(opinion) ||
      submission.submitted_at.toMillis() > cutoff.getTime()
    ) {
      return false;
    }
    const { payoutId } = await applyReview(tx, submission, {
      decision: 'approved',
      notes: serverMessages.autoApprovedNote(days),
      reviewerId: SYSTEM_ACTOR.uid,
      source: 'auto',
    });
    writeAudit(
      tx,
      SYSTEM_ACTOR,
      'auto_approve_submission',
      collections.submissions,
      submission.id,
      {
        decision: 'approved',
        review_auto_approve_days: days,
        submitted_at: new Date(submission.submitted_at.toMillis()).toISOString(),
        payout_id: payoutId,
      },
    );
    return true;
  });
}

export const enforceReviewDeadlines: Job = {
  name,
  everyMinutes: 60,
  async run(now) {
    const { review_auto_approve_days: days } = await transaction((tx) => readPlatformSettings(tx));
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    return forEachDue(name, serverQueries.pendingSubmittedBefore(cutoff), (doc) =>
      approveOne(doc, cutoff, days),
    );
  },
};
