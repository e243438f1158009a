/**
 * Query keys of the Qualifications screen (TanStack's factory: all → lists() → list). The
 * creator's grants and a qualification by id are keyed with the standing they share with
 * Available Tasks (lib/qualification-standing).
 */
export const qualificationKeys = {
  all: ['qualifications'] as const,
  lists: () => [...qualificationKeys.all, 'list'] as const,
  /** The active qualifications, by name, page by page. */
  active: () => [...qualificationKeys.lists(), 'active'] as const,
  /** How many published tasks need one qualification. */
  openTasks: (qualificationId: string) =>
    [...qualificationKeys.all, 'open-tasks', qualificationId] as const,
  /** A quiz question's picture or clip, by its Storage path. */
  media: (path: string) => [...qualificationKeys.all, 'media', path] as const,
};
