import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { paymentKeys } from '../payments-keys';

/**
 * Opens a verification session with the identity provider; resolves its hosted page, which the
 * browser then opens. Starting again (Continue, Retry) replaces the previous session.
 */
export function startIdentityCheck() {
  return callLazily((c) => c.startIdentityCheck, {});
}

/** Verify identity, Continue and Retry; the section shows the pending state it wrote. */
export function useStartIdentityCheck(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startIdentityCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.identity(userId) }),
  });
}
