import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { screenQueries } from '@groundtruth/domain/queries';
import {
  addDays,
  dailyStatsPartSchema,
  dayId,
  sumDailyParts,
  type StatsRangeDays,
} from '@groundtruth/domain/stats';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { analyticsKeys } from '../analytics-keys';

/**
 * The figures of the days from `fromDay` up to today: two queries, the days' bases (stats_daily, at
 * most one document a day, 365 for a year) and their shards (stats_daily_shards, those of the days
 * the recount has not folded yet: today's, about), whatever the platform's size. A day's figure is
 * its base plus its shards; days with neither had no events.
 */
export async function getDailyStats(fromDay: string) {
  const db = await firestore();
  const [bases, shards] = await Promise.all([
    fetchPage(db, screenQueries.dailyStats(fromDay), dailyStatsPartSchema),
    fetchPage(db, screenQueries.dailyStatsShards(fromDay), dailyStatsPartSchema),
  ]);
  return sumDailyParts([...bases.items, ...shards.items]);
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
