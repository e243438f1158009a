import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { usersKeys } from '../users-keys';

/** E-mails a creator a new identity verification link (support and admin). */
export function resendIdentityLink(input: { userId: string }) {
  return callLazily((c) => c.resendIdentityLink, input);
}

/** Resend identity link; the card's identity line is read again (the check is pending anew). */
export function useResendIdentityLink(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendIdentityLink({ userId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.identity(userId) }),
  });
}
