import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callables } from '@groundtruth/domain/callable-registry';
import type { Role } from '@groundtruth/domain/constants';
import { call } from '@groundtruth/firebase-web/functions';
import { usersKeys } from '../users-keys';

/** Gives a user another role (admin only; never one's own, never the last admin's). */
export function setUserRole(input: { userId: string; role: Role }) {
  return call(callables.setUserRole, input);
}

/** Change Role; the lists and searches are read again afterwards. */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
