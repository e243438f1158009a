/**
 * Fair pay: a task's expected effort (`estimated_minutes`), the hourly rate its payout makes of
 * it, the platform's floor (`min_hourly_rate_cents`) no task is published under, and the rate
 * approved work really made (the task's effort histogram, task-effort.ts). Plain numbers, no
 * schema, so every screen that shows a task can show its rate without zod.
 *
 * Money is integer cents throughout; a rate is cents per hour rounded down, so a rate shown as
 * $8.00/hour is never under an $8.00 floor.
 */
import { formatCents } from './money';
import { MIN_APPROVED_FOR_RATE } from './fair-pay-limits';
import { payWords, type PayWords } from './words/pay';

// The limits, in a module of their own so the callables' input schemas carry none of the rest.
export {
  DEFAULT_MIN_HOURLY_RATE_CENTS,
  MAX_ESTIMATED_MINUTES,
  MAX_MIN_HOURLY_RATE_CENTS,
  MIN_APPROVED_FOR_RATE,
} from './fair-pay-limits';

/** Cents per hour that `payoutCents` for `minutes` of work makes, rounded down. */
export function hourlyRateCents(payoutCents: number, minutes: number): number {
  if (!Number.isInteger(minutes) || minutes <= 0)
    throw new RangeError(`Minutes must be a positive whole number, got ${minutes}`);
  return Math.floor((payoutCents * 60) / minutes);
}

/** Whether `payoutCents` for `minutes` pays less than `floorCents` an hour (exact, no rounding). */
export function isUnderFloor(payoutCents: number, minutes: number, floorCents: number): boolean {
  return payoutCents * 60 < floorCents * minutes;
}

/** The least payout, in cents, that `minutes` of work needs to pay `floorCents` an hour. */
export function payoutAtFloor(minutes: number, floorCents: number): number {
  return Math.ceil((floorCents * minutes) / 60);
}

/** "about 25 min", "about 1 h", "about 1 h 30 min" (in `words`' language; English by default). */
export function aboutMinutes(minutes: number, words: PayWords = payWords): string {
  if (minutes < 60) return words.aboutMinutes(minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? words.aboutHours(hours) : words.aboutHoursMinutes(hours, rest);
}

/** "$30.00/hour" from 3000 cents an hour. */
export function formatHourlyRate(
  centsPerHour: number,
  words: PayWords = payWords,
  money: (cents: number) => string = formatCents,
): string {
  return words.perHour(money(centsPerHour));
}

/**
 * What a creator reads of a task's pay: "$12.50 · about 25 min · $30.00/hour"; the payout alone
 * for a task made before estimates ("$12.50"), which is shown without a rate.
 */
export function payLine(
  payoutCents: number,
  estimatedMinutes: number | null | undefined,
  words: PayWords = payWords,
  /** How amounts are written: English's by default, an e-mail's in its locale (Intl). */
  money: (cents: number) => string = formatCents,
): string {
  if (!estimatedMinutes) return money(payoutCents);
  return [
    money(payoutCents),
    aboutMinutes(estimatedMinutes, words),
    formatHourlyRate(hourlyRateCents(payoutCents, estimatedMinutes), words, money),
  ].join(' · ');
}

/** The `p`-th percentile (0–100) of sorted values by nearest rank: the ⌈p/100·n⌉-th smallest. */
export function nearestRank<T>(sorted: readonly T[], p: number): T | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

/** The figures of a task's approved work (task-effort.ts): minutes and effective rate. */
export interface EffortFigures {
  approved: number;
  p25_minutes: number | null;
  median_minutes: number | null;
  p75_minutes: number | null;
  /** The median of each approved submission's payout ÷ its minutes, cents an hour. */
  median_rate_cents: number | null;
}

/**
 * The figures of a histogram of approved work: `minutes` maps a whole number of minutes (as a
 * string key) to how many approved submissions took it, each paying `payoutCents`. Percentiles are
 * by nearest rank, so each is a time some submission really took.
 */
export function effortFigures(
  minutes: Readonly<Record<string, number>>,
  payoutCents: number,
): EffortFigures {
  const buckets = Object.entries(minutes)
    .map(([m, count]) => [Number(m), count] as const)
    .filter(([m, count]) => Number.isInteger(m) && m > 0 && count > 0)
    .sort(([a], [b]) => a - b);
  const approved = buckets.reduce((sum, [, count]) => sum + count, 0);
  /** The minutes of the k-th smallest (1-based) submission. */
  const kth = (k: number): number | null => {
    let seen = 0;
    for (const [m, count] of buckets) {
      seen += count;
      if (seen >= k) return m;
    }
    return null;
  };
  const rankOf = (p: number) => Math.max(1, Math.ceil((p / 100) * approved));
  if (approved === 0)
    return {
      approved,
      p25_minutes: null,
      median_minutes: null,
      p75_minutes: null,
      median_rate_cents: null,
    };
  // Rates fall as minutes grow: the k-th smallest rate is the (n−k+1)-th smallest time's.
  const medianRateMinutes = kth(approved - rankOf(50) + 1);
  return {
    approved,
    p25_minutes: kth(rankOf(25)),
    median_minutes: kth(rankOf(50)),
    p75_minutes: kth(rankOf(75)),
    median_rate_cents:
      medianRateMinutes === null ? null : hourlyRateCents(payoutCents, medianRateMinutes),
  };
}

/** Whether a task's measured rate is judged, and under `floorCents`: at MIN_APPROVED_FOR_RATE. */
export function measuredUnderFloor(figures: EffortFigures | null, floorCents: number): boolean {
  return (
    !!figures &&
    figures.approved >= MIN_APPROVED_FOR_RATE &&
    figures.median_rate_cents !== null &&
    figures.median_rate_cents < floorCents
  );
}

/**
 * The bonus that brings one approved submission paid `paidCents` up to `floorCents` an hour at
 * the task's median time; 0 when it already pays that.
 */
export function topUpCents(paidCents: number, medianMinutes: number, floorCents: number): number {
  return Math.max(0, payoutAtFloor(medianMinutes, floorCents) - paidCents);
}

/**
 * The minutes a submission took: from acceptance to submission, at least 1, capped at the task's
 * working time (when it has one), and for media at least the recorded duration the server
 * measured (the files' durations together).
 */
export function effortMinutes({
  acceptedAtMillis,
  submittedAtMillis,
  workingTimeHours,
  mediaSeconds,
}: {
  acceptedAtMillis: number;
  submittedAtMillis: number;
  workingTimeHours: number | null | undefined;
  mediaSeconds: number;
}): number {
  const elapsed = Math.max(1, Math.ceil((submittedAtMillis - acceptedAtMillis) / 60_000));
  const capped = workingTimeHours ? Math.min(elapsed, workingTimeHours * 60) : elapsed;
  return Math.max(capped, Math.ceil(mediaSeconds / 60));
}

/**
 * A creator's effective rate over their approved work: everything it paid ÷ all the minutes it
 * took, cents an hour; null without minutes.
 */
export function effectiveRateCents(work: readonly { cents: number; minutes: number }[]) {
  const minutes = work.reduce((sum, w) => sum + w.minutes, 0);
  const cents = work.reduce((sum, w) => sum + w.cents, 0);
  return minutes > 0 ? Math.floor((cents * 60) / minutes) : null;
}
