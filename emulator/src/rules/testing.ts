/** Helpers for the engine's own tests: evaluate a lone expression and print values canonically. */
import type { FirestoreAccess, ProtoValue, StoredDocument } from './api.js';
import { type EvalContext, evaluate } from './evaluate.js';
import { Lexer } from './lexer.js';
import { Lookups } from './lookups.js';
import { ExprParser } from './parse-expr.js';
import {
  RBytes,
  RDuration,
  RError,
  RLatLng,
  RList,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  type Result,
  type Value,
} from './values.js';

class Standalone extends ExprParser {
  whole() {
    const e = this.expr();
    const tok = this.lx.peek();
    if (tok.type !== 'eof')
      throw this.lx.error(tok.start, `expected end of expression but found '${tok.text}'`);
    return e;
  }
}

export interface ExprEnv {
  globals?: Record<string, Value>;
  vars?: Record<string, Result>;
  docs?: Record<string, Record<string, unknown>>;
  service?: EvalContext['service'];
}

/** A FirestoreAccess over plain path → fields (proto JSON) records. */
export function memoryAccess(
  docs: Record<string, Record<string, unknown>>,
  after: Record<string, Record<string, unknown> | null> = {},
): FirestoreAccess & { calls: string[] } {
  const calls: string[] = [];
  const doc = (
    path: string,
    fields: Record<string, unknown> | null | undefined,
  ): StoredDocument | null =>
    fields ? { name: `projects/demo${path}`, fields: fields as StoredDocument['fields'] } : null;
  return {
    calls,
    get: (p) => (calls.push(`get ${p}`), doc(p, docs[p])),
    getAfter: (p) => (calls.push(`getAfter ${p}`), doc(p, p in after ? after[p] : docs[p])),
  };
}

export function evalExpr(src: string, env: ExprEnv = {}): Result {
  const expr = new Standalone(new Lexer(src)).whole();
  const ctx: EvalContext = {
    service: env.service ?? 'cloud.firestore',
    globals: new Map(Object.entries(env.globals ?? {})),
    vars: new Map(Object.entries(env.vars ?? {})),
    functions: new Map(),
    lookups: new Lookups(memoryAccess(env.docs ?? {}), { used: 0, limit: 10 }),
    depth: 0,
    steps: { count: 0 },
  };
  return evaluate(expr, null, ctx);
}

function float(x: number): string {
  return Number.isInteger(x) ? x.toFixed(1) : String(x);
}

/** Canonical text of a value: 3, 3.0, 'a', [1, 2], {'a': 1}, set(…), error: … */
export function show(v: Result): string {
  if (v instanceof RError) return `error: ${v.message}`;
  if (v === null) return 'null';
  if (typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (typeof v === 'number') return float(v);
  if (typeof v === 'string') return `'${v}'`;
  if (v instanceof RList) return `[${v.items.map(show).join(', ')}]`;
  if (v instanceof RMap)
    return `{${[...v.entries].map(([k, x]) => `'${k}': ${show(x)}`).join(', ')}}`;
  if (v instanceof RSet) return `set(${v.items.map(show).join(', ')})`;
  if (v instanceof RTimestamp) {
    const ms = v.nanos / 1_000_000n;
    const iso = new Date(Number(ms)).toISOString().slice(0, 19);
    const frac = ((v.nanos % 1_000_000_000n) + 1_000_000_000n) % 1_000_000_000n;
    return `timestamp(${iso}.${frac.toString().padStart(9, '0')}Z)`;
  }
  if (v instanceof RDuration) return `duration(${v.nanos}ns)`;
  if (v instanceof RLatLng) return `latlng(${float(v.lat)}, ${float(v.lng)})`;
  if (v instanceof RBytes) return `bytes(${Buffer.from(v.data).toString('hex').toUpperCase()})`;
  if (v instanceof RPath) return `path(${v.toString()})`;
  if (v instanceof RMapDiff) return 'map_diff';
  return String(v);
}

/** Expected texts: 'error' matches any error; 'error: …' must match the message's start. */
export function matchesExpected(actual: string, expected: string): boolean {
  if (expected === 'error') return actual.startsWith('error: ');
  if (expected.startsWith('error: ')) return actual.startsWith(expected);
  return actual === expected;
}

/** Plain JS → proto3 JSON: integers → integerValue, other numbers → doubleValue, Date → timestampValue. */
export function toProto(v: unknown): ProtoValue {
  if (v === null || v === undefined) return { nullValue: null };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'number')
    return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(toProto) } };
  const obj = v as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length === 1 && keys[0]?.endsWith('Value')) return obj as ProtoValue;
  return { mapValue: { fields: toFields(obj) } };
}

export function toFields(obj: Record<string, unknown>): Record<string, ProtoValue> {
  return Object.fromEntries(Object.entries(obj).map(([k, x]) => [k, toProto(x)]));
}

/** A stored document at a rules path (/databases/(default)/documents/…). */
export function storedDoc(path: string, data: Record<string, unknown>): StoredDocument {
  return { name: `projects/demo${path}`, fields: toFields(data) };
}
