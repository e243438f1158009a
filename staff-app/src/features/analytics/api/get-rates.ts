import { useQuery } from '@tanstack/react-query';
import { DEFAULT_MIN_HOURLY_RATE_CENTS } from '@groundtruth/domain/fair-pay';
import { fairPayQueries } from '@groundtruth/domain/fair-pay-queries';
import { taskEffortSchema, taskEffortShardSchema } from '@groundtruth/domain/task-effort';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { getPlatformSettings } from '../../../lib/platform-settings';
import { analyticsKeys } from '../analytics-keys';

/**
 * Analytics' rates by category: the effort histograms (task shards) with the latest approvals
 * (bounded: ANALYTICS_EFFORT_LIMIT), how many tasks are under the floor (a page at most:
 * UNDER_FLOOR_LIMIT) and the floor in force.
 */
export async function getRates() {
  const db = await firestore();
  const [efforts, under, settings] = await Promise.all([
    fetchPage(db, fairPayQueries.latestEfforts(), taskEffortShardSchema),
    fetchPage(db, fairPayQueries.tasksUnderFloor(), taskEffortSchema),
    getPlatformSettings(),
  ]);
  return {
    efforts: efforts.items,
    underFloor: under.items.length,
    floorCents: settings.min_hourly_rate_cents ?? DEFAULT_MIN_HOURLY_RATE_CENTS,
  };
}

/** Analytics' rates by category. */
export function useRates() {
  return useQuery({ queryKey: analyticsKeys.rates(), queryFn: getRates });
}
