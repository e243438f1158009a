import type { ReviewStatus } from '@groundtruth/domain/constants';

/**
 * The Review Submissions filters: a review state (or every state, the open appeals, or the
 * pending work that fails its task's changed requirements, or the rejections held for a second
 * opinion) and optionally one task (not for those three, which are listed across tasks).
 */
export interface ReviewFilters {
  status: ReviewStatus | 'all' | 'appeals' | 'fails_requirements' | 'second_opinions';
  taskId: string | null;
}

/**
 * Query keys of the Review Submissions screen (TanStack's factory: all → lists() → list(filters)
 * → details() → detail(id)). Every remote shares one QueryClient, so staff keys start with
 * 'staff'; a review invalidates `all`, which refreshes lists, linked cards and duplicates alike.
 */
export const reviewKeys = {
  all: ['staff', 'review'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (filters: ReviewFilters) => [...reviewKeys.lists(), filters] as const,
  details: () => [...reviewKeys.all, 'detail'] as const,
  detail: (submissionId: string) => [...reviewKeys.details(), submissionId] as const,
  /** The gold items a reviewer has not checked, mixed into a pending queue of `workCount`. */
  gold: (reviewerId: string, workCount: number) =>
    [...reviewKeys.all, 'gold', reviewerId, workCount] as const,
  /** The releases of the people in a submission's files (the card's Releases section). */
  releases: (submissionId: string) => [...reviewKeys.all, 'releases', submissionId] as const,
  /** Other submissions sharing a file with this one (the duplicate warning). */
  duplicates: (submissionId: string) => [...reviewKeys.all, 'duplicates', submissionId] as const,
  /** Pending submissions past the overdue limit in force (a review refreshes it). */
  overdueCount: (overdueDays: number) => [...reviewKeys.all, 'overdue-count', overdueDays] as const,
  /** A task's requirements, judged against each file's media facts on its cards. */
  taskRequirements: (taskId: string) => [...reviewKeys.all, 'task-requirements', taskId] as const,
  /** The tasks offered by the task filter. */
  taskOptions: (selectedTaskId: string | null) =>
    [...reviewKeys.all, 'task-options', selectedTaskId] as const,
};
