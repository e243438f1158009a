/**
 * The counters the creator overview reads, recounted from the source documents:
 * creator_stats/{uid}. Each is one transaction that reads the counter document, counts with
 * aggregation queries, and writes only when a stored value differs from its count (a missing
 * field counts as 0; a negative one always differs). (The admin overview's figures are
 * aggregation queries when read, so they have nothing to recount.)
 *
 * Why a concurrent event's increment is never lost: every transaction that changes what a
 * counter counts also writes that counter document (creator-stats.ts).
 * The recount's transaction holds the counter document from its read to its commit (a
 * pessimistic lock in production and in the project's emulator, and a version check at commit
 * in both), so such an event commits either wholly before that read, and the counts, made
 * after it, see it; or after the recount committed, adding its increment to the recounted
 * value. It cannot commit in between, so the counts need no locks of their own: they run as
 * plain aggregation queries while the transaction holds the counter. (Counted inside the
 * transaction they would lock every document they match and stall the reviews and submissions
 * they count.)
 */
import { AggregateField, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { reviewStatuses } from '@groundtruth/domain/constants';
import { buildQuery, type CountQuery } from '@groundtruth/domain/query-spec';
import { countQueries } from '@groundtruth/domain/count-queries';
import { creatorStatsDocPath, submissionStatusCounter } from '@groundtruth/domain/stats';
import { db } from '../core/app';
import { transaction } from '../core/callable';

function adminCountQuery(spec: CountQuery): Query {
  return buildQuery<Query, never>(spec, {
    collection: (name) => db().collection(name),
    where: (q, field, op, value) => q.where(field, op, value),
    orderBy: (q) => q,
    limit: (q) => q,
  });
}

/** `spec`'s count, or its sum when it names a field. */
async function count(spec: CountQuery): Promise<number> {
  const query = adminCountQuery(spec);
  if (spec.sum) {
    const snap = await query.aggregate({ total: AggregateField.sum(spec.sum) }).get();
    return snap.data().total ?? 0;
  }
  return (await query.count().get()).data().count;
}

/**
 * Recounts the counter document at `ref` in one transaction: `counts` gives the values it should
 * hold. True when it wrote (something differed), false when it was already right.
 */
async function recountDoc(
  ref: DocumentReference,
  counts: () => Promise<Record<string, number>>,
): Promise<boolean> {
  return transaction(async (tx) => {
    // The counter first: from here on no event can move it until this transaction ends.
    const stored = (await tx.get(ref)).data() ?? {};
    const counted = await counts();
    const differs = Object.entries(counted).some(([field, n]) => (stored[field] ?? 0) !== n);
    if (differs) tx.set(ref, counted, { merge: true });
    return differs;
  });
}

/** Recounts creator_stats/{uid} from the creator's submissions; true when it corrected it. */
export function recountCreatorStats(uid: string): Promise<boolean> {
  return recountDoc(db().doc(creatorStatsDocPath(uid)), async () => {
    const counts = await Promise.all(
      reviewStatuses.map((status) => count(countQueries.mySubmissionsByStatus(uid, status))),
    );
    return Object.fromEntries(
      reviewStatuses.map((status, i) => [submissionStatusCounter(status), counts[i]!]),
    );
  });
}
