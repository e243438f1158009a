/**
 * Analytics' hourly rates by category: how approved submissions spread over bands of effective
 * hourly rate (payout ÷ the minutes each took), per task category, from the tasks' effort
 * histograms (task_effort), and the median of each category. Bands are multiples of the floor, so
 * the first is always "under the floor".
 */
import type { TaskCategory } from './constants';
import { hourlyRateCents, nearestRank } from './fair-pay';

/** The bands' lower bounds as multiples of the floor (the first band is everything under it). */
export const RATE_BAND_MULTIPLES = [1, 1.5, 2.5, 5] as const;

/** A task's effort histogram, as Analytics reads it. */
export interface EffortHistogram {
  category?: TaskCategory | undefined;
  minutes: Readonly<Record<string, number>>;
  payout_amount_cents: number;
}

/** One category's approved submissions by band of hourly rate. */
export interface CategoryRates {
  category: TaskCategory;
  /** Approved submissions in each band, lowest first (RATE_BAND_MULTIPLES.length + 1 bands). */
  bands: number[];
  approved: number;
  /** The median effective rate of its approved submissions, cents an hour (nearest rank). */
  medianCents: number | null;
}

/** The bands' bounds in cents an hour for `floorCents`. */
export function rateBandBounds(floorCents: number): number[] {
  return RATE_BAND_MULTIPLES.map((m) => Math.round(floorCents * m));
}

/** Each category's approved submissions by band, categories with none left out, in `order`. */
export function ratesByCategory(
  efforts: readonly EffortHistogram[],
  floorCents: number,
  order: readonly TaskCategory[],
): CategoryRates[] {
  const bounds = rateBandBounds(floorCents);
  const rates = new Map<TaskCategory, number[]>();
  for (const effort of efforts) {
    if (!effort.category) continue;
    const list = rates.get(effort.category) ?? [];
    for (const [m, count] of Object.entries(effort.minutes)) {
      const minutes = Number(m);
      if (!Number.isInteger(minutes) || minutes <= 0) continue;
      const rate = hourlyRateCents(effort.payout_amount_cents, minutes);
      for (let i = 0; i < count; i++) list.push(rate);
    }
    rates.set(effort.category, list);
  }
  return order.flatMap((category) => {
    const list = (rates.get(category) ?? []).sort((a, b) => a - b);
    if (list.length === 0) return [];
    const bands = Array.from({ length: bounds.length + 1 }, () => 0);
    for (const rate of list) bands[bounds.filter((bound) => rate >= bound).length]! += 1;
    return [{ category, bands, approved: list.length, medianCents: nearestRank(list, 50) }];
  });
}
