import { useMutation } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';

/**
 * "Delete my account": the deleteMyAccount callable, confirmed with the account's e-mail address
 * and, when money is available, the amount paid out at deletion or given up. The server deletes
 * the Auth user; the screen then signs the session out.
 */
export async function deleteMyAccount(
  input: { confirmEmail: string } & ({ forfeitCents: number } | { payOutCents: number }),
) {
  return callLazily((c) => c.deleteMyAccount, input);
}

/** Delete my account; the caller signs out on success. */
export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
