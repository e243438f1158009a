/** path methods (bind), indexing, and the `path()` global. */
import { RMap, RPath, type Result, type Value, err } from '../values.js';
import { type Method, check, notFound } from './common.js';

const pathMethods: Record<string, Method<RPath>> = {
  /** Replaces `{name}` segments with the map's values: path('/users/{uid}').bind({'uid': 'u1'}). */
  bind: (p, a, n) => {
    const bad = check(n, a, 'map');
    if (bad) return bad;
    const m = a[0] as RMap;
    const out: string[] = [];
    for (const s of p.segments) {
      const w = /^\{(\w+)\}$/.exec(s);
      if (!w) {
        out.push(s);
        continue;
      }
      const v = m.entries.get(w[1] as string);
      if (v === undefined) return err(`No binding for {${w[1] as string}} in bind().`);
      out.push(...(v instanceof RPath ? v.segments : [String(v)]));
    }
    return new RPath(out);
  },
};

/** Calls a method on a path. */
export function callPath(p: RPath, name: string, args: Value[]): Result {
  const m = pathMethods[name];
  return m ? m(p, args, name) : notFound(name);
}

/** `path[i]`: the i-th segment as a string. */
export function pathIndex(p: RPath, i: Value): Result {
  if (typeof i === 'string') return err(`Path index must be an int, got '${i}'.`);
  if (typeof i !== 'bigint') return err('Path index must be an int.');
  if (i < 0n || i >= BigInt(p.segments.length)) return err(`Index out of range: ${i}.`);
  return p.segments[Number(i)] as string;
}

/** `path[i:j]`: a sub-path. */
export function pathRange(p: RPath, from: Value, toArg: Value | undefined): Result {
  const to = toArg === undefined ? BigInt(p.segments.length) : toArg;
  if (typeof from !== 'bigint' || typeof to !== 'bigint')
    return err('Path range bounds must be ints.');
  if (from < 0n || to > BigInt(p.segments.length) || from > to)
    return err(`Range out of bounds: [${from}:${to}].`);
  return new RPath(p.segments.slice(Number(from), Number(to)));
}

/** `path('a/b')` and request paths: segments split on '/'. */
export function pathFromString(s: string): RPath {
  return new RPath(s.split('/').filter((x) => x !== ''));
}
