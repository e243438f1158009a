import { describe, expect, it } from 'vitest';
import { STATS_DAY_SHARDS, statsShardOf } from './stats-shards';
import {
  REVIEW_TIME_BUCKETS,
  addDailyParts,
  addDays,
  dailySeries,
  dailyStatsPartSchema,
  dailyStatsSchema,
  dayId,
  histogramPercentile,
  mergeHistograms,
  reviewTimeBucket,
  statsShardId,
  sumDailyParts,
  weekOf,
  weeklySeries,
} from './stats';

const HOUR = 3_600_000;

describe('stats days and weeks', () => {
  it('should name UTC days and find their Monday', () => {
    expect(dayId(Date.UTC(2026, 10, 25, 23, 59, 59, 999))).toBe('2026-11-25');
    expect(dayId(Date.UTC(2026, 10, 26))).toBe('2026-11-26');
    expect(weekOf('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(weekOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekOf('2027-01-01')).toBe('2026-12-28'); // across a year
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('review-time histogram', () => {
  it('should put a duration in the bucket below its upper edge', () => {
    expect(reviewTimeBucket(0)).toBe('lt_1h');
    expect(reviewTimeBucket(HOUR - 1)).toBe('lt_1h');
    expect(reviewTimeBucket(HOUR)).toBe('lt_2h');
    expect(reviewTimeBucket(120 * HOUR)).toBe('lt_168h');
    expect(reviewTimeBucket(400 * HOUR)).toBe('ge_336h');
  });

  it('should merge days and give the median and 90th percentile within a bucket', () => {
    const counts = mergeHistograms([{ lt_1h: 4 }, { lt_1h: 1, lt_24h: 5 }]);
    expect(counts).toHaveLength(REVIEW_TIME_BUCKETS.length);
    expect(counts.reduce((a, b) => a + b)).toBe(10);
    // Rank 5 of 10 is the last of the five under an hour: the bucket's upper edge.
    expect(histogramPercentile(counts, 0.5)).toBe(1);
    // Rank 9 is the 4th of five in [12, 24): 12 + 4/5 × 12.
    expect(histogramPercentile(counts, 0.9)).toBeCloseTo(21.6);
    expect(histogramPercentile(mergeHistograms([]), 0.5)).toBeNull();
    expect(histogramPercentile(mergeHistograms([{ ge_336h: 2 }]), 0.9)).toBe(336);
  });
});

describe('series for the charts', () => {
  const day = (d: string, fields: object) => dailyStatsSchema.parse({ day: d, ...fields });

  it('should give one row a day, empty days included, and whole weeks of the range', () => {
    const stored = [
      day('2026-11-17', { submissions_received: 2, active_creators_week_new: 2 }),
      day('2026-11-24', {
        payouts_sent_count: 1,
        payouts_sent_cents: 2500,
        active_creators_week_new: 1,
      }),
      day('2026-11-25', { review_time_hours: { lt_1h: 1 }, active_creators_week_new: 2 }),
    ];
    const daily = dailySeries(stored, '2026-11-25', 14);
    expect(daily).toHaveLength(14);
    expect(daily[0]!.day).toBe('2026-11-12');
    expect(daily.at(-1)!.day).toBe('2026-11-25');
    const weekly = weeklySeries(daily);
    // The week of Nov 9 is cut by the range's start: left out.
    expect(weekly.map((w) => w.week)).toEqual(['2026-11-16', '2026-11-23']);
    expect(weekly[1]).toMatchObject({
      payoutsSentCents: 2500,
      payoutsSentCount: 1,
      activeCreators: 3,
      reviewsTimed: 1,
      reviewHoursMedian: 0.5,
    });
    expect(weekly[0]).toMatchObject({ activeCreators: 2, reviewHoursMedian: null });
  });
});

describe('day shards', () => {
  it('should pick a stable shard within the count for any id', () => {
    expect(statsShardOf('sub_1')).toBe(statsShardOf('sub_1'));
    const ids = Array.from({ length: 5000 }, (_, i) => `acceptance${i}_task_${i % 7}`);
    const shards = ids.map((id) => statsShardOf(id));
    expect(Math.min(...shards)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...shards)).toBeLessThan(STATS_DAY_SHARDS);
    // Spread: every shard gets some of 5,000 ids, none more than three times its share.
    const per = new Map<number, number>();
    for (const s of shards) per.set(s, (per.get(s) ?? 0) + 1);
    expect(per.size).toBe(STATS_DAY_SHARDS);
    expect(Math.max(...per.values())).toBeLessThan((3 * ids.length) / STATS_DAY_SHARDS);
    expect(statsShardId('2026-11-25', 7)).toBe('2026-11-25_7');
  });

  it('should sum a day from its base and shards, corrections included, and read the total as counts', () => {
    const part = (day: string, fields: object) => dailyStatsPartSchema.parse({ day, ...fields });
    const parts = [
      part('2026-11-26', { submissions_received: 2 }),
      part('2026-11-25', { submissions_received: -1, review_time_hours: { lt_1h: -1 } }),
      part('2026-11-25', { submissions_received: 3, review_time_hours: { lt_1h: 1, lt_2h: 2 } }),
      part('2026-11-25', { reviews_approved: 1 }),
      part('2026-11-26', { payouts_sent_count: -4 }),
    ];
    expect(addDailyParts('2026-11-25', parts.slice(1, 4)).review_time_hours).toEqual({ lt_2h: 2 });
    expect(sumDailyParts(parts)).toEqual([
      dailyStatsSchema.parse({
        day: '2026-11-25',
        submissions_received: 2,
        reviews_approved: 1,
        review_time_hours: { lt_2h: 2 },
      }),
      dailyStatsSchema.parse({ day: '2026-11-26', submissions_received: 2 }),
    ]);
  });
});
