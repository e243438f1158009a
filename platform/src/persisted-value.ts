/**
 * What query-persistence.ts writes to localStorage, and reads back: query data made to survive
 * JSON. Firestore Timestamps come back as timestamp-like objects (what every screen calls on
 * them: toMillis, toDate, seconds), Dates as Dates; any other class instance (a DocumentSnapshot
 * cursor in `Page.next`) becomes null, so a restored list shows no "Load more" until its refetch
 * brings a real cursor. Payment account ids are stored masked: the full id only ever comes from
 * Firestore, never from the browser's storage.
 */
import type { TimestampLike } from '@groundtruth/domain/timestamp';
import { maskAccountId } from '@groundtruth/domain/account-mask';
import type { PayoutProvider } from '@groundtruth/domain/constants';

/** The key that marks a stored special value; no Firestore field of the product starts with $. */
const TAG = '$gt';

/** A Firestore Timestamp rebuilt from storage: the calls the screens make, nothing more. */
export interface RestoredTimestamp extends TimestampLike {
  toDate(): Date;
  isEqual(other: TimestampLike): boolean;
  valueOf(): string;
}

// Firestore's Timestamp.valueOf: a string that sorts as the instants do, so `<` still works.
const MIN_SECONDS = -62135596800;

function restoredTimestamp(seconds: number, nanoseconds: number): RestoredTimestamp {
  return {
    seconds,
    nanoseconds,
    toMillis: () => seconds * 1000 + nanoseconds / 1e6,
    toDate: () => new Date(seconds * 1000 + nanoseconds / 1e6),
    isEqual: (other) => other.seconds === seconds && other.nanoseconds === nanoseconds,
    valueOf: () =>
      `${String(seconds - MIN_SECONDS).padStart(12, '0')}.${String(nanoseconds).padStart(9, '0')}`,
  };
}

function isTimestamp(value: object): value is TimestampLike {
  const t = value as TimestampLike;
  return (
    typeof t.seconds === 'number' &&
    typeof t.nanoseconds === 'number' &&
    typeof t.toMillis === 'function'
  );
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function masked(record: Record<string, unknown>, key: string, value: unknown): unknown {
  if (key !== 'provider_account_id' || typeof value !== 'string') return value;
  const provider = record.provider;
  return provider === 'paypal' || provider === 'stripe_connect'
    ? maskAccountId(provider as PayoutProvider, value)
    : '…';
}

/** `value` as plain JSON data (see the file's comment for what changes on the way). */
export function toStorable(value: unknown): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'bigint' ? null : value;
  }
  if (Array.isArray(value)) return value.map(toStorable);
  if (isTimestamp(value)) return { [TAG]: 'ts', s: value.seconds, n: value.nanoseconds };
  if (value instanceof Date) return { [TAG]: 'date', ms: value.getTime() };
  if (!isPlainObject(value)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = toStorable(masked(value, key, field));
  }
  return out;
}

/** What `toStorable` made, as the screens read it. */
export function fromStorable(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(fromStorable);
  const record = value as Record<string, unknown>;
  if (record[TAG] === 'ts') return restoredTimestamp(Number(record.s), Number(record.n));
  if (record[TAG] === 'date') return new Date(Number(record.ms));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) out[key] = fromStorable(field);
  return out;
}
