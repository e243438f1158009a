import { z } from './zod';

/**
 * A Firestore Timestamp from either SDK (web or admin): both have seconds, nanoseconds and
 * toMillis(). Domain code never imports an SDK, so it checks the shape.
 */
export interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toMillis(): number;
}

export const timestampSchema = z.custom<TimestampLike>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TimestampLike).toMillis === 'function' &&
    typeof (value as TimestampLike).seconds === 'number',
  { message: 'Expected a Firestore timestamp' },
);
