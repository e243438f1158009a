/**
 * A creator's track record as the eligibility gate reads it: two aggregation counts over their
 * submissions decided in the window (domain's trackRecordQueries), outside any transaction —
 * a gate on a year of history does not need to lock it.
 */
import type { AggregateQuery, AggregateSpec, Query } from 'firebase-admin/firestore';
import {
  approvalWindowStart,
  trackRecordOf,
  trackRecordQueries,
  type TrackRecord,
} from '@groundtruth/domain/approval-rate';
import type { CountQuery } from '@groundtruth/domain/query-spec';
import { db } from '../core/app';

function countOf(spec: CountQuery): Promise<number> {
  let query: Query = db().collection(spec.collection);
  for (const [field, op, value] of spec.where) query = query.where(field, op, value);
  const aggregate: AggregateQuery<AggregateSpec> = query.count();
  return aggregate.get().then((snap) => Number(snap.data().count));
}

export async function readTrackRecord(userId: string, nowMillis: number): Promise<TrackRecord> {
  const queries = trackRecordQueries(userId, new Date(approvalWindowStart(nowMillis)));
  const [approved, rejected] = await Promise.all([
    countOf(queries.approved),
    countOf(queries.rejected),
  ]);
  return trackRecordOf({ approved, rejected });
}
