import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '../../call-lazily';
import { threadKeys } from '../threads-keys';

export type PostMessageInput = CallableInput<typeof callables.postMessage>;

/** Posts a message to a thread (one per requestId); the thread and the lists are read again. */
export function usePostMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostMessageInput) => callLazily((c) => c.postMessage, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKeys.all }),
  });
}
