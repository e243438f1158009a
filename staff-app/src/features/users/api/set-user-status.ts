import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { usersKeys } from '../users-keys';

/** Suspends or activates a user (admin only; never one's own account). */
export function setUserStatus(input: { userId: string; status: 'active' | 'suspended' }) {
  return callLazily((c) => c.setUserStatus, input);
}

/** Suspend / Activate; the lists and searches are read again afterwards. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
