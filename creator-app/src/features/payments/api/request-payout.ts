import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { balanceKey } from '../../../api/get-balance';
import { paymentKeys } from '../payments-keys';

/**
 * Asks for the creator's unpaid approved work to be paid. The function refuses with the spec's
 * three checks (balance of $50, a payment method, unpaid submissions), each titled in the
 * error's details.
 */
export function requestPayout() {
  return callLazily((c) => c.requestPayout, {});
}

/** Request Payout; on success the balance and the history show the new pending payouts. */
export function useRequestPayout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: balanceKey(userId) }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.payoutLists() }),
      ]),
  });
}
