import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { screenQueries } from '@groundtruth/domain/queries';
import { addDays, dailyStatsSchema, dayId, type StatsRangeDays } from '@groundtruth/domain/stats';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { analyticsKeys } from '../analytics-keys';

/**
 * The stats_daily documents of the last `days` days up to `today`: one query, at most one
 * document a day (365 for a year), whatever the platform's size. Days without a document had
 * no events.
 */
export async function getDailyStats(fromDay: string) {
  const page = await fetchPage(
    await firestore(),
    screenQueries.dailyStats(fromDay),
    dailyStatsSchema,
  );
  return page.items;
}

export const dailyStatsQuery = (fromDay: string) =>
  queryOptions({
    queryKey: analyticsKeys.daily(fromDay),
    queryFn: () => getDailyStats(fromDay),
  });

/** The first day (UTC) of a range of `days` days ending today. */
export function rangeStart(today: string, days: StatsRangeDays): string {
  return addDays(today, -(days - 1));
}

/** Analytics' figures for the last `days` days (UTC) up to today. */
export function useDailyStats(days: StatsRangeDays) {
  // Today as of opening the screen: switching ranges keeps one end, so the cache is reused.
  const [today] = useState(() => dayId(Date.now()));
  return { today, ...useQuery(dailyStatsQuery(rangeStart(today, days))) };
}
