/**
 * "Rules are not filters": a list query is allowed only if the rules hold for every document
 * the query could return, judged from the query itself, never from today's data.
 *
 * How: the query's `where` is rewritten as a disjunction of branches (OR splits branches,
 * AND merges them). In each branch a field may be fixed to a finite set of candidate values.
 * The rules are then evaluated once per combination of candidate values, with
 * `resource.data` bound to a partial map that holds only the fixed fields. Reading anything
 * else from it (another field, keys(), size(), diff(), whole-map equality, resource.id…) is an
 * "unknown" error, which denies unless the other side of an `||`/`&&` decides. The query is
 * allowed only if, for every combination of every branch, some allow statement grants.
 *
 * What it can prove:
 * - `where f == v` fixes resource.data.f to v (nested fields `a.b` too);
 * - `where f in [v1, v2]` fixes f to each vi in turn (every value must satisfy the rules);
 * - `where f is null` / `is NaN` fix f to null / NaN;
 * - `where f array-contains v` proves `v in resource.data.f` (and nothing else about f);
 *   `array-contains-any [v1, v2]` proves it per branch, one vi each;
 * - AND combines constraints (two equalities on one field intersect); OR must hold for each branch;
 * - request.query.limit / offset / orderBy, request.auth and everything not about the
 *   documents are evaluated normally.
 *
 * What it cannot prove (the query is denied):
 * - range filters (<, <=, >, >=), !=, not-in and is-not-null on the fields the rules read
 *   (e.g. a rule `resource.data.price < 100` with `where price < 50`);
 * - the document id (`{docId}` wildcard, resource.id, resource.__name__, `__name__` filters);
 * - get()/exists() whose path depends on the unknown id or on unfixed fields;
 * - whole-map reads of resource.data (keys(), size(), diff(), `in` of an unfixed key);
 * - more than MAX_COMBINATIONS combinations of candidate values (denied as too complex).
 */
import type { ProtoValue } from './api.js';
import { RList, RMap, type Value, fromProto, typeName, valuesEqual } from './values.js';

/** Above this many combinations of candidate values, a query is denied as too complex to prove. */
export const MAX_COMBINATIONS = 256;

type Constraint = { kind: 'values'; values: Value[] } | { kind: 'contains'; values: Value[] };
type Branch = Map<string, Constraint>;

interface FilterJson {
  fieldFilter?: { field?: { fieldPath?: string }; op?: string; value?: ProtoValue };
  unaryFilter?: { field?: { fieldPath?: string }; op?: string };
  compositeFilter?: { op?: string; filters?: FilterJson[] };
}

