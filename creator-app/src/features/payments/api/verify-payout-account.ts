import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { paymentKeys } from '../payments-keys';

export type VerifyPayoutAccountInput = CallableInput<typeof callables.verifyPayoutAccount>;

/** Confirms a payment method with the code its provider sent, so payouts may go to it. */
export function verifyPayoutAccount(input: VerifyPayoutAccountInput) {
  return callLazily((c) => c.verifyPayoutAccount, input);
}

/** Verify; on success the list shows the method as Verified. */
export function useVerifyPayoutAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayoutAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.accounts(userId) }),
  });
}
