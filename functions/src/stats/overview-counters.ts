/**
 * platform_counters/overview: the admin overview's figures, moved with blind
 * increments in the transaction (or batch) that changes what they count, so concurrent events
 * never contend on a read of the document and a retried transaction counts once or not at all.
 */
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { OVERVIEW_COUNTERS_PATH, type OverviewCounter } from '@groundtruth/domain/stats';
import { db } from '../core/app';

/** Adds `changes` (+1, −1) to the overview's counters. */
export function countOverview(
  writer: Transaction | WriteBatch,
  changes: Partial<Record<OverviewCounter, number>>,
): void {
  const increments = Object.fromEntries(
    Object.entries(changes)
      .filter(([, n]) => n !== 0)
      .map(([field, n]) => [field, FieldValue.increment(n)]),
  );
  if (Object.keys(increments).length === 0) return;
  // Both types' set(ref, data, { merge }) have the same shape; TypeScript cannot join them.
  (writer as Transaction).set(db().doc(OVERVIEW_COUNTERS_PATH), increments, { merge: true });
}
