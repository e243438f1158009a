/**
 * creator_stats/{uid}: the creator's submissions per review state, moved with blind
 * increments in the same transaction (or batch) that creates a submission or changes its
 * review_status, so two reviews of one creator's work at once never contend on the document and
 * a retried transaction counts once or not at all. The overview reads this one document.
 */
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { ReviewStatus } from '@groundtruth/domain/constants';
import { creatorStatsDocPath, submissionStatusCounter } from '@groundtruth/domain/stats';
import { db } from '../core/app';

/** Moves one of `uid`'s submissions from `from` (null: a new submission) to `to`. */
export function countStatusChange(
  writer: Transaction | WriteBatch,
  uid: string,
  from: ReviewStatus | null,
  to: ReviewStatus,
): void {
  if (from === to) return;
  const changes: Record<string, FieldValue> = {
    [submissionStatusCounter(to)]: FieldValue.increment(1),
  };
  if (from) changes[submissionStatusCounter(from)] = FieldValue.increment(-1);
  // Both types' set(ref, data, { merge }) have the same shape; TypeScript cannot join them.
  (writer as Transaction).set(db().doc(creatorStatsDocPath(uid)), changes, { merge: true });
}
