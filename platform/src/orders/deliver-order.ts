import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { orderDeliveryMessages } from '@groundtruth/domain/order-delivery';
import { callLazily } from '../call-lazily';
import { useToast } from '@groundtruth/ui-kit';

/**
 * Delivers an in-progress order's approved work now (deliverDatasetOrder): its customer asks, or
 * an admin does for them.
 */
export function deliverOrder(orderId: string) {
  return callLazily((c) => c.deliverDatasetOrder, { orderId });
}

/**
 * Deliver, telling how it went; `readAgain` (the screen's order queries) is read again afterwards.
 * The outcome is told here, not in `mutate`'s callbacks: the order moving on unmounts the button
 * that asked.
 */
export function useDeliverOrder(readAgain: QueryKey) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: deliverOrder,
    onSuccess: () => toast({ title: orderDeliveryMessages.deliveryQueued, variant: 'success' }),
    onError: (error) => {
      const { title, message } = callableErrorWords(error);
      toast({ title, description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: readAgain }),
  });
}
