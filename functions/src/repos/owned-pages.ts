import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { ownDataQueries } from '@groundtruth/domain/export-queries';
import type { CollectionName } from '@groundtruth/domain/query-spec';
import { adminQuery } from './base';

/**
 * Calls `each` with every page of `userId`'s documents of `collection` (`pageSize` a page, the
 * owned query's own by default), one page after another; sums what it returns. Work over a
 * person's whole history goes through here, never one transaction over unbounded documents.
 */
export async function forEachOwnedPage(
  collection: CollectionName,
  userId: string,
  each: (docs: QueryDocumentSnapshot[]) => Promise<number>,
  pageSize?: number,
): Promise<number> {
  const owned = ownDataQueries.owned(collection, userId);
  const spec = pageSize ? { ...owned, limit: pageSize } : owned;
  const query = adminQuery(spec);
  let after: QueryDocumentSnapshot | undefined;
  let total = 0;
  for (;;) {
    const snap = await (after ? query.startAfter(after) : query).get();
    if (snap.size > 0) total += await each(snap.docs);
    if (snap.size < spec.limit) return total;
    after = snap.docs[snap.docs.length - 1];
  }
}
