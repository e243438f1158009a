import type { TimestampLike } from '@groundtruth/domain/timestamp';

// Made on first use, when the panel first shows a time: the page's first Intl formatter loads
// ICU's locale data (a long task), which the page's start should not pay for a panel
// that may stay closed. The screens write their dates without Intl (@groundtruth/domain/dates).
let relative: Intl.RelativeTimeFormat | undefined;
let full: Intl.DateTimeFormat | undefined;

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long before `now` `ms` was. */
export function formatRelative(ms: number, now: number): string {
  const seconds = Math.round((ms - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  relative ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'minute')
      return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** A timestamp as how long before `now` it was, with the exact date and time in `title` and `dateTime`. */
export function RelativeTime({
  value,
  now,
}: {
  /** The stored timestamp. */
  value: TimestampLike;
  /** The moment it is told from, in milliseconds. */
  now: number;
}) {
  const date = new Date(value.toMillis());
  full ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <time dateTime={date.toISOString()} title={full.format(date)}>
      {formatRelative(date.getTime(), now)}
    </time>
  );
}
