// Where the creator stands with qualifications, read by the Qualifications screen, the quiz and
// Available Tasks: their grants, a qualification by id (its name and kind), and their track
// record. One copy of each read and one key factory, so a finished quiz refreshes every screen
// that explains eligibility with it.
import { queryOptions } from '@tanstack/react-query';
import {
  approvalWindowStart,
  trackRecordOf,
  trackRecordQueries,
  type TrackRecord,
} from '@groundtruth/domain/approval-rate';
import { collections } from '@groundtruth/domain/collections';
import type { WithId } from '@groundtruth/domain/converter';
import { qualificationQueries } from '@groundtruth/domain/qualification-queries';
import {
  qualificationGrantSchema,
  qualificationSchema,
  type QualificationGrant,
} from '@groundtruth/domain/qualifications';
import { firestore } from '@groundtruth/firebase-web/firestore';
import {
  fetchCount,
  fetchDoc,
  fetchPage,
  type Cursor,
  type Page,
} from '@groundtruth/platform/firestore-queries';

/**
 * Query keys of the creator's standing. A submitted quiz invalidates `all`: the grant changed,
 * and with it what every task's eligibility says.
 */
export const standingKeys = {
  all: ['standing'] as const,
  grants: (userId: string) => [...standingKeys.all, 'grants', userId] as const,
  qualification: (qualificationId: string) =>
    [...standingKeys.all, 'qualification', qualificationId] as const,
  trackRecord: (userId: string) => [...standingKeys.all, 'track-record', userId] as const,
};

/** The creator's grants by qualification id (absent: never tried). */
export type MyGrants = ReadonlyMap<string, WithId<QualificationGrant>>;

/**
 * Every grant of the creator, page by page: a creator has at most one grant per qualification,
 * so the pages are as many as the qualifications they tried. A get of one grant by id would not
 * do: the rules refuse a get of a grant that does not exist.
 */
export async function getMyGrants(userId: string): Promise<MyGrants> {
  const db = await firestore();
  const grants = new Map<string, WithId<QualificationGrant>>();
  let after: Cursor | null = null;
  do {
    const page: Page<QualificationGrant> = await fetchPage(
      db,
      qualificationQueries.grantsOfUser(userId),
      qualificationGrantSchema,
      after,
    );
    for (const grant of page.items) grants.set(grant.qualification_id, grant);
    after = page.next;
  } while (after);
  return grants;
}

export function myGrantsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: standingKeys.grants(userId),
    queryFn: () => getMyGrants(userId),
  });
}

/** One qualification; null when it does not exist. */
export async function getQualification(qualificationId: string) {
  return fetchDoc(
    await firestore(),
    `${collections.qualifications}/${qualificationId}`,
    qualificationSchema,
  );
}

export function qualificationQueryOptions(qualificationId: string) {
  return queryOptions({
    queryKey: standingKeys.qualification(qualificationId),
    queryFn: () => getQualification(qualificationId),
  });
}

/** The creator's approved and reviewed work in the window: the two counts acceptTask reads. */
export async function getTrackRecord(userId: string): Promise<TrackRecord> {
  const db = await firestore();
  const queries = trackRecordQueries(userId, new Date(approvalWindowStart(Date.now())));
  const [approved, rejected] = await Promise.all([
    fetchCount(db, queries.approved),
    fetchCount(db, queries.rejected),
  ]);
  return trackRecordOf({ approved, rejected });
}

export function trackRecordQueryOptions(userId: string) {
  return queryOptions({
    queryKey: standingKeys.trackRecord(userId),
    queryFn: () => getTrackRecord(userId),
  });
}
