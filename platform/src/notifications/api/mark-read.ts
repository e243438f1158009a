import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { PAGE_SIZE } from '@groundtruth/domain/constants';
import { collections } from '@groundtruth/domain/collections';
import type { Notification } from '@groundtruth/domain/entities';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { doc, updateDoc, writeBatch } from '@groundtruth/firebase-web/firestore-sdk';
import type { Page } from '@groundtruth/platform/firestore-queries';
import { notificationKeys } from '../notifications-keys';

/** Marks one notification read: the only change the rules let its owner make. */
export async function markNotificationRead(id: string): Promise<void> {
  await updateDoc(doc(await firestore(), collections.notifications, id), { read: true });
}

/**
 * Marks the given notifications read: the unread ones the panel has loaded, one batch per page
 * of them (so a batch never grows with the user's history).
 */
export async function markNotificationsRead(ids: readonly string[]): Promise<void> {
  const db = await firestore();
  const batches: Promise<void>[] = [];
  for (let start = 0; start < ids.length; start += PAGE_SIZE) {
    const batch = writeBatch(db);
    for (const id of ids.slice(start, start + PAGE_SIZE))
      batch.update(doc(db, collections.notifications, id), { read: true });
    batches.push(batch.commit());
  }
  await Promise.all(batches);
}

type NotificationPages = InfiniteData<Page<Notification>>;

/**
 * Shows `ids` read in the panel and the badge at once; a refused write puts both back, and
 * either way both are read again from the server.
 */
function useMarkRead<V>(userId: string, send: (v: V) => Promise<void>, idsOf: (v: V) => string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (variables: V) => {
      const ids = new Set(idsOf(variables));
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const before = {
        list: queryClient.getQueryData<NotificationPages>(notificationKeys.list(userId)),
        count: queryClient.getQueryData<number>(notificationKeys.unreadCount(userId)),
      };
      let changed = 0;
      queryClient.setQueryData<NotificationPages>(notificationKeys.list(userId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((n) => {
                  if (!ids.has(n.id) || n.read) return n;
                  changed++;
                  return { ...n, read: true };
                }),
              })),
            }
          : data,
      );
      queryClient.setQueryData<number>(notificationKeys.unreadCount(userId), (count) =>
        count === undefined ? count : Math.max(0, count - changed),
      );
      return before;
    },
    onError: (_error, _variables, before) => {
      queryClient.setQueryData(notificationKeys.list(userId), before?.list);
      queryClient.setQueryData(notificationKeys.unreadCount(userId), before?.count);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Marks one notification read (opening it). */
export function useMarkNotificationRead(userId: string) {
  return useMarkRead(userId, markNotificationRead, (id: string) => [id]);
}

/** "Mark all as read": the loaded unread ones. */
export function useMarkAllNotificationsRead(userId: string) {
  return useMarkRead(userId, markNotificationsRead, (ids: readonly string[]) => [...ids]);
}
