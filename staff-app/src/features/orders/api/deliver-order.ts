import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { orderDeliveryMessages } from '@groundtruth/domain/order-delivery';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { useToast } from '@groundtruth/ui-kit';
import { ordersKeys } from '../orders-keys';

/** Exports an in-progress order's approved work for its customer (deliverDatasetOrder, admins). */
export function deliverOrder(orderId: string) {
  return callLazily((c) => c.deliverDatasetOrder, { orderId });
}

/**
 * Deliver, telling how it went; the queue is read again afterwards. The outcome is told here, as
 * Process Payout does: the re-read may move the order on and unmount the card that asked.
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
