/** list methods: size, hasAll, hasAny, hasOnly, join, concat, removeAll, toSet; indexing and ranges. */
import { RList, RSet, type Result, type Value, err, valuesEqual } from '../values.js';
import { type Method, badArgs, check, notFound } from './common.js';

/** The items of a list or set argument, or null when it is neither. */
export function itemsOf(v: Value): Value[] | null {
  if (v instanceof RList && !v.partial) return v.items;
  if (v instanceof RSet) return v.items;
  return null;
}

/** Membership by rules equality (1 == 1.0). */
export const contains = (items: Value[], v: Value): boolean => items.some((x) => valuesEqual(x, v));

/** hasAll / hasAny / hasOnly, shared by lists and sets. */
export function collectionTest(name: string, items: Value[], args: Value[]): Result {
  const other = args.length === 1 ? itemsOf(args[0] as Value) : null;
  if (!other) return badArgs(name, args, 'list or set');
  if (name === 'hasAll') return other.every((o) => contains(items, o));
  if (name === 'hasAny') return other.some((o) => contains(items, o));
  return items.every((x) => contains(other, x));
}

const listMethods: Record<string, Method<RList>> = {
  size: (l, a, n) => check(n, a) ?? BigInt(l.items.length),
  hasAll: (l, a, n) => collectionTest(n, l.items, a),
  hasAny: (l, a, n) => collectionTest(n, l.items, a),
  hasOnly: (l, a, n) => collectionTest(n, l.items, a),
  join: (l, a, n) => {
    const bad = check(n, a, 'string');
    if (bad) return bad;
    if (!l.items.every((x) => typeof x === 'string'))
      return err('join() requires a list of strings.');
    return l.items.join(a[0] as string);
  },
  concat: (l, a, n) => {
    const bad = check(n, a, 'list');
    return bad ?? new RList([...l.items, ...(a[0] as RList).items]);
  },
  removeAll: (l, a, n) => {
    const bad = check(n, a, 'list');
    if (bad) return bad;
    const drop = (a[0] as RList).items;
    return new RList(l.items.filter((x) => !contains(drop, x)));
  },
  toSet: (l, a, n) => check(n, a) ?? RSet.from(l.items),
};

/** Calls a method on a list. */
export function callList(l: RList, name: string, args: Value[]): Result {
  if (l.partial) return err(`List contents are unknown in a list query; only 'in' can be proven.`);
  const m = listMethods[name];
  return m ? m(l, args, name) : notFound(name);
}

/** `list[i]`: out of range is an error. */
export function listIndex(l: RList, i: Value): Result {
  if (l.partial) return err('List contents are unknown in a list query.');
  if (typeof i !== 'bigint') return err('List index must be an int.');
  if (i < 0n || i >= BigInt(l.items.length)) return err(`Index out of range: ${i}.`);
  return l.items[Number(i)] as Value;
}

/** `list[i:j]`. */
export function listRange(l: RList, from: Value, toArg: Value | undefined): Result {
  if (l.partial) return err('List contents are unknown in a list query.');
  const to = toArg === undefined ? BigInt(l.items.length) : toArg;
  if (typeof from !== 'bigint' || typeof to !== 'bigint')
    return err('List range bounds must be ints.');
  if (from < 0n || to > BigInt(l.items.length) || from > to)
    return err(`Range out of bounds: [${from}:${to}].`);
  return new RList(l.items.slice(Number(from), Number(to)));
}
