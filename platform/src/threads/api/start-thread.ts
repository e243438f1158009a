import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '../../call-lazily';
import { threadKeys } from '../threads-keys';

export type StartThreadInput = CallableInput<typeof callables.startThread>;

/** Starts a conversation (one per requestId); the lists are read again after it. */
export function useStartThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartThreadInput) => callLazily((c) => c.startThread, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKeys.lists() }),
  });
}
