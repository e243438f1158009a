/**
 * Equality indexes: per (collection path, field path), equality key → paths of the documents whose
 * field has that value. Built on a query's first use, then kept up to date by every put, so that an
 * EQUAL filter reads its candidates instead of scanning the collection (production uses indexes).
 */
import type { StoredDocument } from '../rules/api.js';
import { keyOf } from './equality-key.js';
import { getField, parseFieldPath } from './paths.js';
import { isNaNValue } from './values.js';

class FieldIndex {
  readonly byKey = new Map<string, Set<string>>();
  /** Documents whose value has no key: candidates for every lookup, the filter decides. */
  readonly unkeyed = new Set<string>();
  /** What each document was filed under, so that removal never depends on the old document. */
  private readonly filed = new Map<string, string | null>();
  private readonly segments: string[];

  constructor(fieldPath: string) {
    this.segments = parseFieldPath(fieldPath);
  }

  remove(path: string): void {
    const was = this.filed.get(path);
    if (was === undefined) return;
    this.filed.delete(path);
    if (was === null) {
      this.unkeyed.delete(path);
      return;
    }
    const set = this.byKey.get(was)!;
    set.delete(path);
    if (set.size === 0) this.byKey.delete(was);
  }

  add(path: string, doc: StoredDocument): void {
    const v = getField(doc.fields, this.segments);
    // Missing fields and a top-level NaN never satisfy EQUAL: not filed at all.
    if (v === undefined || isNaNValue(v)) return;
    const k = keyOf(v);
    this.filed.set(path, k ?? null);
    if (k === undefined) {
      this.unkeyed.add(path);
      return;
    }
    let set = this.byKey.get(k);
    if (!set) this.byKey.set(k, (set = new Set()));
    set.add(path);
  }
}

/** Candidate paths for one EQUAL filter: a keyed set and the unkeyed documents. */
export interface Candidates {
  size: number;
  paths(): Iterable<string>;
}

export class EqualityIndexes {
  /** collection path → field path → index */
  private readonly indexes = new Map<string, Map<string, FieldIndex>>();

  /** Keeps built indexes in step with one document's new state (null = deleted). */
  update(collection: string, path: string, doc: StoredDocument | null): void {
    const fields = this.indexes.get(collection);
    if (!fields) return;
    for (const index of fields.values()) {
      index.remove(path);
      if (doc) index.add(path, doc);
    }
  }

  clear(): void {
    this.indexes.clear();
  }

  /**
   * Documents of `collection` that may have `fieldPath` equal to the value keyed `key`, building
   * the index from `docs` (the collection's documents) on first use.
   */
  lookup(
    collection: string,
    fieldPath: string,
    key: string,
    docs: () => Iterable<[string, StoredDocument]>,
  ): Candidates {
    let fields = this.indexes.get(collection);
    if (!fields) this.indexes.set(collection, (fields = new Map()));
    let index = fields.get(fieldPath);
    if (!index) {
      index = new FieldIndex(fieldPath);
      for (const [path, doc] of docs()) index.add(path, doc);
      fields.set(fieldPath, index);
    }
    const keyed = index.byKey.get(key);
    const unkeyed = index.unkeyed;
    return {
      size: (keyed?.size ?? 0) + unkeyed.size,
      *paths() {
        if (keyed) yield* keyed;
        yield* unkeyed;
      },
    };
  }
}
