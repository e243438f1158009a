/**
 * The shape of a query spec (a bounded list or an aggregation over one collection) and how an SDK
 * builds it, shared by the screens' specs (queries.ts) and the functions' (server-queries.ts).
 */
import { PAGE_SIZE } from './constants';
import { collections } from './collections';

export type CollectionName = (typeof collections)[keyof typeof collections];
/** A subcollection of one document, e.g. `threads/{id}/messages`. */
export type SubcollectionPath = `${CollectionName}/${string}/${string}`;
export type FilterOp =
  '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains' | 'array-contains-any';
export type Filter = readonly [field: string, op: FilterOp, value: unknown];
export type Order = readonly [field: string, direction: 'asc' | 'desc'];

/** A bounded list query. */
export interface ListQuery {
  collection: CollectionName | SubcollectionPath;
  where: readonly Filter[];
  orderBy: readonly Order[];
  limit: number;
}

/** A count (or sum) over a filtered collection, read as one aggregation query. */
export interface CountQuery {
  collection: CollectionName;
  where: readonly Filter[];
  /** Sum this field instead of counting. */
  sum?: string;
}

/** Firestore's limit on the values of one 'in' filter. */
export const MAX_IN_VALUES = 30;

/** The document id as a filter field (Firestore's `documentId()`; values are plain ids). */
export const DOCUMENT_ID = '__name__';

/** A bounded list: ordered, limited, one page of PAGE_SIZE unless said otherwise. */
export const listQuery = (
  collection: CollectionName | SubcollectionPath,
  where: readonly Filter[],
  orderBy: readonly Order[],
  limit: number = PAGE_SIZE,
): ListQuery => ({ collection, where, orderBy, limit });

/** The query-building functions of a Firestore SDK (firebase/firestore/lite or firebase-admin). */
export interface QueryBuilders<Q, C> {
  collection(name: string): Q;
  where(query: Q, field: string, op: FilterOp, value: unknown): Q;
  orderBy(query: Q, field: string, direction: 'asc' | 'desc'): Q;
  limit(query: Q, n: number): Q;
  startAfter?(query: Q, cursor: C): Q;
}

/** Builds `spec` with an SDK's functions; `after` (the last document shown) gives the next page. */
export function buildQuery<Q, C>(
  spec: ListQuery | CountQuery,
  sdk: QueryBuilders<Q, C>,
  after?: C,
): Q {
  let query = sdk.collection(spec.collection);
  for (const [field, op, value] of spec.where) query = sdk.where(query, field, op, value);
  if ('orderBy' in spec) {
    for (const [field, direction] of spec.orderBy) query = sdk.orderBy(query, field, direction);
    if (after !== undefined && sdk.startAfter) query = sdk.startAfter(query, after);
    query = sdk.limit(query, spec.limit);
  }
  return query;
}

/**
 * The composite indexes a query needs (Firestore builds single-field ones itself): equality
 * filters first, then the range or order field.
 */
export function requiredIndex(
  spec: ListQuery | CountQuery,
): { collection: string; fields: Order[] } | null {
  const isEquality = (op: FilterOp) =>
    op === '==' || op === 'in' || op === 'array-contains' || op === 'array-contains-any';
  // Every index ends with the document id, so a filter on it needs no composite index.
  const equality = spec.where.filter(([field, op]) => isEquality(op) && field !== DOCUMENT_ID);
  // A range on, or an order by, the document id alone is what that ending already gives.
  const ranges = spec.where.filter(([field, op]) => !isEquality(op) && field !== DOCUMENT_ID);
  const orders: Order[] = 'orderBy' in spec ? spec.orderBy.filter(([f]) => f !== DOCUMENT_ID) : [];
  if (orders.length === 0 && ranges[0]) orders.push([ranges[0][0], 'asc']);
  const fields: Order[] = [...equality.map(([field]): Order => [field, 'asc']), ...orders];
  const distinct = new Set(fields.map(([field]) => field));
  if (distinct.size < 2) return null;
  // An index serves a subcollection by its last segment (its collection group).
  return { collection: spec.collection.split('/').at(-1)!, fields };
}
