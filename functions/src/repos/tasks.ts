/** tasks/{id} and task_acceptances/{task_id}_{user_id}. */
import { collections, taskAcceptanceSchema, taskSchema } from '@groundtruth/domain/entities';
import { repository } from './base';

export const tasks = repository(collections.tasks, taskSchema);
export const acceptances = repository(collections.taskAcceptances, taskAcceptanceSchema);
