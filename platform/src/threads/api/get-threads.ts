import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { threadSchema } from '@groundtruth/domain/threads';
import { threadQueries } from '@groundtruth/domain/thread-queries';
import type { ListQuery } from '@groundtruth/domain/query-spec';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { threadKeys } from '../threads-keys';

function threadListOptions(queryKey: readonly unknown[], spec: ListQuery) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam }) => fetchPage(await firestore(), spec, threadSchema, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next ?? undefined,
    // A message posted elsewhere (the other side, another tab) shows on every visit.
    staleTime: 0,
  });
}

/** The creator's threads (their announcements thread too), latest message first. */
export function useMyThreads(creatorId: string) {
  return useInfiniteQuery(
    threadListOptions(threadKeys.list({ creatorId }), threadQueries.myThreads(creatorId)),
  );
}

/** Staff: open conversations whose turn is staff's, the one waiting longest first. */
export function useConversationsWaitingForStaff() {
  return useInfiniteQuery(
    threadListOptions(
      threadKeys.list({ staff: 'waiting-for-staff' }),
      threadQueries.conversationsWaitingForStaff(),
    ),
  );
}

/** Staff: every open conversation, the one waiting longest first (staff's turn or the creator's). */
export function useOpenConversations() {
  return useInfiniteQuery(
    threadListOptions(threadKeys.list({ staff: 'open' }), threadQueries.openConversations()),
  );
}
