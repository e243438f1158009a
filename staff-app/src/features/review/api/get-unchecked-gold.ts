import { useQuery } from '@tanstack/react-query';
import { reviewKeys } from '../review-keys';

/**
 * The gold items the reviewer has not checked, which the pending queue mixes in (gold-queue.ts).
 * The reads load on first use, apart from the screen's first load; a review refreshes them
 * (reviewKeys.all), so a checked item leaves the queue.
 */
export function useUncheckedGold(reviewerId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.gold(reviewerId),
    queryFn: async () => (await import('./fetch-unchecked-gold')).fetchUncheckedGold(reviewerId),
    enabled,
    staleTime: 0,
  });
}
