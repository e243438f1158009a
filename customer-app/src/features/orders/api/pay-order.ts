import { useMutation } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';

/** The payment provider's hosted page for a submitted order's quote (payDatasetOrder). */
export function payOrder(orderId: string) {
  return callLazily((c) => c.payDatasetOrder, { orderId });
}

/**
 * Pay on a submitted order's page: the browser then goes to the provider's page, which returns
 * to the order once paid; the provider's event funds the order, which the page then shows live.
 */
export function usePayOrder(openUrl: (url: string) => void) {
  return useMutation({
    mutationFn: payOrder,
    onSuccess: (link) => openUrl(link.url),
  });
}
