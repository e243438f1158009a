import { queryOptions, useQueries } from '@tanstack/react-query';
import { MAX_IN_VALUES } from '@groundtruth/domain/query-spec';
import { getMyWork, type AcceptedTasks } from '../../../lib/my-work';
import { taskKeys } from '../tasks-keys';

/** Which of `taskIds` the creator accepted, and where their work on each stands. */
export function myAcceptancesQueryOptions(userId: string, taskIds: readonly string[]) {
  return queryOptions({
    queryKey: taskKeys.acceptancesOf(userId, taskIds),
    queryFn: (): Promise<AcceptedTasks> => getMyWork(userId, taskIds),
    // Read afresh on every visit: work submitted or reviewed since changes what is offered.
    staleTime: 0,
  });
}

/** Splits ids into groups Firestore's 'in' filter accepts. */
export function chunkIds(ids: readonly string[], size = MAX_IN_VALUES): string[][] {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}

/**
 * The creator's acceptances among the tasks shown: one query per loaded page of tasks, so
 * "Load more" reads only the new page's.
 */
export function useMyAcceptances(userId: string, pages: readonly (readonly string[])[]) {
  return useQueries({
    queries: pages
      .flatMap((ids) => chunkIds(ids))
      .map((ids) => myAcceptancesQueryOptions(userId, ids)),
    combine: (results) => ({
      accepted: Object.assign({}, ...results.map((r) => r.data ?? {})) as AcceptedTasks,
      /** Every page's answer is in: Accept, Submit Work and the work's state can be told apart. */
      ready: results.every((r) => r.isSuccess),
      error: results.find((r) => r.isError)?.error ?? null,
      failedAt: Math.max(0, ...results.map((r) => (r.isError ? r.errorUpdatedAt : 0))),
      fetching: results.some((r) => r.isFetching),
      refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
    }),
  });
}
