import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyWork, type MyAcceptance } from '../../../lib/my-work';
import { submitKeys } from '../submit-keys';

/**
 * The creator's acceptance of the task with where its work stands, or null: the same reads the
 * Available Tasks page runs (the rules refuse a get of an acceptance that does not exist).
 */
export async function getMyAcceptance(
  userId: string,
  taskId: string,
): Promise<MyAcceptance | null> {
  return (await getMyWork(userId, [taskId]))[taskId] ?? null;
}

export function myAcceptanceQueryOptions(userId: string, taskId: string) {
  return queryOptions({
    queryKey: submitKeys.acceptance(userId, taskId),
    queryFn: () => getMyAcceptance(userId, taskId),
    // Whether the time ran out, or the work was submitted or reviewed, is read afresh every visit.
    staleTime: 0,
    // Not kept for the next visit (platform/query-persistence): a stale clock or state would
    // offer the submit form for work whose time ran out or that was already submitted.
    meta: { persist: false },
  });
}

/** The acceptance work is submitted for: its clock and its latest review. */
export function useMyAcceptance(userId: string, taskId: string) {
  return useQuery(myAcceptanceQueryOptions(userId, taskId));
}
