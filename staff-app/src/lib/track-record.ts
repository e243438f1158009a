/**
 * A creator's track record as staff see it on the submission card and the user card: the same
 * figure the qualification gates judge (domain/approval-rate), read by two aggregation queries
 * over the approval window ending when the card opened. Both cards share one key per creator, so
 * a page of one creator's submissions reads it once.
 */
import { useState } from 'react';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  approvalWindowStart,
  formatTrackRecord,
  type TrackRecord,
  trackRecordOf,
  trackRecordQueries,
} from '@groundtruth/domain/approval-rate';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount } from '@groundtruth/platform/firestore-queries';

/** Query keys of track records. Staff keys start with 'staff' (one shared QueryClient). */
export const trackRecordKeys = {
  all: ['staff', 'track-record'] as const,
  detail: (userId: string) => [...trackRecordKeys.all, userId] as const,
};

/** A creator's track record since `since`: two aggregation queries. */
export async function getTrackRecord(userId: string, since: Date) {
  const db = await firestore();
  const queries = trackRecordQueries(userId, since);
  const [approved, rejected] = await Promise.all([
    fetchCount(db, queries.approved),
    fetchCount(db, queries.rejected),
  ]);
  return trackRecordOf({ approved, rejected });
}

export const trackRecordQuery = (userId: string, since: Date) =>
  queryOptions({
    queryKey: trackRecordKeys.detail(userId),
    queryFn: () => getTrackRecord(userId, since),
  });

/** A creator's track record, over the approval window ending when the calling card opened. */
export function useTrackRecord(userId: string) {
  const [since] = useState(() => new Date(approvalWindowStart(Date.now())));
  return useQuery(trackRecordQuery(userId, since));
}

/** The record as both cards show it: its figure, or that it is being read or failed. */
export function trackRecordText(record: UseQueryResult<TrackRecord>): string {
  if (record.isPending) return 'Reading the track record…';
  if (record.isError) return staffMessages.failedLoadTrackRecord;
  return formatTrackRecord(record.data);
}
