import { queryOptions, useQuery } from '@tanstack/react-query';
import { countQueries } from '@groundtruth/domain/count-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount } from '@groundtruth/platform/firestore-queries';
import { overdueCutoff, usePlatformSettings } from '../../../lib/platform-settings';
import { reviewKeys } from '../review-keys';

/** Pending submissions older than the overdue limit: one aggregation query. */
export async function getOverdueCount(overdueDays: number): Promise<number> {
  const cutoff = overdueCutoff({ review_overdue_days: overdueDays });
  return fetchCount(await firestore(), countQueries.overdueSubmissions(cutoff));
}

export const overdueCountQueryOptions = (overdueDays: number) =>
  queryOptions({
    queryKey: reviewKeys.overdueCount(overdueDays),
    queryFn: () => getOverdueCount(overdueDays),
  });

/** How many submissions are overdue, once the platform's limit is read (undefined until then). */
export function useOverdueCount() {
  const settings = usePlatformSettings();
  const days = settings.data?.review_overdue_days;
  return useQuery({ ...overdueCountQueryOptions(days ?? 0), enabled: days !== undefined });
}