/** Splits a field path into segments: a.b, `a.b`.c */
export function splitFieldPath(path: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i] as string;
    if (c === '`') quoted = !quoted;
    else if (c === '\\' && quoted) cur += path[++i] ?? '';
    else if (c === '.' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

function merge(a: Branch, b: Branch): Branch | null {
  const out = new Map(a);
  for (const [field, c] of b) {
    const prev = out.get(field);
    if (!prev) {
      out.set(field, c);
    } else if (prev.kind === 'values' && c.kind === 'values') {
      const both = prev.values.filter((v) => c.values.some((w) => valuesEqual(v, w)));
      if (both.length === 0) return null;
      out.set(field, { kind: 'values', values: both });
    } else if (prev.kind === 'contains' && c.kind === 'contains') {
      out.set(field, { kind: 'contains', values: [...prev.values, ...c.values] });
    } else {
      const values = prev.kind === 'values' ? prev : c;
      out.set(field, values);
    }
  }
  return out;
}

/** The where clause as a disjunction of branches. */
export function branches(where: unknown): Branch[] {
  const f = (where ?? null) as FilterJson | null;
  if (!f || typeof f !== 'object') return [new Map()];
  if (f.compositeFilter) {
    const parts = (f.compositeFilter.filters ?? []).map(branches);
    if (f.compositeFilter.op === 'OR') return parts.flat();
    let acc: Branch[] = [new Map()];
    for (const p of parts) {
      const next: Branch[] = [];
      for (const a of acc)
        for (const b of p) {
          const m = merge(a, b);
          if (m) next.push(m);
        }
      acc = next;
      if (acc.length > MAX_COMBINATIONS) break;
    }
    return acc;
  }
  const field = f.fieldFilter?.field?.fieldPath ?? f.unaryFilter?.field?.fieldPath;
  if (!field || field === '__name__') return [new Map()];
  if (f.unaryFilter) {
    if (f.unaryFilter.op === 'IS_NULL')
      return [new Map([[field, { kind: 'values', values: [null] }]])];
    if (f.unaryFilter.op === 'IS_NAN')
      return [new Map([[field, { kind: 'values', values: [NaN] }]])];
    return [new Map()];
  }
  const op = f.fieldFilter?.op;
  const value = f.fieldFilter?.value ? fromProto(f.fieldFilter.value) : null;
  const list = value instanceof RList ? value.items : [];
  switch (op) {
    case 'EQUAL':
      return [new Map([[field, { kind: 'values', values: [value] }]])];
    case 'IN':
      return [new Map([[field, { kind: 'values', values: list }]])];
    case 'ARRAY_CONTAINS':
      return [new Map([[field, { kind: 'contains', values: [value] }]])];
    case 'ARRAY_CONTAINS_ANY':
      return list.map((v) => new Map([[field, { kind: 'contains', values: [v] } as Constraint]]));
    default:
      return [new Map()];
  }
}

/** One combination: field path → the value (or partial list) resource.data holds there. */
export type Assignment = Map<string, Value>;

/** Every combination of candidate values of every branch, or null when there are too many. */
export function assignments(where: unknown): Assignment[] | null {
  const out: Assignment[] = [];
  for (const b of branches(where)) {
    let acc: Assignment[] = [new Map()];
    for (const [field, c] of b) {
      if (c.kind === 'contains') {
        for (const a of acc) a.set(field, new RList(c.values, true));
        continue;
      }
      const next: Assignment[] = [];
      for (const a of acc) for (const v of c.values) next.push(new Map(a).set(field, v));
      acc = next;
      if (acc.length > MAX_COMBINATIONS) return null;
    }
    out.push(...acc);
    if (out.length > MAX_COMBINATIONS) return null;
  }
  return out;
}

/** resource.data for one combination: a partial map (nested for dotted field paths). */
export function partialData(a: Assignment): RMap {
  const root = new RMap(new Map(), 'resource.data');
  for (const [field, v] of a) {
    const segs = splitFieldPath(field);
    let cur = root;
    let label = 'resource.data';
    segs.forEach((s, i) => {
      label += `.${s}`;
      if (i === segs.length - 1) {
        cur.entries.set(s, v);
        return;
      }
      let child = cur.entries.get(s);
      if (!(child instanceof RMap)) {
        child = new RMap(new Map(), label);
        cur.entries.set(s, child);
      }
      cur = child;
    });
  }
  return root;
}

/** `resource` for one combination of a list query. */
export function listResource(a: Assignment): RMap {
  return new RMap(new Map([['data', partialData(a)]]), 'resource');
}

function literal(v: Value): string {
  if (typeof v === 'string') return `'${v}'`;
  if (v === null || typeof v === 'boolean' || typeof v === 'bigint' || typeof v === 'number')
    return String(v);
  if (v instanceof RList)
    return v.partial
      ? `[…${v.items.map(literal).join(', ')}…]`
      : `[${v.items.map(literal).join(', ')}]`;
  return typeName(v);
}

/** `status == 'closed', members contains 'u1'`: one combination, for explanations. */
export function describeAssignment(a: Assignment): string {
  return [...a]
    .map(([f, v]) =>
      v instanceof RList && v.partial
        ? `${f} containing ${v.items.map(literal).join(', ')}`
        : `${f} == ${literal(v)}`,
    )
    .join(', ');
}
