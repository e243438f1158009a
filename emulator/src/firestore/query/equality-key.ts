/**
 * A string per value such that two values get the same key exactly when the query engine counts
 * them equal (valuesEqual: compareValues = 0 within one type), so that an EQUAL filter can be
 * answered from a map. Undefined for values whose equality a key cannot express (see below).
 */
import type { ProtoValue } from '../../rules/api.js';
import { isNaNValue, parseTimestamp, toNumber } from '../values.js';

/** Thrown inside keyOf when a nested value has no faithful key. */
class NoKey extends Error {}

/** Numbers: an integral double equals the int64 with the same exact value (compareNumbers). */
function numberKey(v: ProtoValue): string {
  if ('integerValue' in v) return `i${BigInt(v.integerValue).toString()}`;
  const d = toNumber(v);
  if (Number.isNaN(d)) return 'N'; // only nested: compareValues ranks NaN alone and equal to NaN
  if (Number.isInteger(d)) return `i${BigInt(d).toString()}`; // -0 → "0"
  return `d${String(d)}`; // round-trip spelling: one string per double (±Infinity included)
}

function geoNumber(n: unknown): string {
  // compareValues compares coordinates with < and >: NaN would equal everything.
  if (typeof n !== 'number' || Number.isNaN(n)) throw new NoKey();
  return String(n === 0 ? 0 : n);
}

function key(v: ProtoValue): string {
  if ('nullValue' in v) return 'n';
  if ('booleanValue' in v) return v.booleanValue ? 'b1' : 'b0';
  if ('integerValue' in v || 'doubleValue' in v) return numberKey(v);
  if ('timestampValue' in v) {
    const [s, n] = parseTimestamp(v.timestampValue);
    return `t${s}.${n}`;
  }
  if ('stringValue' in v) return `s${v.stringValue}`;
  if ('bytesValue' in v) return `y${Buffer.from(v.bytesValue, 'base64').toString('base64')}`;
  if ('referenceValue' in v) return `r${v.referenceValue}`;
  if ('geoPointValue' in v)
    return `g${geoNumber(v.geoPointValue.latitude ?? 0)},${geoNumber(v.geoPointValue.longitude ?? 0)}`;
  if ('arrayValue' in v) return `a${JSON.stringify((v.arrayValue.values ?? []).map(key))}`;
  if ('mapValue' in v) {
    const fields = v.mapValue.fields ?? {};
    const names = Object.keys(fields).sort();
    return `m${JSON.stringify(names.map((k) => [k, key(fields[k]!)]))}`;
  }
  throw new NoKey();
}

/**
 * The equality key of a value; undefined when it has none: a top-level NaN (equal to nothing, so
 * never a match) or a value the key cannot express faithfully (NaN coordinates, malformed values).
 */
export function keyOf(v: ProtoValue): string | undefined {
  if (isNaNValue(v)) return undefined;
  try {
    return key(v);
  } catch {
    return undefined;
  }
}
