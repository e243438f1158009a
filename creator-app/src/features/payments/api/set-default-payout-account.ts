import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { paymentKeys } from '../payments-keys';

/** Makes one of the creator's payment methods the default (the server clears the others). */
export function setDefaultPayoutAccount(accountId: string) {
  return callLazily((c) => c.setDefaultPayoutAccount, { accountId });
}

/** Set as Default; on success the list shows the new default. */
export function useSetDefaultPayoutAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPayoutAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.accounts(userId) }),
  });
}
