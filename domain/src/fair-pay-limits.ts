/** Fair pay's limits (fair-pay.ts): the floor's default and range, and the estimate's. */

/** The floor until an admin changes it: $8.00 an hour. */
export const DEFAULT_MIN_HOURLY_RATE_CENTS = 800;
/** Highest floor the settings accept: $1,000.00 an hour. */
export const MAX_MIN_HOURLY_RATE_CENTS = 100_000;
/** Longest expected effort a task may state: a week of minutes. */
export const MAX_ESTIMATED_MINUTES = 10_080;
/** Approved submissions a task needs before its measured rate is judged against the floor. */
export const MIN_APPROVED_FOR_RATE = 5;
