/** Runs a StructuredQuery: its source, filter, cursors and order, then offset, limit and select. */
import type { StoredDocument } from '../../rules/api.js';
import { ApiError } from '../errors.js';
import { getField, parseFieldPath, parseName } from '../paths.js';
import type { ProjectStore } from '../persistence/store.js';
import { compareNames, compareValues } from '../values.js';
import { compileFilter } from './filter.js';
import { candidates, planned, type PlanSource } from './query-plan.js';
import {
  getter,
  normalizedOrder,
  queryLimit,
  type Cursor,
  type Getter,
  type Order,
  type StructuredQuery,
} from './structured-query.js';

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
