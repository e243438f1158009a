import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskAcceptanceSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import type { AcceptanceClock } from '../../../components/time-left';
import { submitKeys } from '../submit-keys';

/**
 * The creator's acceptance of the task, or null: one query on their own acceptances (the rules
 * refuse a get of one that does not exist), the same the Available Tasks page runs.
 */
export async function getMyAcceptance(
  userId: string,
  taskId: string,
): Promise<AcceptanceClock | null> {
  const page = await fetchPage(
    await firestore(),
    screenQueries.myAcceptancesOfTasks(userId, [taskId]),
    taskAcceptanceSchema,
  );
  const acceptance = page.items[0];
  return acceptance
    ? { status: acceptance.status, expiresAt: acceptance.expires_at ?? null }
    : null;
}

export function myAcceptanceQueryOptions(userId: string, taskId: string) {
  return queryOptions({
    queryKey: submitKeys.acceptance(userId, taskId),
    queryFn: () => getMyAcceptance(userId, taskId),
    // Whether the time ran out is read afresh on every visit.
    staleTime: 0,
  });
}

/** The clock of the acceptance work is submitted for: time left, or expired (issue 14). */
export function useMyAcceptance(userId: string, taskId: string) {
  return useQuery(myAcceptanceQueryOptions(userId, taskId));
}
