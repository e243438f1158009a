/** StructuredQuery and aggregation evaluation with production's filter, order and cursor semantics. */
import type { ProtoValue, StoredDocument } from '../../rules/api.js';
import { ApiError } from '../errors.js';
import { getField, parseFieldPath, parseName } from '../paths.js';
import { candidates, planned, type PlanSource } from './query-plan.js';
import type { ProjectStore } from '../persistence/store.js';
import {
  compareNames,
  compareValues,
  isNaNValue,
  isNumber,
  toNumber,
  typeOrder,
  valuesEqual,
} from '../values.js';

interface FieldReference {
  fieldPath: string;
}

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  limit?: number | { value?: number };
  findNearest?: unknown;
}

export interface Filter {
  compositeFilter?: { op: string; filters?: Filter[] };
  fieldFilter?: { field: FieldReference; op: string; value: ProtoValue };
  unaryFilter?: { op: string; field: FieldReference };
}

export interface Order {
  field: FieldReference;
  direction?: string;
}

export interface Cursor {
  values?: ProtoValue[];
  before?: boolean;
}

export interface Aggregation {
  alias?: string;
  count?: { upTo?: number | string | { value?: number | string } };
  sum?: { field: FieldReference };
  avg?: { field: FieldReference };
}

const INEQUALITY = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);

type Getter = (doc: StoredDocument) => ProtoValue | undefined;

function getter(fieldPath: string): Getter {
  if (fieldPath === '__name__') return (doc) => ({ referenceValue: doc.name });
  const segs = parseFieldPath(fieldPath);
  return (doc) => getField(doc.fields, segs);
}

export function queryLimit(q: StructuredQuery): number | undefined {
  const l = q.limit;
  if (l === undefined || l === null) return undefined;
  const n = typeof l === 'object' ? l.value : l;
  return n === undefined ? undefined : Number(n);
}

function inequalityFields(f: Filter | undefined, out: Set<string>): Set<string> {
  if (!f) return out;
  if (f.compositeFilter) for (const c of f.compositeFilter.filters ?? []) inequalityFields(c, out);
  if (f.fieldFilter && INEQUALITY.has(f.fieldFilter.op)) out.add(f.fieldFilter.field.fieldPath);
  if (f.unaryFilter && (f.unaryFilter.op === 'IS_NOT_NAN' || f.unaryFilter.op === 'IS_NOT_NULL'))
    out.add(f.unaryFilter.field.fieldPath);
  return out;
}

/** Explicit orders, then inequality fields in lexicographic order, then __name__ — as production. */
export function normalizedOrder(q: StructuredQuery): Order[] {
  const orders = [...(q.orderBy ?? [])].map((o) => ({
    field: o.field,
    direction: o.direction ?? 'ASCENDING',
  }));
  const seen = new Set(orders.map((o) => o.field.fieldPath));
  const lastDir = orders.length > 0 ? orders[orders.length - 1]!.direction : 'ASCENDING';
  for (const f of [...inequalityFields(q.where, new Set())].sort()) {
    if (!seen.has(f)) {
      orders.push({ field: { fieldPath: f }, direction: lastDir });
      seen.add(f);
    }
  }
  if (!seen.has('__name__')) orders.push({ field: { fieldPath: '__name__' }, direction: lastDir });
  return orders;
}

