import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc, fetchPage } from '@groundtruth/platform/firestore-queries';
import { collections, taskAcceptanceSchema, taskSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import type { TimestampLike } from '@groundtruth/domain/timestamp';
import type { AcceptanceClock } from '../../../components/time-left';
import { overviewKeys } from '../overview-keys';

const isPermissionDenied = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'permission-denied';

/** An accepted task the creator has not submitted yet, with its clock. */
export interface TaskInProgress extends AcceptanceClock {
  acceptanceId: string;
  taskId: string;
  /** Null when the task is no longer published (creators read published tasks only). */
  title: string | null;
  dueAt: TimestampLike | null;
  /** The task's payout and estimated minutes (payLine); null when it is no longer readable. */
  pay: { cents: number; minutes: number | undefined } | null;
}

/**
 * The creator's latest open acceptances (bounded: OVERVIEW_LIST_LIMIT), each joined to its task
 * by one document read. A task staff closed since is unreadable to creators (firestore.rules):
 * that one entry shows without a title; any other failure fails the list.
 */
export async function getTasksInProgress(userId: string): Promise<TaskInProgress[]> {
  const db = await firestore();
  const { items } = await fetchPage(
    db,
    screenQueries.myOpenAcceptances(userId),
    taskAcceptanceSchema,
  );
  return Promise.all(
    items.map(async (acceptance) => {
      const task = await fetchDoc(
        db,
        `${collections.tasks}/${acceptance.task_id}`,
        taskSchema,
      ).catch((error: unknown) => {
        if (isPermissionDenied(error)) return null;
        throw error;
      });
      return {
        acceptanceId: acceptance.id,
        taskId: acceptance.task_id,
        title: task?.title ?? null,
        dueAt: task?.due_at ?? null,
        pay: task ? { cents: task.payout_amount_cents, minutes: task.estimated_minutes } : null,
        status: acceptance.status,
        expiresAt: acceptance.expires_at ?? null,
      };
    }),
  );
}

export const tasksInProgressQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: overviewKeys.list('tasks-in-progress', userId),
    queryFn: () => getTasksInProgress(userId),
  });

/** The overview's Tasks in Progress card. */
export function useTasksInProgress(userId: string) {
  return useQuery(tasksInProgressQueryOptions(userId));
}
