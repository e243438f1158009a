import { useMemo } from 'react';
import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TrackRecord } from '@groundtruth/domain/approval-rate';
import { collections, creatorProfileSchema, type Task } from '@groundtruth/domain/entities';
import { asksForLocales } from '@groundtruth/domain/eligibility';
import {
  requiredQualificationIds,
  type CreatorLocales,
} from '@groundtruth/domain/eligibility-checks';
import type { QualificationKind } from '@groundtruth/domain/qualifications';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import {
  getQualification,
  myGrantsQueryOptions,
  qualificationQueryOptions,
  trackRecordQueryOptions,
  type MyGrants,
} from '../../../lib/qualification-standing';
import { taskKeys } from '../tasks-keys';

/** A qualification a task names, as its locked card explains it. */
export interface NamedQualification {
  name: string;
  kind: QualificationKind;
  /** What it is about, as staff described it ('' when not described). */
  description: string;
}

/** What the creator has, for judging the eligibility of the tasks shown. */
export interface MyStanding {
  grants: MyGrants;
  /** The qualifications the tasks shown name, by id (absent: deleted). */
  qualifications: ReadonlyMap<string, NamedQualification>;
  record: TrackRecord;
  /** The creator's country and language (null: no profile, so none). */
  locales: CreatorLocales | null;
}

/** The creator's country and language, as acceptTask reads them (creator_profiles/{uid}). */
export async function getMyLocales(userId: string): Promise<CreatorLocales | null> {
  const profile = await fetchDoc(
    await firestore(),
    `${collections.creatorProfiles}/${userId}`,
    creatorProfileSchema,
  );
  return profile?.locales ?? null;
}

export function myLocalesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: taskKeys.locales(userId),
    queryFn: () => getMyLocales(userId),
  });
}

type QualificationResult = UseQueryResult<Awaited<ReturnType<typeof getQualification>>>;

// Module-level, so TanStack keeps the combined value while the results are unchanged.
function byId(results: QualificationResult[]) {
  return {
    results,
    byId: new Map(
      results.flatMap((r) =>
        r.data
          ? [
              [
                r.data.id,
                { name: r.data.name, kind: r.data.kind, description: r.data.description },
              ] as const,
            ]
          : [],
      ),
    ),
  };
}

const NO_GRANTS: MyGrants = new Map();
const NO_RECORD: TrackRecord = { approved: 0, reviewed: 0 };

/**
 * What acceptTask checks a task's eligibility against, for the tasks on screen: the creator's
 * grants (read only if a task names a gate), the named qualifications (their names and kinds,
 * one read each, shared across pages), the track record's two counts (only if a task has a
 * rate gate), and their country and language (only if a task names countries or languages).
 * `standing` is null until all of it is in.
 */
export function useMyStanding(userId: string, tasks: readonly Pick<Task, 'eligibility'>[]) {
  const gated = tasks.some((task) => task.eligibility);
  const rated = tasks.some((task) => (task.eligibility?.min_approval_rate ?? 0) > 0);
  const localed = tasks.some((task) => asksForLocales(task.eligibility));
  const ids = useMemo(
    () => [...new Set(tasks.flatMap((task) => requiredQualificationIds(task.eligibility)))].sort(),
    [tasks],
  );
  const grants = useQuery({ ...myGrantsQueryOptions(userId), enabled: gated });
  const record = useQuery({ ...trackRecordQueryOptions(userId), enabled: rated });
  const locales = useQuery({ ...myLocalesQueryOptions(userId), enabled: localed });
  const named = useQueries({
    queries: ids.map((id) => qualificationQueryOptions(id)),
    combine: byId,
  });
  const parts = [
    ...(gated ? [grants] : []),
    ...(rated ? [record] : []),
    ...(localed ? [locales] : []),
    ...named.results,
  ];
  const ready = parts.every((part) => part.isSuccess);
  const standing: MyStanding | null = useMemo(
    () =>
      ready
        ? {
            grants: grants.data ?? NO_GRANTS,
            qualifications: named.byId,
            record: record.data ?? NO_RECORD,
            locales: locales.data ?? null,
          }
        : null,
    [ready, grants.data, named.byId, record.data, locales.data],
  );
  return {
    standing,
    error: parts.find((part) => part.isError)?.error ?? null,
    failedAt: Math.max(0, ...parts.map((part) => (part.isError ? part.errorUpdatedAt : 0))),
    fetching: parts.some((part) => part.isFetching),
    refetch: () => Promise.all(parts.filter((part) => part.isError).map((part) => part.refetch())),
  };
}
