import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { ordersKeys } from '../orders-keys';

/** Submits a draft order through submitDatasetOrder: its quote is fixed, payment comes next. */
export function submitOrder(orderId: string) {
  return callLazily((c) => c.submitDatasetOrder, { orderId });
}

/** Submit order on a draft's page; the order and the lists are read again afterwards. */
export function useSubmitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
