/**
 * Every qualification, newest first: the admins' Qualifications screen lists them, Create Task
 * requires them and a user card grants them, so the list lives with the app under one key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { qualificationSchema } from '@groundtruth/domain/qualifications';
import { qualificationQueries } from '@groundtruth/domain/qualification-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';

/** Under the Qualifications screen's keys, so its Create and Edit read the list again. */
export const qualificationsListKey = ['staff', 'qualifications', 'list'] as const;

/** Every qualification, newest first (one bounded page). */
export async function getQualifications() {
  const page = await fetchPage(
    await firestore(),
    qualificationQueries.allQualifications(),
    qualificationSchema,
  );
  return page.items;
}

export const qualificationsQuery = () =>
  queryOptions({ queryKey: qualificationsListKey, queryFn: getQualifications });

/** The list of qualifications. */
export function useQualifications() {
  return useQuery(qualificationsQuery());
}
