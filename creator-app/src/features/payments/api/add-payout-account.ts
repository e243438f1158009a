import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { paymentKeys } from '../payments-keys';

export type AddPayoutAccountInput = CallableInput<typeof callables.addPayoutAccount>;

/** Adds an unverified payment method; the server makes the creator's first one the default. */
export function addPayoutAccount(input: AddPayoutAccountInput) {
  return callLazily((c) => c.addPayoutAccount, input);
}

/** Add Payment Method; on success the list shows the new account. */
export function useAddPayoutAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPayoutAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.accounts(userId) }),
  });
}
