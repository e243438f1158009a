import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { usersKeys } from '../users-keys';

/** What Invite customer sends: an e-mail and an existing organisation's id or a new one's name. */
export type InviteCustomerInput = CallableInput<typeof callables.inviteCustomer>;

/** E-mails the invitation through the inviteCustomer callable (admins only). */
export function inviteCustomer(input: InviteCustomerInput) {
  return callLazily((c) => c.inviteCustomer, input);
}

/** Invite customer; the organisations are read again (the invitation may have made one). */
export function useInviteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.organizations() }),
  });
}
