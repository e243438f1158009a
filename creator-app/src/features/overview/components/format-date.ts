import type { TimestampLike } from '@groundtruth/domain/timestamp';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Mar 3, 2026" from a Firestore timestamp. */
export function formatDate(timestamp: TimestampLike): string {
  return dateFormat.format(timestamp.toMillis());
}
