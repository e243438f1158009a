/**
 * Query keys of the conversation screens (TanStack's factory: all → lists() → list(filters) →
 * details() → detail(id)). Every key starts with 'threads', so a post or a close refreshes them
 * all by that prefix.
 */
export const threadKeys = {
  all: ['threads'] as const,
  lists: () => [...threadKeys.all, 'list'] as const,
  /** A creator's own threads, or one of staff's lists of open conversations. */
  list: (filters: { creatorId: string } | { staff: 'waiting-for-staff' | 'open' }) =>
    [...threadKeys.lists(), filters] as const,
  details: () => [...threadKeys.all, 'detail'] as const,
  /** One thread's document. */
  detail: (threadId: string) => [...threadKeys.details(), threadId] as const,
  /** One thread's messages, oldest first. */
  messages: (threadId: string) => [...threadKeys.detail(threadId), 'messages'] as const,
};
