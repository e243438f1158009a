import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { usersKeys } from '../users-keys';

/** Has a new verification e-mail sent to a user (support and admin). */
export function resendVerificationEmail(input: { userId: string }) {
  return callLazily((c) => c.resendVerificationEmail, input);
}

/**
 * Resend verification; the lists are read again afterwards, since an address found verified
 * already has its users/{uid} mirror corrected by the call.
 */
export function useResendVerificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerificationEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
