import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { ordersKeys } from '../orders-keys';

/**
 * What Turn into tasks sends: the funded order, how many draft tasks to split it over, and the
 * minutes one item takes (a task is published only with its estimate: fair pay).
 */
export interface ConvertOrderInput {
  orderId: string;
  taskCount: number;
  estimatedMinutes: number;
}

/** Makes draft tasks from a funded order through convertOrderToTasks (admins only). */
export function convertOrder(input: ConvertOrderInput) {
  return callLazily((c) => c.convertOrderToTasks, input);
}

/** What the screen says of an outcome. */
export interface ConvertOrderOutcome {
  onSuccess: (result: { orderId: string; taskIds: string[] }) => void;
  onError: (error: Error) => void;
}

/**
 * Turn into tasks; the queue is read again afterwards. The outcome is told here and not in
 * `mutate`'s callbacks, as Process Payout does: the re-read may move the order on, unmounting
 * the card that asked, and its callbacks would never run.
 */
export function useConvertOrder(outcome: ConvertOrderOutcome) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertOrder,
    onSuccess: (result) => outcome.onSuccess(result),
    onError: (error) => outcome.onError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
