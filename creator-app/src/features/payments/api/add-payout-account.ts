import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callables, type CallableInput } from '@groundtruth/domain/callable-registry';
import { call } from '@groundtruth/firebase-web/functions';
import { paymentKeys } from '../payments-keys';

export type AddPayoutAccountInput = CallableInput<typeof callables.addPayoutAccount>;

/** Adds an unverified payment method; the server makes the creator's first one the default. */
export function addPayoutAccount(input: AddPayoutAccountInput) {
  return call(callables.addPayoutAccount, input);
}

/** Add Payment Method; on success the list shows the new account. */
export function useAddPayoutAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPayoutAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.accounts(userId) }),
  });
}
