import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callLazily } from '../../call-lazily';
import { threadKeys } from '../threads-keys';

/**
 * Marks the thread read for the caller's side whenever it shows unread messages (on opening it,
 * and when a message arrives while it is open); the lists then show the count gone. A failure is
 * silent: the count stays, and the next look tries again.
 */
export function useMarkThreadRead(threadId: string, unread: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (unread === 0) return;
    let cancelled = false;
    callLazily((c) => c.markThreadRead, { threadId }).then(
      () => {
        if (!cancelled) void queryClient.invalidateQueries({ queryKey: threadKeys.lists() });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [threadId, unread, queryClient]);
}
