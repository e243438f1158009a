/**
 * Query planning: which documents a query must look at. A query on one collection with EQUAL, IN,
 * ARRAY_CONTAINS(_ANY) filters in its top-level conjunction reads the smallest of their index sets
 * (the full filter still runs on each), or, ordered by a single field with a limit, walks that
 * field's order index from the right end when that reads fewer; else it scans as the reference.
 */
import type { StoredDocument } from '../../rules/api.js';
import { keyOf } from './equality-key.js';
import type { Candidates } from './equality-index.js';
import type { Filter, Order, StructuredQuery } from './structured-query.js';
import type { ProjectStore } from '../persistence/store.js';
import { MAX_K, topK } from './top-k.js';
import { isNaNValue } from '../values.js';

/** What the planner needs of a prepared query (query.ts). */
export interface PlanSource {
  /** The collection's path when the query reads one collection (not a collection group). */
  collection: string | null;
  scan: () => Iterable<StoredDocument>;
  orders: Order[];
  accept: (doc: StoredDocument) => boolean;
  compare: (a: StoredDocument, b: StoredDocument) => number;
}

/** Field filters an index can answer, as every result must satisfy them: alone or inside ANDs. */
const INDEXED = new Set(['EQUAL', 'IN', 'ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

function conjuncts(f: Filter | undefined, out: NonNullable<Filter['fieldFilter']>[]): void {
  if (!f) return;
  if (f.compositeFilter?.op === 'AND')
    for (const c of f.compositeFilter.filters ?? []) conjuncts(c, out);
  else if (f.fieldFilter && INDEXED.has(f.fieldFilter.op)) out.push(f.fieldFilter);
}

/** The documents a query must look at, in no particular order (counts need no more). */
export function candidates(
  store: ProjectStore,
  source: PlanSource,
  q: StructuredQuery,
): Iterable<StoredDocument> {
  const equal = equalCandidates(store, source, q);
  return equal ? documents(store, equal) : source.scan();
}

/** The query's first `keep` documents in its order (all when undefined). */
export function planned(
  store: ProjectStore,
  source: PlanSource,
  q: StructuredQuery,
  keep: number | undefined,
): StoredDocument[] {
  const equal = equalCandidates(store, source, q);
  const [first, name] = source.orders;
  const ordered =
    source.collection !== null &&
    keep !== undefined &&
    keep <= MAX_K &&
    source.orders.length === 2 &&
    first!.field.fieldPath !== '__name__' &&
    name!.field.fieldPath === '__name__' &&
    name!.direction === first!.direction;
  // A walk reads about keep × n / c documents to find keep of c matches among n: the cheaper
  // one wins (a status that most documents have, ordered by date, walks).
  const n = source.collection === null ? 0 : store.collectionSize(source.collection);
  if (equal && !(ordered && equal.size * equal.size > keep! * n))
    return topK(documents(store, equal), source.accept, source.compare, keep);
  if (!ordered) return topK(source.scan(), source.accept, source.compare, keep);
  const walk = store.fieldOrder(source.collection!, first!.field.fieldPath);
  const descending = first!.direction === 'DESCENDING';
  return topK(
    untilPlaced(
      walk.walk(descending, (p) => store.get(p)),
      source.accept,
      keep,
    ),
    () => true,
    source.compare,
    keep,
  );
}

/**
 * Accepted documents of an order walk, up to the k-th one read in its place: no document after
 * it in the order can be among the first k.
 */
function* untilPlaced(
  walk: Iterable<[StoredDocument, boolean]>,
  accept: (doc: StoredDocument) => boolean,
  k: number,
): Iterable<StoredDocument> {
  if (k <= 0) return;
  let placed = 0;
  for (const [doc, inPlace] of walk) {
    if (!accept(doc)) continue;
    yield doc;
    if (inPlace && ++placed >= k) return;
  }
}

const NONE: Candidates = { size: 0, paths: () => [] };

/** The smallest index candidate set of the query's filters; undefined when none can use one. */
function equalCandidates(
  store: ProjectStore,
  source: PlanSource,
  q: StructuredQuery,
): Candidates | undefined {
  if (source.collection === null) return undefined;
  const filters: NonNullable<Filter['fieldFilter']>[] = [];
  conjuncts(q.where, filters);
  let best: Candidates | undefined;
  for (const { field, op, value } of filters) {
    // __name__ is unique already; a value without a key leaves its filter to the scan.
    if (field.fieldPath === '__name__') continue;
    const single = op === 'EQUAL' || op === 'ARRAY_CONTAINS';
    // IN and ARRAY_CONTAINS_ANY lists were checked when the filter compiled.
    const values = single ? [value] : 'arrayValue' in value ? (value.arrayValue.values ?? []) : [];
    // NaN equals nothing (IS_NAN is the unary filter).
    const keys = values.filter((v) => !isNaNValue(v)).map(keyOf);
    if (keys.includes(undefined)) continue;
    if (keys.length === 0) return NONE;
    const mode = op === 'EQUAL' || op === 'IN' ? 'value' : 'elements';
    const c = store.equalCandidates(source.collection, field.fieldPath, mode, keys as string[]);
    if (!best || c.size < best.size) best = c;
  }
  return best;
}

function* documents(store: ProjectStore, c: Candidates): Iterable<StoredDocument> {
  for (const path of c.paths()) yield store.get(path)!;
}
