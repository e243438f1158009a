import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { ordersKeys } from '../orders-keys';

/** What Save draft sends: the order's fields and the form's request id. */
export type CreateOrderInput = CallableInput<typeof callables.createDatasetOrder>;

/** Saves a new draft order through createDatasetOrder; the request id is its id. */
export function createOrder(input: CreateOrderInput) {
  return callLazily((c) => c.createDatasetOrder, input);
}

/** Save draft on the new-order page; the lists and counts are read again afterwards. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