function compileFilter(f: Filter): (doc: StoredDocument) => boolean {
  if (f.compositeFilter) {
    const parts = (f.compositeFilter.filters ?? []).map(compileFilter);
    if (f.compositeFilter.op === 'OR') return (d) => parts.some((p) => p(d));
    if (f.compositeFilter.op === 'AND') return (d) => parts.every((p) => p(d));
    throw new ApiError('INVALID_ARGUMENT', `Unsupported composite filter ${f.compositeFilter.op}.`);
  }
  if (f.unaryFilter) {
    const get = getter(f.unaryFilter.field.fieldPath);
    switch (f.unaryFilter.op) {
      case 'IS_NAN':
        return (d) => {
          const v = get(d);
          return v !== undefined && isNaNValue(v);
        };
      case 'IS_NULL':
        return (d) => {
          const v = get(d);
          return v !== undefined && 'nullValue' in v;
        };
      case 'IS_NOT_NAN':
        return (d) => {
          const v = get(d);
          return v !== undefined && !('nullValue' in v) && !isNaNValue(v);
        };
      case 'IS_NOT_NULL':
        return (d) => {
          const v = get(d);
          return v !== undefined && !('nullValue' in v);
        };
      default:
        throw new ApiError('INVALID_ARGUMENT', `Unsupported unary filter ${f.unaryFilter.op}.`);
    }
  }
  if (f.fieldFilter) {
    const { op, value } = f.fieldFilter;
    const get = getter(f.fieldFilter.field.fieldPath);
    const list = (): ProtoValue[] => {
      if (!('arrayValue' in value))
        throw new ApiError('INVALID_ARGUMENT', `A filter with op ${op} requires an array value.`);
      const values = value.arrayValue.values ?? [];
      if (values.length === 0)
        throw new ApiError(
          'INVALID_ARGUMENT',
          `A filter with op ${op} requires a non-empty array.`,
        );
      if (values.length > 30)
        throw new ApiError(
          'INVALID_ARGUMENT',
          `'${op}' filters support a maximum of 30 elements in the value array.`,
        );
      return values;
    };
    const comparable = (v: ProtoValue): boolean =>
      typeOrder(v) === typeOrder(value) && !isNaNValue(v);
    switch (op) {
      case 'EQUAL':
        return (d) => {
          const v = get(d);
          return v !== undefined && valuesEqual(v, value);
        };
      case 'NOT_EQUAL':
        return (d) => {
          const v = get(d);
          return v !== undefined && !('nullValue' in v) && !valuesEqual(v, value);
        };
      case 'LESS_THAN':
      case 'LESS_THAN_OR_EQUAL':
      case 'GREATER_THAN':
      case 'GREATER_THAN_OR_EQUAL':
        if (isNaNValue(value)) return () => false;
        return (d) => {
          const v = get(d);
          if (v === undefined || !comparable(v)) return false;
          const c = compareValues(v, value);
          return op === 'LESS_THAN'
            ? c < 0
            : op === 'LESS_THAN_OR_EQUAL'
              ? c <= 0
              : op === 'GREATER_THAN'
                ? c > 0
                : c >= 0;
        };
      case 'ARRAY_CONTAINS':
        return (d) => {
          const v = get(d);
          return (
            v !== undefined &&
            'arrayValue' in v &&
            (v.arrayValue.values ?? []).some((e) => valuesEqual(e, value))
          );
        };
      case 'IN': {
        const vals = list();
        return (d) => {
          const v = get(d);
          return v !== undefined && vals.some((x) => valuesEqual(v, x));
        };
      }
      case 'ARRAY_CONTAINS_ANY': {
        const vals = list();
        return (d) => {
          const v = get(d);
          return (
            v !== undefined &&
            'arrayValue' in v &&
            (v.arrayValue.values ?? []).some((e) => vals.some((x) => valuesEqual(e, x)))
          );
        };
      }
      case 'NOT_IN': {
        const vals = list();
        if (vals.some((x) => 'nullValue' in x)) return () => false;
        return (d) => {
          const v = get(d);
          return v !== undefined && !('nullValue' in v) && !vals.some((x) => valuesEqual(v, x));
        };
      }
      default:
        throw new ApiError('INVALID_ARGUMENT', `Unsupported field filter op ${op}.`);
    }
  }
  return () => true;
}

/** Compares a document with a cursor over the first cursor.values.length orders (direction applied). */
function compareToCursor(
  doc: StoredDocument,
  cursor: Cursor,
  orders: Order[],
  getters: Getter[],
  parent: string,
): number {
  const values = cursor.values ?? [];
  for (let i = 0; i < values.length && i < orders.length; i++) {
    let cv = values[i]!;
    if (orders[i]!.field.fieldPath === '__name__' && 'stringValue' in cv)
      cv = { referenceValue: `${parent}/${cv.stringValue}` };
    const dv = getters[i]!(doc)!;
    let c =
      orders[i]!.field.fieldPath === '__name__' && 'referenceValue' in cv
        ? compareNames(doc.name, cv.referenceValue)
        : compareValues(dv, cv);
    if (orders[i]!.direction === 'DESCENDING') c = -c;
    if (c !== 0) return c;
  }
  return 0;
}

