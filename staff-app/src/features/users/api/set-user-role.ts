import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { assignableRoles } from '@groundtruth/domain/constants';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { usersKeys } from '../users-keys';

/** A role Change Role may give: a customer is invited to an organisation instead. */
export type AssignableRole = (typeof assignableRoles)[number];

/** Gives a user another role (admin only; never one's own, never the last admin's). */
export function setUserRole(input: { userId: string; role: AssignableRole }) {
  return callLazily((c) => c.setUserRole, input);
}

/** Change Role; the lists and searches are read again afterwards. */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
