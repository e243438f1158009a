import { useQuery } from '@tanstack/react-query';
import { reviewKeys } from '../review-keys';

/**
 * The gold items the reviewer has not checked that a pending queue of `workCount` items mixes in
 * (gold-queue.ts). They load on first use, apart from the screen's first load; a review refreshes
 * them (reviewKeys.all), so a checked item leaves the queue.
 */
export function useUncheckedGold(reviewerId: string, workCount: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.gold(reviewerId, workCount),
    queryFn: async () => (await import('./fetch-unchecked-gold')).fetchUncheckedGold(workCount),
    enabled: enabled && workCount > 0,
    staleTime: 0,
    // A longer queue asks again; the items shown so far stay until the answer comes.
    placeholderData: (previous) => previous,
  });
}
