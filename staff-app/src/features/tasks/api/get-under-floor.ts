import { useQuery } from '@tanstack/react-query';
import type { WithId } from '@groundtruth/domain/converter';
import { fairPayQueries } from '@groundtruth/domain/fair-pay-queries';
import { taskEffortSchema, type TaskEffort } from '@groundtruth/domain/task-effort';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { tasksKeys } from '../tasks-keys';

/**
 * The tasks whose approved work made a median under the hourly floor (task_effort, kept by the
 * approvals), by task id: Manage Tasks' notice and the cards' flags.
 */
export async function getUnderFloor(): Promise<Map<string, WithId<TaskEffort>>> {
  const page = await fetchPage(
    await firestore(),
    fairPayQueries.tasksUnderFloor(),
    taskEffortSchema,
  );
  return new Map(page.items.map((effort) => [effort.id, effort]));
}

/** Manage Tasks' tasks under the floor. */
export function useUnderFloor() {
  return useQuery({ queryKey: tasksKeys.underFloor(), queryFn: getUnderFloor });
}
