/**
 * submitWork (creator): files already uploaded under submissions/{uid}/{taskId}/ become a
 * submission with their custody records and the creator's attestation, and the acceptance is
 * completed. A resubmission is allowed only after needs_changes and gets the next id, so the
 * earlier submission keeps its history and a retried call cannot submit twice. An acceptance that
 * ran out without a submission (expired, or past its expires_at) takes none: the creator accepts
 * the task again if it still has a slot. Each file is inspected (its real type and media facts,
 * stored on its entry) and the files must meet the task's requirements: a failing one is refused
 * with `invalid-argument`, one line per problem in the message and the lines in `details.problems`.
 * On a task where people appear with a release, the signed releases are attached
 * (releases/attach-releases.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { acceptanceId, taskOpenedAt } from '@groundtruth/domain/entities';
import { submissionProblems } from '@groundtruth/domain/submission-checks';
import { effortMinutes } from '@groundtruth/domain/fair-pay';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { submissionId, submissions } from '../repos/submissions';
import { acceptances, tasks } from '../repos/tasks';
import { submitRefusal, workState } from '@groundtruth/domain/work-state';
import { custodyRecords, storeAsAttachments } from './storage-files';
import { countSubmission, readCreatorActivity } from '../stats/daily-stats';
import { countStatusChange } from '../stats/creator-stats';
import { attachReleases, readReleasesToAttach } from '../releases/attach-releases';

/** The distinct MD5 hashes Storage computed for the files (an unrecorded one is left out). */
function fileHashes(files: readonly { md5_hash: string }[]): string[] {
  return [...new Set(files.map((f) => f.md5_hash).filter(Boolean))];
}

export const submitWork = callable(callables.submitWork, async (input, request) => {
  const uid = requireUid(request);
  const accId = acceptanceId(input.taskId, uid);
  if (input.acceptanceId !== undefined && input.acceptanceId !== accId) {
    throw fail.invalid(`acceptanceId: ${serverMessages.acceptanceMismatch}`);
  }
  if (input.attestation.termsVersion !== TERMS_VERSION) {
    throw fail.precondition(serverMessages.termsOutdated);
  }
  // Storage reads stay outside the transaction: they are not Firestore and must not be retried with it.
  const files = await custodyRecords(uid, input.taskId, input.filePaths, input.fileNames);
  // Before the submission exists, so no submitted file is ever served inline.
  await storeAsAttachments(files);

  // The task's terms as they are now, read without a lock: every submission to it reads them, and
  // its tally writes it (docs/architecture.md, How the write path scales). A change of its
  // requirements landing meanwhile orders after this submission.
  const task = await tasks.readNow(input.taskId);

  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, CREATOR);
    const acceptance = await acceptances.get(tx, accId);
    if (!acceptance) throw fail.precondition(messages.acceptBeforeSubmit);
    if (!task) throw fail.notFound(serverMessages.taskNotFound);
    const latest = acceptance.latest_submission_id
      ? await submissions.get(tx, acceptance.latest_submission_id)
      : null;
    // The rule the creator's screens offer Submit by (domain/work-state), so they cannot disagree.
    const refusal = submitRefusal(workState(acceptance, latest?.review_status ?? null, Date.now()));
    if (refusal) throw fail.precondition(refusal);
    // A with_release task: a signed release per person the creator says appears.
    const toAttach = await readReleasesToAttach(tx, uid, task, input.taskId, accId, input);
    // One instant for submitted_at and the day staff analytics count it on.
    const submittedAt = Timestamp.now();
    // The task's requirements as they are now, judged on the facts and provenance inspection found.
    const problems = submissionProblems(task.requirements, files, {
      openedAt: taskOpenedAt(task),
      submittedAt: submittedAt.toDate(),
    });
    if (problems.length) throw fail.invalid(problems.join('\n'), { problems });
    const activity = await readCreatorActivity(tx, uid, submittedAt);
    const n = (acceptance.submission_count ?? 0) + 1;
    const id = submissionId(accId, n);
    submissions.create(tx, id, {
      user_id: uid,
      task_id: input.taskId,
      acceptance_id: accId,
      notes: input.notes,
      files,
      // Top-level so staff find other submissions of the same bytes with one indexed
      // array-contains-any query (the review screen's duplicate warning), never a scan.
      file_hashes: fileHashes(files),
      review_status: 'pending',
      review_notes: null,
      reviewer_id: null,
      reviewed_at: null,
      submitted_at: submittedAt,
      task_title: task.title,
      payout_amount_cents: task.payout_amount_cents,
      submitter_name: caller.name,
      submitter_email: caller.email,
      attestation: {
        owns_content: true,
        consents_to_ai_training: true,
        terms_version: input.attestation.termsVersion,
      },
      paid: false,
      payout_attempts: 0,
      fails_requirements: false,
      // The time it took, for the task's measured hourly rate (fair-pay.ts effortMinutes).
      effort_minutes: effortMinutes({
        acceptedAtMillis: acceptance.created_at.toMillis(),
        submittedAtMillis: submittedAt.toMillis(),
        workingTimeHours: task.working_time_hours,
        mediaSeconds: files.reduce((sum, f) => sum + (f.media?.duration_s ?? 0), 0),
      }),
      ...attachReleases(tx, id, toAttach),
    });
    acceptances.update(tx, accId, {
      status: 'completed',
      submission_count: n,
      latest_submission_id: id,
    });
    countSubmission(tx, id, activity);
    countStatusChange(tx, uid, null, 'pending');
    writeAudit(tx, caller, 'submit_work', 'submissions', id, {
      task_id: input.taskId,
      files: files.map((f) => ({ path: f.path, md5_hash: f.md5_hash, size: f.size })),
      terms_version: input.attestation.termsVersion,
      ...(toAttach ? { releases: toAttach.releases } : {}),
    });
    return { submissionId: id };
  });
});
