import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { useToast } from '@groundtruth/ui-kit';
import { ordersKeys } from '../orders-keys';

/** What Resolve sends: the disputed order, redo (items) or refund (cents), and the note. */
export type ResolveDisputeInput = CallableInput<typeof callables.resolveOrderDispute>;

/** Settles a dispute through resolveOrderDispute (admins). */
export function resolveDispute(input: ResolveDisputeInput) {
  return callLazily((c) => c.resolveOrderDispute, input);
}

/**
 * Resolve, telling how it went; the queue is read again afterwards. The outcome is told here, as
 * Process Payout does: the resolved order leaves the Disputed list and its card unmounts.
 */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: resolveDispute,
    onSuccess: () => toast({ title: words.resolved, variant: 'success' }),
    onError: (error) => {
      const { title, message } = callableErrorWords(error);
      toast({ title, description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
