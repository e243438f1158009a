import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '../../call-lazily';
import { threadKeys } from '../threads-keys';

/** Closes a conversation (staff, or its creator); the thread and the lists are read again. */
export function useCloseThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) => callLazily((c) => c.closeThread, { threadId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKeys.all }),
  });
}
