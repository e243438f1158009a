import type { TimestampLike } from '@groundtruth/domain/timestamp';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A Firestore timestamp as a `<time>`: readable text, machine-readable `dateTime`. */
export function DateTime({
  value,
  dateOnly = false,
}: {
  /** The stored timestamp. */
  value: TimestampLike;
  /** Show the day without the time of day. */
  dateOnly?: boolean;
}) {
  const date = new Date(value.toMillis());
  return (
    <time dateTime={date.toISOString()}>
      {(dateOnly ? dateFormat : dateTimeFormat).format(date)}
    </time>
  );
}
