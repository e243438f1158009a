/** Query keys of the Submit Your Work screen (TanStack's factory: all → details() → detail(id)). */
export const submitKeys = {
  all: ['submit'] as const,
  details: () => [...submitKeys.all, 'task'] as const,
  /** The task work is submitted for. */
  detail: (taskId: string) => [...submitKeys.details(), taskId] as const,
  /** The creator's acceptance of the task: its time left, or expired. */
  acceptance: (userId: string, taskId: string) =>
    [...submitKeys.all, 'acceptance', userId, taskId] as const,
  /** The releases the creator collected on this screen, followed until each is signed. */
  releases: (releaseIds: readonly string[]) =>
    [...submitKeys.all, 'releases', ...releaseIds] as const,
};
