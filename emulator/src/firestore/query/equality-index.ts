/**
 * Equality indexes: per (collection path, field path), equality key → paths of the documents whose
 * field has that value. Built on a query's first use, then kept up to date by every put, so that an
 * EQUAL filter reads its candidates instead of scanning the collection (production uses indexes).
 */
import type { StoredDocument } from '../../rules/api.js';
import { keyOf } from './equality-key.js';
import { getField, parseFieldPath } from '../paths.js';
import { isNaNValue } from '../values.js';

/** EQUAL/IN read a field's value; ARRAY_CONTAINS(_ANY) read each element of an array field. */
export type IndexMode = 'value' | 'elements';

class FieldIndex {
  readonly byKey = new Map<string, Set<string>>();
  /** Documents with a value that has no key: candidates for every lookup, the filter decides. */
  readonly unkeyed = new Set<string>();
  /** What each document was filed under, so that removal never depends on the old document. */
  private readonly filed = new Map<string, string[] | null>();
  private readonly segments: string[];

  constructor(
    fieldPath: string,
    private readonly mode: IndexMode,
  ) {
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
    for (const k of was) {
      const set = this.byKey.get(k)!;
      set.delete(path);
      if (set.size === 0) this.byKey.delete(k);
    }
  }

  add(path: string, doc: StoredDocument): void {
    const v = getField(doc.fields, this.segments);
    if (v === undefined) return;
    // A top-level NaN (value or element) equals nothing: not filed under any key.
    const values =
      this.mode === 'value' ? [v] : 'arrayValue' in v ? (v.arrayValue.values ?? []) : [];
    const keys = new Set<string>();
    for (const x of values) {
      if (isNaNValue(x)) continue;
      const k = keyOf(x);
      if (k === undefined) {
        this.filed.set(path, null);
        this.unkeyed.add(path);
        return;
      }
      keys.add(k);
    }
    if (keys.size === 0) return;
    this.filed.set(path, [...keys]);
    for (const k of keys) {
      let set = this.byKey.get(k);
      if (!set) this.byKey.set(k, (set = new Set()));
      set.add(path);
    }
  }
}

/** Candidate paths for one filter: keyed sets and the unkeyed documents (size: at most). */
export interface Candidates {
  size: number;
  paths(): Iterable<string>;
}

export class EqualityIndexes {
  /** collection path → mode:field path → index */
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
   * Documents of `collection` whose `fieldPath` (mode value) or one of its elements (mode
   * elements) may equal a value keyed by one of `keys`, building the index from `docs` (the
   * collection's documents) on first use.
   */
  lookup(
    collection: string,
    fieldPath: string,
    mode: IndexMode,
    keys: string[],
    docs: () => Iterable<[string, StoredDocument]>,
  ): Candidates {
    let fields = this.indexes.get(collection);
    if (!fields) this.indexes.set(collection, (fields = new Map()));
    const id = `${mode}:${fieldPath}`;
    let index = fields.get(id);
    if (!index) {
      index = new FieldIndex(fieldPath, mode);
      for (const [path, doc] of docs()) index.add(path, doc);
      fields.set(id, index);
    }
    const sets = [...new Set(keys)].flatMap((k) => index.byKey.get(k) ?? []);
    sets.push(index.unkeyed);
    return {
      size: sets.reduce((n, set) => n + set.size, 0),
      *paths() {
        if (sets.length <= 2) {
          // One keyed set (or none) and the unkeyed ones: disjoint already.
          for (const set of sets) yield* set;
          return;
        }
        const seen = new Set<string>();
        for (const set of sets)
          for (const p of set) {
            if (seen.has(p)) continue;
            seen.add(p);
            yield p;
          }
      },
    };
  }
}
