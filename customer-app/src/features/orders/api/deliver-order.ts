import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { orderDeliveryMessages } from '@groundtruth/domain/order-delivery';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { useToast } from '@groundtruth/ui-kit';
import { ordersKeys } from '../orders-keys';

/** Asks for an in-progress order's delivery now, with what is approved (deliverDatasetOrder). */
export function deliverOrder(orderId: string) {
  return callLazily((c) => c.deliverDatasetOrder, { orderId });
}

/**
 * Deliver now, telling how it went; the order is read again afterwards. The outcome is told here,
 * not in `mutate`'s callbacks: the order moving on unmounts the button that asked.
 */
export function useDeliverOrder() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: deliverOrder,
    onSuccess: () => toast({ title: orderDeliveryMessages.deliveryQueued, variant: 'success' }),
    onError: (error) => {
      const { title, message } = callableErrorWords(error);
      toast({ title, description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
