/**
 * Firestore values in proto3 JSON form (the REST wire form) and production's ordering:
 * null < bool < NaN < numbers < timestamp < string < bytes < reference < geopoint < array < map.
 */
import type { ProtoValue } from '../rules/api.js';

export type Fields = Record<string, ProtoValue>;

/** Rank of a value's type in Firestore's cross-type order. */
export function typeOrder(v: ProtoValue): number {
  if ('nullValue' in v) return 0;
  if ('booleanValue' in v) return 1;
  if ('integerValue' in v) return 3;
  if ('doubleValue' in v) return isNaNValue(v) ? 2 : 3;
  if ('timestampValue' in v) return 4;
  if ('stringValue' in v) return 5;
  if ('bytesValue' in v) return 6;
  if ('referenceValue' in v) return 7;
  if ('geoPointValue' in v) return 8;
  if ('arrayValue' in v) return 9;
  if ('mapValue' in v) return 10;
  throw new TypeError(`Unknown value ${JSON.stringify(v)}`);
}

export function isNaNValue(v: ProtoValue): boolean {
  if (!('doubleValue' in v)) return false;
  const d = v.doubleValue;
  return d === 'NaN' || (typeof d === 'number' && Number.isNaN(d));
}

export function toNumber(v: ProtoValue): number {
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) {
    const d = v.doubleValue;
    if (typeof d === 'number') return d;
    return d === 'Infinity' ? Infinity : d === '-Infinity' ? -Infinity : NaN;
  }
  return NaN;
}

export function isNumber(v: ProtoValue): boolean {
  return 'integerValue' in v || 'doubleValue' in v;
}

function cmp<T>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares strings by code point, which is the order of their UTF-8 bytes (production's order). */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    // Surrogates (0xD800–0xDFFF) encode code points above 0xFFFF, which sort after all BMP chars.
    const sa = ca >= 0xd800 && ca <= 0xdfff;
    const sb = cb >= 0xd800 && cb <= 0xdfff;
    if (sa !== sb) return sa ? 1 : -1;
    return ca < cb ? -1 : 1;
  }
  return cmp(a.length, b.length);
}

function compareNumbers(a: ProtoValue, b: ProtoValue): number {
  if ('integerValue' in a && 'integerValue' in b)
    return cmp(BigInt(a.integerValue), BigInt(b.integerValue));
  const x = toNumber(a);
  const y = toNumber(b);
  if (x === y) {
    // An int64 beyond 2^53 may round to the same double: break the tie exactly.
    if ('integerValue' in a && Number.isFinite(y) && Math.abs(y) >= 2 ** 53)
      return cmp(BigInt(a.integerValue), BigInt(y));
    if ('integerValue' in b && Number.isFinite(x) && Math.abs(x) >= 2 ** 53)
      return cmp(BigInt(x), BigInt(b.integerValue));
    return 0;
  }
  return cmp(x, y);
}

/** A timestamp as [seconds, nanos] so that nanosecond precision survives. */
export function parseTimestamp(s: string): [number, number] {
  const m = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/i.exec(s);
  if (!m) throw new TypeError(`Invalid timestamp ${s}`);
  const base = Date.parse(`${m[1]}${m[3]!.toUpperCase()}`);
  if (Number.isNaN(base)) throw new TypeError(`Invalid timestamp ${s}`);
  const nanos = m[2] ? Number(m[2].padEnd(9, '0')) : 0;
  return [Math.floor(base / 1000), nanos];
}

export function formatTimestamp(seconds: number, nanos: number): string {
  const iso = new Date(seconds * 1000).toISOString().slice(0, 19);
  if (nanos === 0) return `${iso}Z`;
  let frac = String(nanos).padStart(9, '0');
  frac = frac.endsWith('000000')
    ? frac.slice(0, 3)
    : frac.endsWith('000')
      ? frac.slice(0, 6)
      : frac;
  return `${iso}.${frac}Z`;
}

function digit(s: string, i: number): number {
  const d = s.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -1;
}

function twoDigits(s: string, i: number): number {
  const a = digit(s, i);
  const b = digit(s, i + 1);
  return a < 0 || b < 0 ? -1 : a * 10 + b;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The nanoseconds of a timestamp in the form stored ones take — "YYYY-MM-DDTHH:MM:SS[.f…]Z" with
 * a real date and time, so that its first 19 characters order as its seconds do — else undefined.
 */
function plainUtcNanos(s: string): number | undefined {
  const n = s.length;
  if (n < 20 || s[n - 1] !== 'Z') return undefined;
  if (s[4] !== '-' || s[7] !== '-' || s[10] !== 'T' || s[13] !== ':' || s[16] !== ':')
    return undefined;
  const hi = twoDigits(s, 0);
  const lo = twoDigits(s, 2);
  if (hi < 0 || lo < 0) return undefined;
  const year = hi * 100 + lo;
  const month = twoDigits(s, 5);
  const day = twoDigits(s, 8);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (month < 1 || month > 12 || day < 1) return undefined;
  if (day > (month === 2 && leap ? 29 : DAYS[month - 1]!)) return undefined;
  const h = twoDigits(s, 11);
  const m = twoDigits(s, 14);
  const sec = twoDigits(s, 17);
  if (h < 0 || h > 23 || m < 0 || m > 59 || sec < 0 || sec > 59) return undefined;
  if (n === 20) return 0;
  if (s[19] !== '.' || n < 22 || n > 30) return undefined;
  let nanos = 0;
  for (let i = 20; i < n - 1; i++) {
    const d = digit(s, i);
    if (d < 0) return undefined;
    nanos = nanos * 10 + d;
  }
  return nanos * 10 ** (30 - n);
}

export function compareTimestamps(a: string, b: string): number {
  // Sorts compare stored timestamps millions of times: plain UTC ones need no date parsing.
  const na = plainUtcNanos(a);
  const nb = na === undefined ? undefined : plainUtcNanos(b);
  if (na !== undefined && nb !== undefined) {
    for (let i = 0; i < 19; i++) {
      const d = a.charCodeAt(i) - b.charCodeAt(i);
      if (d !== 0) return d < 0 ? -1 : 1;
    }
    return cmp(na, nb);
  }
  const [s1, n1] = parseTimestamp(a);
  const [s2, n2] = parseTimestamp(b);
  return s1 !== s2 ? cmp(s1, s2) : cmp(n1, n2);
}

/** Compares resource names segment by segment, as production orders __name__ and references. */
export function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  const sa = a.split('/');
  const sb = b.split('/');
  const n = Math.min(sa.length, sb.length);
  for (let i = 0; i < n; i++) {
    const c = compareStrings(sa[i]!, sb[i]!);
    if (c !== 0) return c;
  }
  return cmp(sa.length, sb.length);
}

