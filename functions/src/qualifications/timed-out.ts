/** A quiz attempt whose time ran out: it counts as a failed attempt, with its retry time. */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { WithId } from '@groundtruth/domain/converter';
import type {
  Qualification,
  QualificationAttempt,
  QualificationGrant,
} from '@groundtruth/domain/qualifications';
import { qualificationAttempts } from '../repos/qualifications';
import { writeFailed } from './grant-writes';

/** Answers sent this long after the deadline still count: the network is not the creator's fault. */
export const DEADLINE_GRACE_MS = 30_000;

export function isPastDeadline(attempt: Pick<QualificationAttempt, 'deadline'>, nowMillis: number) {
  return attempt.deadline !== null && nowMillis > attempt.deadline.toMillis() + DEADLINE_GRACE_MS;
}

/** Closes `attempt` as timed out and records the failure; returns the retry time (epoch ms). */
export function closeTimedOut(
  tx: Transaction,
  input: {
    qualification: WithId<Qualification>;
    attempt: WithId<QualificationAttempt>;
    grant: QualificationGrant | null;
    uid: string;
    nowMillis: number;
  },
): number {
  const { qualification, attempt, grant, uid, nowMillis } = input;
  qualificationAttempts.update(tx, attempt.id, {
    status: 'timed_out',
    submitted_at: Timestamp.fromMillis(nowMillis),
    score: 0,
    passed: false,
  });
  return writeFailed(tx, { qualification, userId: uid, current: grant, nowMillis }, 0);
}
