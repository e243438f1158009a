/** string methods: size, matches, lower, upper, trim, split, replace, toUtf8; indexing and ranges. */
import { RBytes, RList, type Result, type Value, err } from '../values.js';
import { type Method, check, notFound } from './common.js';

const regexCache = new Map<string, RegExp | null>();

/** Translates an RE2 pattern to a JS RegExp (leading inline flags become RegExp flags). */
export function re2(pattern: string, anchored: boolean): RegExp | null {
  const key = `${anchored ? 'A' : 'G'}${pattern}`;
  if (regexCache.has(key)) return regexCache.get(key) ?? null;
  let flags = anchored ? '' : 'g';
  let body = pattern;
  const inline = /^\(\?([imsU]+)\)/.exec(body);
  if (inline) {
    body = body.slice(inline[0].length);
    for (const f of inline[1] as string) if ('ims'.includes(f)) flags += f;
  }
  // RE2 character classes that JS lacks.
  body = body
    .replace(/\\z/g, '$')
    .replace(/\\A/g, '^')
    .replace(/\[\[:alpha:\]\]/g, '[A-Za-z]')
    .replace(/\[\[:digit:\]\]/g, '[0-9]')
    .replace(/\[\[:alnum:\]\]/g, '[A-Za-z0-9]');
  let re: RegExp | null;
  try {
    re = new RegExp(anchored ? `^(?:${body})$` : body, flags);
  } catch {
    re = null;
  }
  if (regexCache.size > 500) regexCache.clear();
  regexCache.set(key, re);
  return re;
}

function chars(s: string): string[] {
  return Array.from(s);
}

/** The string methods, by name. */
export const stringMethods: Record<string, Method<string>> = {
  size: (s, a, n) => check(n, a) ?? BigInt(chars(s).length),
  lower: (s, a, n) => check(n, a) ?? s.toLowerCase(),
  upper: (s, a, n) => check(n, a) ?? s.toUpperCase(),
  trim: (s, a, n) => check(n, a) ?? s.replace(/^[\s]+|[\s]+$/g, ''),
  toUtf8: (s, a, n) => check(n, a) ?? new RBytes(new TextEncoder().encode(s)),
  matches: (s, a, n) => {
    const bad = check(n, a, 'string');
    if (bad) return bad;
    const re = re2(a[0] as string, true);
    return re ? re.test(s) : err(`Invalid regular expression: ${a[0] as string}`);
  },
  split: (s, a, n) => {
    const bad = check(n, a, 'string');
    if (bad) return bad;
    const re = re2(a[0] as string, false);
    if (!re) return err(`Invalid regular expression: ${a[0] as string}`);
    return new RList(s.split(re));
  },
  replace: (s, a, n) => {
    const bad = check(n, a, 'string', 'string');
    if (bad) return bad;
    const re = re2(a[0] as string, false);
    if (!re) return err(`Invalid regular expression: ${a[0] as string}`);
    const sub = a[1] as string;
    return s.replace(re, () => sub);
  },
};

/** Calls a method on a string. */
export function callString(s: string, name: string, args: Value[]): Result {
  const m = stringMethods[name];
  return m ? m(s, args, name) : notFound(name);
}

/** `s[i]`: one character (code point). */
export function stringIndex(s: string, i: Value): Result {
  if (typeof i !== 'bigint') return err('String index must be an int.');
  const cs = chars(s);
  if (i < 0n || i >= BigInt(cs.length)) return err(`Index out of range: ${i}.`);
  return cs[Number(i)] as string;
}

/** `s[i:j]`: a substring by code points. */
export function stringRange(s: string, from: Value, to: Value): Result {
  if (typeof from !== 'bigint' || typeof to !== 'bigint')
    return err('String range bounds must be ints.');
  const cs = chars(s);
  if (from < 0n || to > BigInt(cs.length) || from > to)
    return err(`Range out of bounds: [${from}:${to}].`);
  return cs.slice(Number(from), Number(to)).join('');
}
