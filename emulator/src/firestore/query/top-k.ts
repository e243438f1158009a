/**
 * The first k accepted documents in a query's order without sorting all of them: a sorted array
 * of at most k, each newcomer placed by binary search, O(n log k). Ties keep arrival order, as
 * the stable sort of the reference scan does.
 */
import type { StoredDocument } from '../../rules/api.js';

/** Above this, insertion into the array costs more than one sort at the end. */
export const MAX_K = 1000;

export function topK(
  docs: Iterable<StoredDocument>,
  accept: (doc: StoredDocument) => boolean,
  compare: (a: StoredDocument, b: StoredDocument) => number,
  k: number | undefined,
): StoredDocument[] {
  if (k === undefined || k > MAX_K) {
    const all: StoredDocument[] = [];
    for (const doc of docs) if (accept(doc)) all.push(doc);
    all.sort(compare);
    return k === undefined ? all : all.slice(0, k);
  }
  const best: StoredDocument[] = [];
  if (k <= 0) return best;
  for (const doc of docs) {
    if (!accept(doc)) continue;
    if (best.length === k && compare(doc, best[k - 1]!) >= 0) continue;
    // Documents often arrive in (reverse) index order: try the front before a binary search.
    if (best.length > 0 && compare(doc, best[0]!) < 0) {
      best.unshift(doc);
      if (best.length > k) best.pop();
      continue;
    }
    // First position whose document sorts after doc (after any equal ones).
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(doc, best[mid]!) < 0) hi = mid;
      else lo = mid + 1;
    }
    best.splice(lo, 0, doc);
    if (best.length > k) best.pop();
  }
  return best;
}
