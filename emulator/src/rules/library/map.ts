/** map methods: keys, values, size, get (with default, nested by list of keys), diff; MapDiff's key sets. */
import {
  RList,
  RMap,
  RMapDiff,
  RSet,
  type Result,
  type Value,
  err,
  valuesEqual,
} from '../values.js';
import { type Method, badArgs, check, notFound } from './common.js';

/** `map.key` / `map['key']`: missing keys are errors, as in production. */
export function mapGet(m: RMap, key: string): Result {
  const v = m.entries.get(key);
  if (v !== undefined) return v;
  if (m.partial !== undefined)
    return err(`Property ${key} is undefined on object.`, undefined, true);
  return err(`Property ${key} is undefined on object.`);
}

function unprovable(m: RMap, what: string): Result | null {
  return m.partial !== undefined
    ? err(`${what} of ${m.partial} is not provable from the query.`, undefined, true)
    : null;
}

const mapMethods: Record<string, Method<RMap>> = {
  keys: (m, a, n) => check(n, a) ?? unprovable(m, 'keys()') ?? new RList([...m.entries.keys()]),
  values: (m, a, n) =>
    check(n, a) ?? unprovable(m, 'values()') ?? new RList([...m.entries.values()]),
  size: (m, a, n) => check(n, a) ?? unprovable(m, 'size()') ?? BigInt(m.entries.size),
  get: (m, a, n) => {
    if (a.length !== 2) return badArgs(n, a, 'key, default');
    const key = a[0] as Value;
    const keys = key instanceof RList ? key.items : [key];
    let cur: Value = m;
    for (const k of keys) {
      if (typeof k !== 'string') return badArgs(n, a, 'string or list of strings, default');
      if (!(cur instanceof RMap)) return a[1] as Value;
      const v = cur.entries.get(k);
      if (v === undefined)
        return cur.partial !== undefined
          ? err(`${cur.partial}.${k} is not provable from the query.`, undefined, true)
          : (a[1] as Value);
      cur = v;
    }
    return cur;
  },
  diff: (m, a, n) => {
    const bad = check(n, a, 'map');
    if (bad) return bad;
    return (
      unprovable(m, 'diff()') ?? unprovable(a[0] as RMap, 'diff()') ?? new RMapDiff(m, a[0] as RMap)
    );
  },
};

/** Calls a method on a map. */
export function callMap(m: RMap, name: string, args: Value[]): Result {
  const fn = mapMethods[name];
  return fn ? fn(m, args, name) : notFound(name);
}

function keySet(
  d: RMapDiff,
  which: 'added' | 'removed' | 'changed' | 'unchanged' | 'affected',
): RSet {
  const out: Value[] = [];
  const { left, right } = d;
  for (const [k, v] of left.entries) {
    const r = right.entries.get(k);
    if (r === undefined) {
      if (which === 'added' || which === 'affected') out.push(k);
    } else {
      const same = valuesEqual(v, r);
      if (
        (same && which === 'unchanged') ||
        (!same && (which === 'changed' || which === 'affected'))
      )
        out.push(k);
    }
  }
  if (which === 'removed' || which === 'affected') {
    for (const k of right.entries.keys()) if (!left.entries.has(k)) out.push(k);
  }
  return new RSet(out);
}

const diffMethods: Record<string, Method<RMapDiff>> = {
  addedKeys: (d, a, n) => check(n, a) ?? keySet(d, 'added'),
  removedKeys: (d, a, n) => check(n, a) ?? keySet(d, 'removed'),
  changedKeys: (d, a, n) => check(n, a) ?? keySet(d, 'changed'),
  unchangedKeys: (d, a, n) => check(n, a) ?? keySet(d, 'unchanged'),
  affectedKeys: (d, a, n) => check(n, a) ?? keySet(d, 'affected'),
};

/** Calls a method on the result of map.diff(). */
export function callMapDiff(d: RMapDiff, name: string, args: Value[]): Result {
  const fn = diffMethods[name];
  return fn ? fn(d, args, name) : notFound(name);
}
