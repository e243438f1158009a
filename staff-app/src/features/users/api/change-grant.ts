import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { usersKeys } from '../users-keys';

export type GrantChangeInput = CallableInput<typeof callables.grantQualification>;

/** Grant (admin, support): holds the qualification from now on, with the reason audited. */
export function grantQualification(input: GrantChangeInput) {
  return callLazily((c) => c.grantQualification, input);
}

/** Revoke (admin, support). */
export function revokeQualification(input: GrantChangeInput) {
  return callLazily((c) => c.revokeQualification, input);
}

/** Grant or Revoke; the creator's grants are read again afterwards. */
export function useChangeGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...input }: GrantChangeInput & { action: 'grant' | 'revoke' }) =>
      action === 'grant' ? grantQualification(input) : revokeQualification(input),
    onSettled: (_result, _error, input) =>
      queryClient.invalidateQueries({ queryKey: usersKeys.grants(input.userId) }),
  });
}
