import { useQuery } from '@tanstack/react-query';
import type { TaskCategory } from '@groundtruth/domain/constants';
import { taskSchema } from '@groundtruth/domain/entities';
import { timestampsFromWire } from '@groundtruth/domain/wire-timestamps';
import { Timestamp } from '@groundtruth/firebase-web/firestore-sdk';
import { readLazily } from '@groundtruth/platform/call-lazily';
import { taskKeys, type TaskFilters } from '../tasks-keys';

/**
 * The 'discover' tasks the creator qualifies for (or accepted), of one category or all, newest
 * first: no creator lists them through the rules, so discoverTasks hands them out, each checked
 * against the same schema as a listed task.
 */
export async function getDiscoverTasks(category: TaskCategory | null) {
  const { tasks } = await readLazily('discoverTasks', category ? { category } : {});
  return tasks.map((task) => {
    const data = timestampsFromWire(task, (millis) => Timestamp.fromMillis(millis));
    return { ...taskSchema.parse(data), id: String(task.id) };
  });
}

/** The 'discover' tasks Available Tasks shows beside the listed ones. */
export function useDiscoverTasks(filters: TaskFilters) {
  return useQuery({
    queryKey: taskKeys.discover(filters),
    queryFn: () => getDiscoverTasks(filters.category),
  });
}
