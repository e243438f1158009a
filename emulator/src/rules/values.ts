/**
 * The rules value model. Scalars are JS primitives (null, boolean, bigint for int, number for
 * float, string); the rest are small classes. Errors are values too: RError travels through
 * evaluation instead of being thrown, because `||`, `&&` and allows give them meaning.
 */
import type { Loc } from './ast.js';
import type { ProtoValue, StoredDocument } from './api.js';

export class RList {
  constructor(
    readonly items: Value[],
    /** A list known only to contain `items` (from an array-contains query): other reads are unprovable. */
    readonly partial = false,
  ) {}
}

export class RMap {
  constructor(
    readonly entries: Map<string, Value>,
    /** Set for a map that only knows some keys (a list query's resource.data): misses are unprovable. */
    readonly partial?: string,
  ) {}
  static of(obj: Record<string, Value>): RMap {
    return new RMap(new Map(Object.entries(obj)));
  }
}

export class RSet {
  constructor(readonly items: Value[]) {}
  static from(items: Value[]): RSet {
    const out: Value[] = [];
    for (const v of items) if (!out.some((o) => valuesEqual(o, v))) out.push(v);
    return new RSet(out);
  }
}

/** Nanoseconds since the Unix epoch. */
export class RTimestamp {
  constructor(readonly nanos: bigint) {}
}

export class RDuration {
  constructor(readonly nanos: bigint) {}
}

export class RLatLng {
  constructor(
    readonly lat: number,
    readonly lng: number,
  ) {}
}

export class RBytes {
  constructor(readonly data: Uint8Array) {}
}

export class RPath {
  constructor(readonly segments: string[]) {}
  toString(): string {
    return '/' + this.segments.join('/');
  }
}

export class RMapDiff {
  constructor(
    readonly left: RMap,
    readonly right: RMap,
  ) {}
}

export class RError {
  constructor(
    readonly message: string,
    public loc?: Loc,
    /** True when the error stands for "not provable from the query" rather than a real failure. */
    readonly unknown = false,
  ) {}
}

export type Value =
  | null
  | boolean
  | bigint
  | number
  | string
  | RList
  | RMap
  | RSet
  | RTimestamp
  | RDuration
  | RLatLng
  | RBytes
  | RPath
  | RMapDiff;
export type Result = Value | RError;

export const isError = (v: Result): v is RError => v instanceof RError;
export const err = (message: string, loc?: Loc, unknown = false): RError =>
  new RError(message, loc, unknown);

export const INT_MIN = -(2n ** 63n);
export const INT_MAX = 2n ** 63n - 1n;

/** Checks an int result against int64 range. */
export function intResult(v: bigint): Result {
  return v < INT_MIN || v > INT_MAX ? err('Integer overflow.') : v;
}

export function typeName(v: Value): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
    default:
      break;
  }
  if (v instanceof RList) return 'list';
  if (v instanceof RMap) return 'map';
  if (v instanceof RSet) return 'set';
  if (v instanceof RTimestamp) return 'timestamp';
  if (v instanceof RDuration) return 'duration';
  if (v instanceof RLatLng) return 'latlng';
  if (v instanceof RBytes) return 'bytes';
  if (v instanceof RPath) return 'path';
  return 'map_diff';
}

