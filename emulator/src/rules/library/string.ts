/** string methods: size, matches, lower, upper, trim, split, replace, toUtf8; indexing and ranges. */
import { RE2JS } from 're2js';
import { RBytes, RList, type Result, type Value, err } from '../values.js';
import { type Method, check, notFound } from './common.js';

/**
 * Regular expressions are RE2 (the reference: "A regular expression using Google RE2 syntax"),
 * run by re2js, a pure-JS port of RE2/J: RE2 syntax is accepted (`(?P<name>…)`, `\pL`,
 * `(?i)`, `[[:alpha:]]`, `\Q…\E`) and what RE2 refuses (backreferences, lookaround,
 * possessive quantifiers) is an invalid regular expression, as in production.
 */
const regexCache = new Map<string, RE2JS | null>();

/** Compiles an RE2 pattern, or null when RE2 refuses it. */
export function re2(pattern: string): RE2JS | null {
  if (regexCache.has(pattern)) return regexCache.get(pattern) ?? null;
  let re: RE2JS | null;
  try {
    re = RE2JS.compile(pattern);
  } catch {
    re = null;
  }
  if (regexCache.size > 500) regexCache.clear();
  regexCache.set(pattern, re);
  return re;
}

const invalid = (pattern: string) => err(`Invalid regular expression: ${pattern}`);

/** Splits like JavaScript's String.prototype.split with a regex: an empty match at the start of a piece is skipped. */
function splitRe2(s: string, re: RE2JS): string[] {
  const out: string[] = [];
  const m = re.matcher(s);
  let p = 0;
  let q = 0;
  while (q < s.length && m.find(q)) {
    const start = m.start();
    const end = m.end();
    if (start >= s.length) break;
    if (end === p) {
      // An empty match where the piece starts: step over one character (a whole surrogate pair).
      const cp = s.codePointAt(start) ?? 0;
      q = start + (cp > 0xffff ? 2 : 1);
      continue;
    }
    out.push(s.slice(p, start));
    p = end;
    q = end;
  }
  out.push(s.slice(p));
  return out;
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
    const re = re2(a[0] as string);
    return re ? re.matches(s) : invalid(a[0] as string);
  },
  split: (s, a, n) => {
    const bad = check(n, a, 'string');
    if (bad) return bad;
    const re = re2(a[0] as string);
    return re ? new RList(splitRe2(s, re)) : invalid(a[0] as string);
  },
  replace: (s, a, n) => {
    const bad = check(n, a, 'string', 'string');
    if (bad) return bad;
    const re = re2(a[0] as string);
    if (!re) return invalid(a[0] as string);
    const sub = a[1] as string;
    // The substitute is literal text: `$1` is not a group reference (see README).
    return re.matcher(s).replaceAll(() => sub);
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
export function stringRange(s: string, from: Value, toArg: Value | undefined): Result {
  const to = toArg === undefined ? BigInt(chars(s).length) : toArg;
  if (typeof from !== 'bigint' || typeof to !== 'bigint')
    return err('String range bounds must be ints.');
  const cs = chars(s);
  if (from < 0n || to > BigInt(cs.length) || from > to)
    return err(`Range out of bounds: [${from}:${to}].`);
  return cs.slice(Number(from), Number(to)).join('');
}
