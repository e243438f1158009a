import { useMutation } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';

/** Has the provider send a new code for a payment method (one voided by wrong codes, or lost). */
export function useSendPayoutVerificationCode() {
  return useMutation({
    mutationFn: (accountId: string) =>
      callLazily((c) => c.sendPayoutVerificationCode, { accountId }),
  });
}
