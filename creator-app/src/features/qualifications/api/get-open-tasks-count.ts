import { queryOptions, useQuery } from '@tanstack/react-query';
import { qualificationQueries } from '@groundtruth/domain/qualification-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount } from '@groundtruth/platform/firestore-queries';
import { qualificationKeys } from '../qualifications-keys';

/** How many published tasks need `qualificationId`: one aggregation query. */
export async function getOpenTasksCount(qualificationId: string): Promise<number> {
  return fetchCount(await firestore(), qualificationQueries.openTasksRequiring(qualificationId));
}

export function openTasksCountQueryOptions(qualificationId: string) {
  return queryOptions({
    queryKey: qualificationKeys.openTasks(qualificationId),
    queryFn: () => getOpenTasksCount(qualificationId),
  });
}

/** "Unlocks N open tasks" of one qualification's card. */
export function useOpenTasksCount(qualificationId: string) {
  return useQuery(openTasksCountQueryOptions(qualificationId));
}
