/**
 * Practice submissions: a task may be the practice for a qualification (tasks.practice_for).
 * Approving a submission to it grants the qualification (source practice); rejecting it or
 * asking for changes records a failed attempt with its retry time. It runs inside the review's
 * transaction (read first, written with the decision), and a held grant is left alone, so a
 * retried or repeated approval grants exactly once.
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import type { Submission } from '@groundtruth/domain/entities';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { paths } from '@groundtruth/domain/paths';
import { isGrantHeld } from '@groundtruth/domain/eligibility-checks';
import {
  grantId,
  type Qualification,
  type QualificationGrant,
} from '@groundtruth/domain/qualifications';
import { notify, type Recipient } from '../mail/notify';
import { qualificationGrants, qualifications } from '../repos/qualifications';
import { tasks } from '../repos/tasks';
import { writeFailed, writeGranted } from './grant-writes';

export interface PracticeContext {
  qualification: WithId<Qualification>;
  grant: QualificationGrant | null;
  userId: string;
}

/**
 * The qualification `submission`'s task is the practice for, with the creator's grant (read in
 * `tx`); or null. The task and the qualification, which every review of the task's submissions
 * reads, are read without a lock (docs/architecture.md, How the write path scales): what they say
 * here (the practice a task is for, a qualification's expiry and retry delay) is as of the read.
 */
export async function readPractice(
  tx: Transaction,
  submission: WithId<Submission>,
): Promise<PracticeContext | null> {
  const task = await tasks.readNow(submission.task_id);
  if (!task?.practice_for) return null;
  const qualification = await qualifications.readNow(task.practice_for);
  if (!qualification) return null;
  const grant = await qualificationGrants.get(tx, grantId(qualification.id, submission.user_id));
  return { qualification, grant, userId: submission.user_id };
}

/** Records the decision on a practice submission against the creator's grant. */
export function recordPractice(
  tx: Transaction,
  context: PracticeContext,
  decision: ReviewDecision,
  recipient: Recipient,
  nowMillis: number,
): void {
  const { qualification, grant, userId } = context;
  if (isGrantHeld(grant, nowMillis)) return;
  const change = { qualification, userId, current: grant, nowMillis };
  if (decision !== 'approved') {
    writeFailed(tx, change, null);
    return;
  }
  writeGranted(tx, change, { source: 'practice', score: null, countsAttempt: true });
  notify(
    tx,
    {
      userId,
      kind: 'qualification_granted',
      entityId: grantId(qualification.id, userId),
      occurrence: String(nowMillis),
      title: serverMessages.notificationTitles.qualification_granted,
      body: qualificationMessages.qualificationGranted(qualification.name),
      inLanguage: (words) => ({
        title: words.titles.qualification_granted,
        body: words.qualificationGranted(qualification.name),
      }),
      link: paths.qualifications,
    },
    recipient,
  );
}
