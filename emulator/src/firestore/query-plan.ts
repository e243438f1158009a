/**
 * Query planning: which documents a query must look at. A query on one collection with EQUAL
 * filters in its top-level conjunction reads the smallest of their equality-index candidate sets
 * (the full filter still runs on each), or, ordered by a single field with a limit, walks that
 * field's order index from the right end when that reads fewer; else it scans as the reference.
 */
import type { StoredDocument } from '../rules/api.js';
import { keyOf } from './equality-key.js';
import type { Candidates } from './equality-index.js';
import type { Filter, Order, StructuredQuery } from './query.js';
import type { ProjectStore } from './store.js';
import { MAX_K, topK } from './top-k.js';
import { isNaNValue } from './values.js';

/** What the planner needs of a prepared query (query.ts). */
export interface PlanSource {
  /** The collection's path when the query reads one collection (not a collection group). */
  collection: string | null;
  scan: () => Iterable<StoredDocument>;
  orders: Order[];
  accept: (doc: StoredDocument) => boolean;
  compare: (a: StoredDocument, b: StoredDocument) => number;
}

/** EQUAL field filters that every result must satisfy: the filter itself or inside ANDs. */
function conjunctEquals(
  f: Filter | undefined,
  out: { fieldPath: string; value: Filter['fieldFilter'] }[],
): void {
  if (!f) return;
  if (f.compositeFilter?.op === 'AND')
    for (const c of f.compositeFilter.filters ?? []) conjunctEquals(c, out);
  else if (f.fieldFilter?.op === 'EQUAL')
    out.push({ fieldPath: f.fieldFilter.field.fieldPath, value: f.fieldFilter });
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

/** The smallest equality index set of the query's EQUAL filters; undefined when none can use one. */
function equalCandidates(
  store: ProjectStore,
  source: PlanSource,
  q: StructuredQuery,
): Candidates | undefined {
  if (source.collection === null) return undefined;
  const equals: { fieldPath: string; value: Filter['fieldFilter'] }[] = [];
  conjunctEquals(q.where, equals);
  let best: Candidates | undefined;
  for (const { fieldPath, value } of equals) {
    // __name__ is unique already; a value without a key leaves its filter to the scan.
    if (fieldPath === '__name__') continue;
    const v = value!.value;
    if (isNaNValue(v)) return NONE; // NaN equals nothing (IS_NAN is the unary filter)
    const key = keyOf(v);
    if (key === undefined) continue;
    const c = store.equalCandidates(source.collection, fieldPath, key);
    if (!best || c.size < best.size) best = c;
  }
  return best;
}

function* documents(store: ProjectStore, c: Candidates): Iterable<StoredDocument> {
  for (const path of c.paths()) yield store.get(path)!;
}
