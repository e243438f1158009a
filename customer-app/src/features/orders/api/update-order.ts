import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { ordersKeys } from '../orders-keys';

/** What Save changes sends: the draft's id and all of its fields. */
export type UpdateOrderInput = CallableInput<typeof callables.updateDatasetOrder>;

/** Changes a draft order through updateDatasetOrder (the server prices it again). */
export function updateOrder(input: UpdateOrderInput) {
  return callLazily((c) => c.updateDatasetOrder, input);
}

/** Edit on a draft's page; the order and the lists are read again afterwards. */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
