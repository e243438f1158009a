/**
 * appealSubmission (creator): appeals a rejection of their own submission, once, within
 * APPEAL_WINDOW_DAYS of the review. The appeal opens on the submission itself, where
 * staff find it (screenQueries.openAppeals) and decideAppeal re-reviews it. Another creator's
 * submission is not found, as the rules would not reveal it either.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { appealRefusal } from '@groundtruth/domain/appeals';
import { callables } from '@groundtruth/domain/callable-registry';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { submissions } from '../repos/submissions';

export const appealSubmission = callable(callables.appealSubmission, async (input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, CREATOR);
    const submission = await submissions.get(tx, input.submissionId);
    if (!submission || submission.user_id !== uid) {
      throw fail.notFound(staffMessages.submissionNotFound);
    }
    const refusal = appealRefusal(submission, Date.now());
    if (refusal) throw fail.precondition(refusal);

    submissions.update(tx, submission.id, {
      appeal_status: 'open',
      appeal_message: input.message,
      appealed_at: FieldValue.serverTimestamp(),
      appeal_decision: null,
      appeal_decision_notes: null,
      appeal_decided_by: null,
      appeal_decided_at: null,
    });
    writeAudit(tx, caller, 'appeal_submission', 'submissions', submission.id, {
      message: input.message,
    });
    return { submissionId: submission.id };
  });
});
