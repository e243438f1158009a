/**
 * Firestore timestamps across a callable's JSON: a document a callable returns carries each
 * timestamp as `{ __timestamp_ms }`, which the client turns back into its SDK's Timestamp, so the
 * document parses with the same schema as one read from Firestore. SDK-free: each side passes
 * its own maker.
 */
import type { TimestampLike } from './timestamp';

/** A timestamp as a callable sends it. */
export interface WireTimestamp {
  __timestamp_ms: number;
}

const isTimestamp = (value: object): value is TimestampLike =>
  typeof (value as TimestampLike).toMillis === 'function' &&
  typeof (value as TimestampLike).seconds === 'number';

const isWireTimestamp = (value: object): value is WireTimestamp =>
  typeof (value as WireTimestamp).__timestamp_ms === 'number' && Object.keys(value).length === 1;

/** `value` with every timestamp in it made JSON: `{ __timestamp_ms }`. */
export function timestampsToWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(timestampsToWire);
  if (typeof value !== 'object' || value === null) return value;
  if (isTimestamp(value)) return { __timestamp_ms: value.toMillis() } satisfies WireTimestamp;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, timestampsToWire(v)]));
}

/** `value` with every `{ __timestamp_ms }` in it made a timestamp by `make`. */
export function timestampsFromWire(value: unknown, make: (millis: number) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => timestampsFromWire(v, make));
  if (typeof value !== 'object' || value === null) return value;
  if (isWireTimestamp(value)) return make(value.__timestamp_ms);
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, timestampsFromWire(v, make)]),
  );
}