export function compareValues(a: ProtoValue, b: ProtoValue): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return cmp(ta, tb);
  switch (ta) {
    case 0:
    case 2:
      return 0;
    case 1:
      return cmp(
        (a as { booleanValue: boolean }).booleanValue,
        (b as { booleanValue: boolean }).booleanValue,
      );
    case 3:
      return compareNumbers(a, b);
    case 4:
      return compareTimestamps(
        (a as { timestampValue: string }).timestampValue,
        (b as { timestampValue: string }).timestampValue,
      );
    case 5:
      return compareStrings(
        (a as { stringValue: string }).stringValue,
        (b as { stringValue: string }).stringValue,
      );
    case 6:
      return Buffer.compare(
        Buffer.from((a as { bytesValue: string }).bytesValue, 'base64'),
        Buffer.from((b as { bytesValue: string }).bytesValue, 'base64'),
      );
    case 7:
      return compareNames(
        (a as { referenceValue: string }).referenceValue,
        (b as { referenceValue: string }).referenceValue,
      );
    case 8: {
      const ga = (a as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue;
      const gb = (b as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue;
      return cmp(ga.latitude ?? 0, gb.latitude ?? 0) || cmp(ga.longitude ?? 0, gb.longitude ?? 0);
    }
    case 9: {
      const xa = (a as { arrayValue: { values?: ProtoValue[] } }).arrayValue.values ?? [];
      const xb = (b as { arrayValue: { values?: ProtoValue[] } }).arrayValue.values ?? [];
      for (let i = 0; i < Math.min(xa.length, xb.length); i++) {
        const c = compareValues(xa[i]!, xb[i]!);
        if (c !== 0) return c;
      }
      return cmp(xa.length, xb.length);
    }
    default: {
      const fa = (a as { mapValue: { fields?: Fields } }).mapValue.fields ?? {};
      const fb = (b as { mapValue: { fields?: Fields } }).mapValue.fields ?? {};
      const ka = Object.keys(fa).sort(compareStrings);
      const kb = Object.keys(fb).sort(compareStrings);
      for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
        const c = compareStrings(ka[i]!, kb[i]!) || compareValues(fa[ka[i]!]!, fb[kb[i]!]!);
        if (c !== 0) return c;
      }
      return cmp(ka.length, kb.length);
    }
  }
}

/** Equality as queries see it: 1 == 1.0, NaN == NaN only through isNaN filters. */
export function valuesEqual(a: ProtoValue, b: ProtoValue): boolean {
  if (isNaNValue(a) || isNaNValue(b)) return false;
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

/** Normalizes a client value: doubles that arrive as strings, integers as numbers, timestamps re-spelled. */
export function normalizeValue(v: ProtoValue): ProtoValue {
  if ('integerValue' in v)
    return { integerValue: BigInt.asIntN(64, BigInt(v.integerValue)).toString() };
  if ('doubleValue' in v) {
    const d = v.doubleValue as unknown;
    if (typeof d === 'string') {
      const n = Number(d);
      return {
        doubleValue: Number.isNaN(n)
          ? 'NaN'
          : n === Infinity
            ? 'Infinity'
            : n === -Infinity
              ? '-Infinity'
              : n,
      };
    }
    return { doubleValue: d as number };
  }
  if ('timestampValue' in v) {
    const [s, n] = parseTimestamp(v.timestampValue);
    return { timestampValue: formatTimestamp(s, Math.floor(n / 1000) * 1000) };
  }
  if ('arrayValue' in v)
    return { arrayValue: { values: (v.arrayValue?.values ?? []).map(normalizeValue) } };
  if ('mapValue' in v) return { mapValue: { fields: normalizeFields(v.mapValue?.fields ?? {}) } };
  if ('nullValue' in v) return { nullValue: null };
  if ('geoPointValue' in v)
    return {
      geoPointValue: {
        latitude: v.geoPointValue.latitude ?? 0,
        longitude: v.geoPointValue.longitude ?? 0,
      },
    };
  return v;
}

export function normalizeFields(fields: Fields): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(fields)) out[k] = normalizeValue(v);
  return out;
}

export function fieldsEqual(a: Fields, b: Fields): boolean {
  return (
    compareValues({ mapValue: { fields: a } }, { mapValue: { fields: b } }) === 0 &&
    JSON.stringify(a) === JSON.stringify(b)
  );
}
