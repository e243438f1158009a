import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { orderDeliveryMessages } from '@groundtruth/domain/order-delivery';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { useToast } from '@groundtruth/ui-kit';
import { ordersKeys } from '../orders-keys';

/** Accepts a delivered order (acceptDatasetOrder): it ends, its unspent escrow refunded. */
export function acceptOrder(orderId: string) {
  return callLazily((c) => c.acceptDatasetOrder, { orderId });
}

/** Accept delivery, telling how it went (here: the order moving on unmounts the button). */
export function useAcceptOrder() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: acceptOrder,
    onSuccess: () => toast({ title: orderDeliveryMessages.acceptedTitle, variant: 'success' }),
    onError: (error) => {
      const { title, message } = callableErrorWords(error);
      toast({ title, description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