/** A query made ready to run: where its documents come from, which it keeps, and their order. */
type Prepared = PlanSource;

function prepare(store: ProjectStore, parentName: string, q: StructuredQuery): Prepared {
  const parent = parseName(parentName);
  if (parent.segments.length % 2 !== 0)
    throw new ApiError('INVALID_ARGUMENT', `Invalid parent "${parentName}".`);
  if (q.findNearest)
    throw new ApiError(
      'UNIMPLEMENTED',
      'Vector search (findNearest) is not supported by this emulator.',
    );
  const from = q.from ?? [];
  if (from.length !== 1 || !from[0]!.collectionId)
    throw new ApiError('INVALID_ARGUMENT', 'A query must select exactly one collection.');
  const collectionId = from[0]!.collectionId!;
  const allDescendants = !!from[0]!.allDescendants;
  const collection = allDescendants
    ? null
    : parent.path
      ? `${parent.path}/${collectionId}`
      : collectionId;
  const scan = (): Iterable<StoredDocument> =>
    collection === null
      ? store.inCollectionGroup(parent.path, collectionId)
      : store.inCollection(collection);

  const orders = normalizedOrder(q);
  const getters = orders.map((o) => getter(o.field.fieldPath));
  const filter = q.where ? compileFilter(q.where) : () => true;
  const accept = (doc: StoredDocument): boolean => {
    if (!getters.every((g) => g(doc) !== undefined)) return false;
    if (!filter(doc)) return false;
    if (q.startAt) {
      const c = compareToCursor(doc, q.startAt, orders, getters, parentName);
      if (q.startAt.before ? c < 0 : c <= 0) return false;
    }
    if (q.endAt) {
      const c = compareToCursor(doc, q.endAt, orders, getters, parentName);
      if (q.endAt.before ? c >= 0 : c > 0) return false;
    }
    return true;
  };
  const compare = (a: StoredDocument, b: StoredDocument): number => {
    for (let i = 0; i < orders.length; i++) {
      const c =
        orders[i]!.field.fieldPath === '__name__'
          ? compareNames(a.name, b.name)
          : compareValues(getters[i]!(a)!, getters[i]!(b)!);
      if (c !== 0) return orders[i]!.direction === 'DESCENDING' ? -c : c;
    }
    return 0;
  };
  return { collection, scan, orders, accept, compare };
}

/** The reference: every document of the source, filtered, all of them sorted. */
function matchingScan(p: Prepared): StoredDocument[] {
  const docs: StoredDocument[] = [];
  for (const doc of p.scan()) if (p.accept(doc)) docs.push(doc);
  return docs.sort(p.compare);
}

/** The first `keep` documents of matchingScan (all when undefined), read through the planner. */
function matching(
  store: ProjectStore,
  p: Prepared,
  q: StructuredQuery,
  keep: number | undefined,
): StoredDocument[] {
  if (!planning) {
    const docs = matchingScan(p);
    return keep === undefined ? docs : docs.slice(0, keep);
  }
  return planned(store, p, q, keep);
}

/** Sets whether queries use the planner (indexes, top-k) or the reference scan, for tests and benches. */
export function setQueryPlanning(on: boolean): void {
  planning = on;
}

// GT_EMULATOR_QUERY_SCAN=1 runs every query as the reference scan (a bench's "before").
let planning = process.env.GT_EMULATOR_QUERY_SCAN !== '1';