export function isNumber(v: Result): v is bigint | number {
  return typeof v === 'bigint' || typeof v === 'number';
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Rules equality: ints and floats compare numerically; lists, maps and sets compare deeply. */
export function valuesEqual(a: Value, b: Value): boolean {
  if (isNumber(a) && isNumber(b)) {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a === b;
    return Number(a) === Number(b);
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (a instanceof RList && b instanceof RList) {
    return (
      a.items.length === b.items.length &&
      a.items.every((x, i) => valuesEqual(x, b.items[i] as Value))
    );
  }
  if (a instanceof RMap && b instanceof RMap) {
    if (a.entries.size !== b.entries.size) return false;
    for (const [k, v] of a.entries) {
      if (!b.entries.has(k) || !valuesEqual(v, b.entries.get(k) as Value)) return false;
    }
    return true;
  }
  if (a instanceof RSet && b instanceof RSet) {
    return (
      a.items.length === b.items.length &&
      a.items.every((x) => b.items.some((y) => valuesEqual(x, y)))
    );
  }
  if (a instanceof RTimestamp && b instanceof RTimestamp) return a.nanos === b.nanos;
  if (a instanceof RDuration && b instanceof RDuration) return a.nanos === b.nanos;
  if (a instanceof RLatLng && b instanceof RLatLng) return a.lat === b.lat && a.lng === b.lng;
  if (a instanceof RBytes && b instanceof RBytes) return bytesEqual(a.data, b.data);
  if (a instanceof RPath && b instanceof RPath) {
    return (
      a.segments.length === b.segments.length && a.segments.every((s, i) => s === b.segments[i])
    );
  }
  return false;
}

/** Parses RFC 3339 (with up to nanosecond fractions) into a timestamp. */
export function parseTimestamp(text: string): RTimestamp | null {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i.exec(
    text,
  );
  if (!m) return null;
  const ms = Date.parse(`${m[1]}${m[3]}`);
  if (Number.isNaN(ms)) return null;
  const frac = BigInt((m[2] ?? '').padEnd(9, '0') || '0');
  return new RTimestamp(BigInt(ms) * 1_000_000n + frac);
}

export function timestampFromDate(d: Date): RTimestamp {
  return new RTimestamp(BigInt(d.getTime()) * 1_000_000n);
}

/** `projects/p/databases/(default)/documents/c/d` (or an already-rules `/databases/…`) → path. */
export function pathFromName(name: string): RPath {
  const segs = name.split('/').filter((s) => s !== '');
  const i = segs.indexOf('databases');
  return new RPath(i >= 0 ? segs.slice(i) : segs);
}

export function fromProto(p: ProtoValue): Value {
  if ('nullValue' in p) return null;
  if ('booleanValue' in p) return p.booleanValue;
  if ('integerValue' in p)
    return /^-?\d+$/.test(String(p.integerValue)) ? BigInt(p.integerValue) : null;
  if ('doubleValue' in p) return Number(p.doubleValue);
  if ('timestampValue' in p) return parseTimestamp(p.timestampValue) ?? null;
  if ('stringValue' in p) return p.stringValue;
  if ('bytesValue' in p) return new RBytes(Uint8Array.from(Buffer.from(p.bytesValue, 'base64')));
  if ('referenceValue' in p) return pathFromName(p.referenceValue);
  if ('geoPointValue' in p)
    return new RLatLng(p.geoPointValue.latitude ?? 0, p.geoPointValue.longitude ?? 0);
  if ('arrayValue' in p) return new RList((p.arrayValue.values ?? []).map(fromProto));
  if ('mapValue' in p) return fieldsToMap(p.mapValue.fields ?? {});
  return null;
}

export function fieldsToMap(fields: Record<string, ProtoValue>): RMap {
  const m = new Map<string, Value>();
  for (const [k, v] of Object.entries(fields)) m.set(k, fromProto(v));
  return new RMap(m);
}

/** JSON (token claims) → rules values: integral numbers are ints, others floats. */
export function fromJson(v: unknown): Value {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v) : v;
  if (typeof v === 'bigint') return v;
  if (Array.isArray(v)) return new RList(v.map(fromJson));
  if (v instanceof Date) return timestampFromDate(v);
  if (typeof v === 'object') {
    const m = new Map<string, Value>();
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) m.set(k, fromJson(x));
    return new RMap(m);
  }
  return null;
}

/** A document as rules see it: `{data, id, __name__}`. */
export function documentToResource(doc: StoredDocument): RMap {
  const path = pathFromName(doc.name);
  return RMap.of({
    data: fieldsToMap(doc.fields ?? {}),
    id: path.segments[path.segments.length - 1] ?? '',
    __name__: path,
  });
}
