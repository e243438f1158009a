import { queryOptions, useQuery } from '@tanstack/react-query';
import { datasetExportSchema, type DatasetExport } from '@groundtruth/domain/dataset-exports';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { tasksKeys } from '../tasks-keys';

/** How often an export under way is read again, so its progress and completion show. */
export const EXPORT_POLL_MS = 2000;

/** A task's latest exports, newest first (one page). */
export async function getTaskExports(taskId: string) {
  const page = await fetchPage(
    await firestore(),
    screenQueries.taskExports(taskId),
    datasetExportSchema,
    null,
  );
  return page.items;
}

const inProgress = (items: readonly DatasetExport[] | undefined) =>
  items?.some((item) => item.status === 'queued' || item.status === 'running') ?? false;

export const taskExportsQuery = (taskId: string) =>
  queryOptions({
    queryKey: tasksKeys.exports(taskId),
    queryFn: () => getTaskExports(taskId),
    refetchInterval: (query) => (inProgress(query.state.data) ? EXPORT_POLL_MS : false),
  });

/** The exports list of one task on Manage Tasks. */
export function useTaskExports(taskId: string) {
  return useQuery(taskExportsQuery(taskId));
}
