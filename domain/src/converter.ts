import type { z } from 'zod';

/** A document's data with its Firestore id. */
export type WithId<T> = T & { id: string };

/** The snapshot shape both Firestore SDKs (web and admin) hand to a converter. */
interface SnapshotLike {
  id: string;
  data(): unknown;
}

/**
 * A Firestore converter that validates what it reads with the entity's schema, so a malformed
 * document fails loudly where it is read instead of deep inside a screen. Works with
 * `withConverter` of firebase/firestore/lite and firebase-admin alike.
 */
export function converterFor<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
  type Model = WithId<z.infer<S>>;
  return {
    toFirestore(model: Model): Record<string, unknown> {
      const { id: _id, ...data } = model;
      return data;
    },
    fromFirestore(snapshot: SnapshotLike): Model {
      return { ...schema.parse(snapshot.data()), id: snapshot.id } as Model;
    },
  };
}
