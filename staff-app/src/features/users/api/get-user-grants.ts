import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  approvalWindowStart,
  trackRecordOf,
  trackRecordQueries,
} from '@groundtruth/domain/approval-rate';
import { qualificationGrantSchema } from '@groundtruth/domain/qualifications';
import { qualificationQueries } from '@groundtruth/domain/qualification-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount, fetchPage } from '@groundtruth/platform/firestore-queries';
import { usersKeys } from '../users-keys';

/** A creator's grants, the latest change first (one bounded page). */
export async function getUserGrants(userId: string) {
  const page = await fetchPage(
    await firestore(),
    qualificationQueries.grantsOfUser(userId),
    qualificationGrantSchema,
  );
  return page.items;
}

/** The grants on a user card (read once the card's qualifications are opened). */
export function useUserGrants(userId: string) {
  return useQuery({
    queryKey: usersKeys.grants(userId),
    queryFn: () => getUserGrants(userId),
  });
}

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

/** The track record on a user card, over the approval window ending when the card opened. */
export function useTrackRecord(userId: string) {
  const [since] = useState(() => new Date(approvalWindowStart(Date.now())));
  return useQuery({
    queryKey: usersKeys.trackRecord(userId),
    queryFn: () => getTrackRecord(userId, since),
  });
}
