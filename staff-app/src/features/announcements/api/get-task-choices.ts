import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { announcementsKeys } from '../announcements-keys';

/** The newest tasks (one bounded page), as the audience picker's choices. */
export async function getTaskChoices() {
  const page = await fetchPage(await firestore(), screenQueries.allTasks(), taskSchema);
  return page.items.map(({ id, title }) => ({ value: id, label: title }));
}

export const taskChoicesQuery = () =>
  queryOptions({ queryKey: announcementsKeys.taskChoices(), queryFn: getTaskChoices });

/** Tasks to announce to those who accepted or submitted to one; read when the picker shows. */
export function useTaskChoices(enabled: boolean) {
  return useQuery({ ...taskChoicesQuery(), enabled });
}
