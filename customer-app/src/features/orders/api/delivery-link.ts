import { useMutation } from '@tanstack/react-query';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { useToast } from '@groundtruth/ui-kit';

/** What Download sends: the delivered order and one export of its delivery. */
export interface DeliveryLinkInput {
  orderId: string;
  exportId: string;
}

/** A signed link to one export of an order's delivery (orderDeliveryLink), audited. */
export function deliveryLink(input: DeliveryLinkInput) {
  return callLazily((c) => c.orderDeliveryLink, input);
}

/**
 * Download of one export: the browser goes to the signed link and streams the archive to disk
 * (never through the page's memory); a refusal is told in the server's words.
 */
export function useDeliveryLink(openUrl: (url: string) => void) {
  const { toast } = useToast();
  return useMutation({
    mutationFn: deliveryLink,
    onSuccess: (link) => openUrl(link.url),
    onError: (error) => {
      const { title, message } = callableErrorWords(error);
      toast({ title, description: message, variant: 'destructive' });
    },
  });
}
