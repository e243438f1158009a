/**
 * Runs `domain`'s query specs (queries.ts) with firebase/firestore/lite: one page of a list,
 * with a cursor for the next, a count or a sum by aggregation, one document by path. The apps,
 * the tests and the bench use these, so a screen reads exactly what the tests measured.
 */
import {
  collection,
  doc,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  sum,
  where,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from '@groundtruth/firebase-web/firestore-sdk';
import type { WithId } from '@groundtruth/domain/converter';
import { buildQuery, type CountQuery, type ListQuery } from '@groundtruth/domain/query-spec';

/** Where the next page starts: the last document of the page before. */
export type Cursor = DocumentSnapshot;

/**
 * What checks a document's data: a domain zod schema, or (where zod's runtime is not worth its
 * bytes, as in the shell's bell) any object with the same `parse`, which throws on bad data.
 */
export interface DocumentParser {
  parse(data: unknown): Record<string, unknown>;
}

/** What `parser` returns for a document. */
export type Parsed<S extends DocumentParser> = ReturnType<S['parse']>;

/** One page of a list: its items, and the cursor of the next page (null on the last page). */
export interface Page<T> {
  items: WithId<T>[];
  next: Cursor | null;
}

/** A domain spec as a Firestore Lite query; `after` gives the page after that document. */
export function liteQuery(db: Firestore, spec: ListQuery | CountQuery, after?: Cursor): Query {
  return buildQuery<Query, Cursor>(
    spec,
    {
      collection: (name) => collection(db, name),
      where: (q, field, op, value) => query(q, where(field, op, value)),
      orderBy: (q, field, direction) => query(q, orderBy(field, direction)),
      limit: (q, n) => query(q, limit(n)),
      startAfter: (q, cursor) => query(q, startAfter(cursor)),
    },
    after,
  );
}

/**
 * One page of `spec`, each document checked against `schema` (a malformed document fails here,
 * not deep in a screen). A full page means there may be more: its last document is the cursor.
 */
export async function fetchPage<S extends DocumentParser>(
  db: Firestore,
  spec: ListQuery,
  schema: S,
  after?: Cursor | null,
): Promise<Page<Parsed<S>>> {
  const snapshot = await getDocs(liteQuery(db, spec, after ?? undefined));
  const items = snapshot.docs.map(
    (d) => ({ ...schema.parse(d.data()), id: d.id }) as WithId<Parsed<S>>,
  );
  const last = snapshot.docs.at(-1);
  return { items, next: snapshot.size >= spec.limit && last ? last : null };
}

/** A count, or the sum of `spec.sum`, as one aggregation query (one read per 1,000 matches). */
export async function fetchCount(db: Firestore, spec: CountQuery): Promise<number> {
  const q = liteQuery(db, spec);
  if (spec.sum) {
    const snapshot = await getAggregate(q, { total: sum(spec.sum) });
    return snapshot.data().total ?? 0;
  }
  return (await getCount(q)).data().count;
}

/** One document by path, checked against `schema`; null when it does not exist. */
export async function fetchDoc<S extends DocumentParser>(
  db: Firestore,
  path: string,
  schema: S,
): Promise<WithId<Parsed<S>> | null> {
  const snapshot = await getDoc(doc(db, path));
  if (!snapshot.exists()) return null;
  return { ...schema.parse(snapshot.data()), id: snapshot.id } as WithId<Parsed<S>>;
}

/** Several documents by path in parallel (e.g. the acceptances of the tasks on screen). */
export async function fetchDocs<S extends DocumentParser>(
  db: Firestore,
  paths: readonly string[],
  schema: S,
): Promise<(WithId<Parsed<S>> | null)[]> {
  return Promise.all(paths.map((path) => fetchDoc(db, path, schema)));
}
