import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { orderDeliveryMessages } from '@groundtruth/domain/order-delivery';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { useToast } from '@groundtruth/ui-kit';
import { ordersKeys } from '../orders-keys';

/** What Report a problem sends: the delivered order and what is wrong with it. */
export interface DisputeOrderInput {
  orderId: string;
  reason: string;
}

/** Disputes a delivered order within its acceptance days (disputeDatasetOrder). */
export function disputeOrder(input: DisputeOrderInput) {
  return callLazily((c) => c.disputeDatasetOrder, input);
}

/** Report a problem, telling how it went (here: the order moving on unmounts the form). */
export function useDisputeOrder() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: disputeOrder,
    onSuccess: () => toast({ title: orderDeliveryMessages.disputedTitle, variant: 'success' }),
    onError: (error) => {
      const { title, message } = callableErrorWords(error);
      toast({ title, description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
