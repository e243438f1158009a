import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { collections, payoutSchema } from '@groundtruth/domain/entities';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { useToast } from '@groundtruth/ui-kit';
import { payoutsKeys } from '../payouts-keys';

/** How a Process Payout ended: sent with a transfer id, or failed with the provider's reason. */
export type ProcessPayoutResult =
  { status: 'sent'; transferId: string | null } | { status: 'failed'; reason: string | null };

/**
 * Runs processPayout (admin only; the provider's transfer takes a moment). A declined transfer
 * is an outcome, not an error: the callable answers `failed`, and the reason the provider gave
 * is read from the payout, where the function recorded it.
 */
export async function processPayout(payoutId: string): Promise<ProcessPayoutResult> {
  const result = await callLazily((c) => c.processPayout, { payoutId });
  if (result.status === 'sent') return { status: 'sent', transferId: result.transferId };
  const payout = await fetchDoc(
    await firestore(),
    `${collections.payouts}/${payoutId}`,
    payoutSchema,
  );
  return { status: 'failed', reason: payout?.failure_reason ?? null };
}

/**
 * Process Payout, telling how it ended: the spec's success message, or "Payout failed" with the
 * provider's reason; the lists and the summary cards are read again afterwards. The outcome is
 * told here, before that re-read, and not in `mutate`'s callbacks: the re-read drops the processed
 * payout from a Pending list, its card (and the button) unmount, and TanStack Query calls no
 * `mutate` callback of an unmounted component, so the admin would never hear how it ended.
 */
export function useProcessPayout() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: processPayout,
    onSuccess: (result) => {
      if (result.status === 'sent')
        toast({ title: staffMessages.payoutProcessed, variant: 'success' });
      else
        toast({
          title: staffMessages.payoutFailedTitle,
          description: result.reason ?? undefined,
          variant: 'destructive',
        });
    },
    onError: (error) => {
      const { title, message } = callableErrorWords(error);
      toast({ title, description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKeys.all }),
  });
}
