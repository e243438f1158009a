import { formatDateTime, formatRelative } from '@groundtruth/domain/dates';
import type { TimestampLike } from '@groundtruth/domain/timestamp';

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
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)}>
      {formatRelative(date.getTime(), now)}
    </time>
  );
}
