/** What every collection's repository shares: typed refs and validated reads inside a transaction. */
import type {
  DocumentReference,
  FieldValue,
  Firestore,
  Query,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';
import { documentIdProblem } from '@groundtruth/domain/ids';
import type { WithId } from '@groundtruth/domain/converter';
import { buildQuery, type CountQuery, type ListQuery } from '@groundtruth/domain/query-spec';
import type { TimestampLike } from '@groundtruth/domain/timestamp';
import type { z } from 'zod';
import { db } from '../core/app';

/** An entity as written: timestamps (optional ones too) may be server timestamps. */
export type DocData<T> = {
  [K in keyof T]: Exclude<T[K], undefined> extends TimestampLike
    ? Timestamp | FieldValue
    : Exclude<T[K], undefined> extends TimestampLike | null
      ? Timestamp | FieldValue | null
      : T[K];
};

/** Typed access to one collection whose documents `schema` validates. */
export function repository<S extends z.ZodType<Record<string, unknown>>>(name: string, schema: S) {
  type Entity = z.infer<S>;
  const collection = () => db().collection(name);
  const parse = (id: string, data: unknown): WithId<Entity> =>
    ({ ...schema.parse(data), id }) as WithId<Entity>;
  return {
    name,
    collection,
    ref: (id: string): DocumentReference => collection().doc(id),
    /**
     * The document in `tx` (locking it), or null. An id no document can have (an id derived
     * from client input can outgrow Firestore's limits) is not looked up: it does not exist.
     */
    async get(tx: Transaction, id: string): Promise<WithId<Entity> | null> {
      if (documentIdProblem(id)) return null;
      const snap = await tx.get(collection().doc(id));
      return snap.exists ? parse(snap.id, snap.data()) : null;
    },
    /**
     * The document as it is now, read without a lock, or null: for what a transaction needs but
     * need not lock, a document that many events read and something else writes.
     */
    async readNow(id: string): Promise<WithId<Entity> | null> {
      if (documentIdProblem(id)) return null;
      const snap = await collection().doc(id).get();
      return snap.exists ? parse(snap.id, snap.data()) : null;
    },
    /** The documents a bounded query returns, in `tx`. */
    async query(tx: Transaction, query: Query): Promise<WithId<Entity>[]> {
      const snap = await tx.get(query);
      return snap.docs.map((doc) => parse(doc.id, doc.data()));
    },
    create(tx: Transaction, id: string, data: DocData<Entity>): void {
      tx.create(collection().doc(id), data as Record<string, unknown>);
    },
    set(tx: Transaction, id: string, data: DocData<Entity>): void {
      tx.set(collection().doc(id), data as Record<string, unknown>);
    },
    update(tx: Transaction, id: string, data: Partial<DocData<Entity>>): void {
      tx.update(collection().doc(id), data as Record<string, unknown>);
    },
    /** Writes `data`'s fields, creating the document if absent and keeping its other fields. */
    merge(tx: Transaction, id: string, data: Partial<DocData<Entity>>): void {
      tx.set(collection().doc(id), data as Record<string, unknown>, { merge: true });
    },
  };
}

/**
 * A domain query spec as a firebase-admin query (of `firestore`, the functions' by default); a
 * CountQuery gives the unordered, unlimited query to count.
 */
export function adminQuery(spec: ListQuery | CountQuery, firestore: Firestore = db()): Query {
  return buildQuery<Query, never>(spec, {
    collection: (name) => firestore.collection(name),
    where: (q, field, op, value) => q.where(field, op, value),
    orderBy: (q, field, direction) => q.orderBy(field, direction),
    limit: (q, n) => q.limit(n),
  });
}
