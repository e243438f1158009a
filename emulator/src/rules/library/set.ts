/** set methods: size, hasAll, hasAny, hasOnly, difference, intersection, union. */
import { RSet, type Result, type Value } from '../values.js';
import { collectionTest, contains, itemsOf } from './list.js';
import { type Method, badArgs, check, notFound } from './common.js';

function combine(op: 'difference' | 'intersection' | 'union'): Method<RSet> {
  return (s, a, n) => {
    const other = a.length === 1 && a[0] instanceof RSet ? (itemsOf(a[0]) as Value[]) : null;
    if (!other) return badArgs(n, a, 'set');
    if (op === 'union') return RSet.from([...s.items, ...other]);
    if (op === 'intersection') return new RSet(s.items.filter((x) => contains(other, x)));
    return new RSet(s.items.filter((x) => !contains(other, x)));
  };
}

const setMethods: Record<string, Method<RSet>> = {
  size: (s, a, n) => check(n, a) ?? BigInt(s.items.length),
  hasAll: (s, a, n) => collectionTest(n, s.items, a),
  hasAny: (s, a, n) => collectionTest(n, s.items, a),
  hasOnly: (s, a, n) => collectionTest(n, s.items, a),
  difference: combine('difference'),
  intersection: combine('intersection'),
  union: combine('union'),
};

/** Calls a method on a set. */
export function callSet(s: RSet, name: string, args: Value[]): Result {
  const m = setMethods[name];
  return m ? m(s, args, name) : notFound(name);
}
