import { queryOptions, useQuery } from '@tanstack/react-query';
import { collections } from '@groundtruth/domain/collections';
import { threadMessageSchema, threadSchema } from '@groundtruth/domain/threads';
import { threadQueries } from '@groundtruth/domain/thread-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc, fetchPage } from '@groundtruth/platform/firestore-queries';
import { threadKeys } from '../threads-keys';

/** How often an open thread asks again while no live listener refreshes it (as the bell). */
export const THREAD_REFRESH_MS = 15_000;

/** One thread's document; null when it does not exist (the rules refuse another's). */
export function useThread(threadId: string, live: boolean) {
  return useQuery(
    queryOptions({
      queryKey: threadKeys.detail(threadId),
      queryFn: async () =>
        fetchDoc(await firestore(), `${collections.threads}/${threadId}`, threadSchema),
      refetchInterval: live ? false : THREAD_REFRESH_MS,
      staleTime: 0,
    }),
  );
}

/** One thread's latest THREAD_MESSAGES_PAGE messages, oldest first as they are read. */
export function useThreadMessages(threadId: string, live: boolean) {
  return useQuery(
    queryOptions({
      queryKey: threadKeys.messages(threadId),
      queryFn: async () =>
        (
          await fetchPage(
            await firestore(),
            threadQueries.threadMessages(threadId),
            threadMessageSchema,
          )
        ).items.reverse(),
      refetchInterval: live ? false : THREAD_REFRESH_MS,
      staleTime: 0,
    }),
  );
}
