/**
 * Query planning: which documents a query must look at. A query on one collection with EQUAL
 * filters in its top-level conjunction reads the smallest of their equality-index candidate sets
 * (the full filter still runs on each); anything else scans its source as the reference does.
 */
import type { StoredDocument } from '../rules/api.js';
import { keyOf } from './equality-key.js';
import type { Candidates } from './equality-index.js';
import type { Filter, StructuredQuery } from './query.js';
import type { ProjectStore } from './store.js';
import { isNaNValue } from './values.js';

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

export function candidates(
  store: ProjectStore,
  source: { collection: string | null; scan: () => Iterable<StoredDocument> },
  q: StructuredQuery,
): Iterable<StoredDocument> {
  if (source.collection === null) return source.scan();
  const equals: { fieldPath: string; value: Filter['fieldFilter'] }[] = [];
  conjunctEquals(q.where, equals);
  let best: Candidates | undefined;
  for (const { fieldPath, value } of equals) {
    // __name__ is unique already; a value without a key leaves its filter to the scan.
    if (fieldPath === '__name__') continue;
    const v = value!.value;
    if (isNaNValue(v)) return []; // NaN equals nothing (IS_NAN is the unary filter)
    const key = keyOf(v);
    if (key === undefined) continue;
    const c = store.equalCandidates(source.collection, fieldPath, key);
    if (!best || c.size < best.size) best = c;
  }
  if (!best) return source.scan();
  return documents(store, best);
}

function* documents(store: ProjectStore, c: Candidates): Iterable<StoredDocument> {
  for (const path of c.paths()) yield store.get(path)!;
}
