import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { usersKeys } from '../users-keys';

/** Accepts that a creator's tax form name and verified name are one person's (admins; audited). */
export function acceptNameMismatch(input: { userId: string; reason: string }) {
  return callLazily((c) => c.acceptNameMismatch, input);
}

/** Accept name mismatch; the card's tax form line is read again. */
export function useAcceptNameMismatch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => acceptNameMismatch({ userId, reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.taxProfile(userId) }),
  });
}
