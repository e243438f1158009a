import { queryOptions, useQueries } from '@tanstack/react-query';
import { taskAcceptanceSchema } from '@groundtruth/domain/entities';
import { MAX_IN_VALUES, screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import type { AcceptanceClock } from '../../../components/time-left';
import { taskKeys } from '../tasks-keys';

/** The creator's acceptance of a task: its id and its clock (time left, or expired). */
export interface MyAcceptance extends AcceptanceClock {
  id: string;
}

/** Task id → the creator's acceptance, for the tasks the creator accepted. */
export type AcceptedTasks = Record<string, MyAcceptance>;

/**
 * Which of `taskIds` (at most MAX_IN_VALUES) the creator accepted: one query on their own
 * acceptances, since the rules refuse a get of an acceptance that does not exist.
 */
export async function getMyAcceptances(
  userId: string,
  taskIds: readonly string[],
): Promise<AcceptedTasks> {
  if (taskIds.length === 0) return {};
  const page = await fetchPage(
    await firestore(),
    screenQueries.myAcceptancesOfTasks(userId, taskIds),
    taskAcceptanceSchema,
  );
  return Object.fromEntries(
    page.items.map((a) => [
      a.task_id,
      { id: a.id, status: a.status, expiresAt: a.expires_at ?? null } satisfies MyAcceptance,
    ]),
  );
}

export function myAcceptancesQueryOptions(userId: string, taskIds: readonly string[]) {
  return queryOptions({
    queryKey: taskKeys.acceptancesOf(userId, taskIds),
    queryFn: () => getMyAcceptances(userId, taskIds),
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
      /** Every page's answer is in: Accept / Submit Work can be told apart. */
      ready: results.every((r) => r.isSuccess),
      error: results.find((r) => r.isError)?.error ?? null,
      failedAt: Math.max(0, ...results.map((r) => (r.isError ? r.errorUpdatedAt : 0))),
      fetching: results.some((r) => r.isFetching),
      refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
    }),
  });
}
