import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { paymentKeys } from '../payments-keys';

/** Signs a W-9 or W-8BEN; the function checks it as the interview did and refuses naming the field. */
export function submitTaxForm(input: CallableInput<typeof callables.submitTaxForm>) {
  return callLazily((c) => c.submitTaxForm, input);
}

/** Sign the form; on success the tab shows the form on file. */
export function useSubmitTaxForm(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTaxForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.taxProfile(userId) }),
  });
}