function project(doc: StoredDocument, select: StructuredQuery['select']): StoredDocument {
  if (!select) return doc;
  const fields: StoredDocument['fields'] = {};
  for (const f of select.fields ?? []) {
    if (f.fieldPath === '__name__') continue;
    const segs = parseFieldPath(f.fieldPath);
    const v = getField(doc.fields, segs);
    if (v === undefined) continue;
    let cur = fields;
    for (let i = 0; i < segs.length - 1; i++) {
      const existing = cur[segs[i]!];
      if (!existing || !('mapValue' in existing)) cur[segs[i]!] = { mapValue: { fields: {} } };
      cur = (cur[segs[i]!] as { mapValue: { fields: StoredDocument['fields'] } }).mapValue.fields;
    }
    cur[segs[segs.length - 1]!] = v;
  }
  return { ...doc, fields };
}

/** Runs a query: documents in order, after offset and limit, with the field mask applied. */
export function runQuery(
  store: ProjectStore,
  parentName: string,
  q: StructuredQuery,
): StoredDocument[] {
  const offset = Number(q.offset ?? 0);
  const limit = queryLimit(q);
  const end = limit === undefined ? undefined : offset + limit;
  const docs = matching(store, prepare(store, parentName, q), q, plainWindow(q) ? end : undefined);
  return docs.slice(offset, end).map((d) => project(d, q.select));
}

/** Offset and limit that are whole and not negative (anything else keeps slice's reading). */
function plainWindow(q: StructuredQuery): boolean {
  const offset = Number(q.offset ?? 0);
  const limit = queryLimit(q) ?? 0;
  return Number.isSafeInteger(offset) && offset >= 0 && Number.isSafeInteger(limit) && limit >= 0;
}

/** runQuery(…).length without ordering or copying the documents (counts, billing). */
export function countQuery(store: ProjectStore, parentName: string, q: StructuredQuery): number {
  if (!planning || !plainWindow(q)) return runQuery(store, parentName, q).length;
  const p = prepare(store, parentName, q);
  let n = 0;
  for (const doc of candidates(store, p, q)) if (p.accept(doc)) n++;
  const offset = Number(q.offset ?? 0);
  return Math.max(0, Math.min(n - offset, queryLimit(q) ?? Infinity));
}

/** Runs an aggregation query; results keyed by alias in proto3 JSON. */
export function runAggregation(
  store: ProjectStore,
  parentName: string,
  q: StructuredQuery,
  aggregations: Aggregation[],
): Record<string, ProtoValue> {
  // Counts need no documents; sums keep the query's order (floating-point addition is not associative).
  const countsOnly = aggregations.every((a) => a.count);
  const docs = countsOnly ? [] : runQuery(store, parentName, { ...q, select: undefined });
  const total = countsOnly ? countQuery(store, parentName, q) : docs.length;
  const out: Record<string, ProtoValue> = {};
  aggregations.forEach((a, i) => {
    const alias = a.alias || `field_${i + 1}`;
    if (a.count) {
      const raw = a.count.upTo;
      const upTo =
        raw === undefined ? undefined : Number(typeof raw === 'object' ? raw.value : raw);
      out[alias] = {
        integerValue: String(upTo === undefined ? total : Math.min(upTo, total)),
      };
    } else if (a.sum || a.avg) {
      const get = getter((a.sum ?? a.avg)!.field.fieldPath);
      let intSum = 0n;
      let dblSum = 0;
      let anyDouble = false;
      let n = 0;
      for (const d of docs) {
        const v = get(d);
        if (!v || !isNumber(v)) continue;
        n++;
        if ('integerValue' in v) intSum += BigInt(v.integerValue);
        else {
          anyDouble = true;
          dblSum += toNumber(v);
        }
      }
      if (a.sum) {
        const fitsInt = intSum <= 2n ** 63n - 1n && intSum >= -(2n ** 63n);
        if (!anyDouble && fitsInt) out[alias] = { integerValue: intSum.toString() };
        else out[alias] = num(Number(intSum) + dblSum);
      } else {
        out[alias] = n === 0 ? { nullValue: null } : num((Number(intSum) + dblSum) / n);
      }
    } else {
      throw new ApiError('INVALID_ARGUMENT', 'Unsupported aggregation.');
    }
  });
  return out;
}

function num(n: number): ProtoValue {
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
