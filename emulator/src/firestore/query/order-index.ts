/**
 * Order indexes: per (collection path, field path), the documents that have the field sorted by
 * (value, name) — the order of `orderBy(field)` — so that `orderBy(field).limit(k)` reads from one
 * end until k documents pass the filter instead of visiting the whole collection.
 *
 * Writes don't re-sort: a written (or deleted) path joins `recent`, read in full by every walk,
 * and its sorted entry is skipped from then on; the sorted part is rebuilt from the store once
 * `recent` outgrows a sixteenth of it.
 */
import type { StoredDocument } from '../../rules/api.js';
import type { ProtoValue } from '../../rules/api.js';
import { getField, parseFieldPath } from '../paths.js';
import { compareNames, compareValues } from '../values.js';

interface Entry {
  path: string;
  doc: StoredDocument;
  value: ProtoValue;
}

function compareEntries(a: Entry, b: Entry): number {
  return compareValues(a.value, b.value) || compareNames(a.doc.name, b.doc.name);
}

class FieldOrder {
  private sorted: Entry[] = [];
  /** Paths written since `sorted` was built. */
  readonly recent = new Set<string>();
  private readonly segments: string[];

  constructor(
    fieldPath: string,
    private readonly docs: () => Iterable<[string, StoredDocument]>,
  ) {
    this.segments = parseFieldPath(fieldPath);
    this.rebuild();
  }

  private rebuild(): void {
    const entries: Entry[] = [];
    for (const [path, doc] of this.docs()) {
      const value = getField(doc.fields, this.segments);
      if (value !== undefined) entries.push({ path, doc, value });
    }
    this.sorted = entries.sort(compareEntries);
    this.recent.clear();
  }

  /**
   * Stored documents with the field in (value, name) order, ascending or descending, each paired
   * with whether it is exactly in that place (false: a recent write, to be ordered by the caller).
   */
  *walk(
    descending: boolean,
    get: (path: string) => StoredDocument | null,
  ): Iterable<[StoredDocument, boolean]> {
    if (this.recent.size > Math.max(32, this.sorted.length >> 4)) this.rebuild();
    for (const path of this.recent) {
      const doc = get(path);
      if (doc) yield [doc, false];
    }
    const n = this.sorted.length;
    for (let i = 0; i < n; i++) {
      const e = this.sorted[descending ? n - 1 - i : i]!;
      if (this.recent.has(e.path)) continue;
      yield [e.doc, true];
    }
  }
}

export class OrderIndexes {
  /** collection path → field path → order */
  private readonly orders = new Map<string, Map<string, FieldOrder>>();

  /** Notes a write to one document of `collection` (null = deleted). */
  touch(collection: string, path: string): void {
    const fields = this.orders.get(collection);
    if (fields) for (const order of fields.values()) order.recent.add(path);
  }

  clear(): void {
    this.orders.clear();
  }

  /** The order of `fieldPath` in `collection`, built from `docs` on first use. */
  order(
    collection: string,
    fieldPath: string,
    docs: () => Iterable<[string, StoredDocument]>,
  ): FieldOrder {
    let fields = this.orders.get(collection);
    if (!fields) this.orders.set(collection, (fields = new Map()));
    let order = fields.get(fieldPath);
    if (!order) fields.set(fieldPath, (order = new FieldOrder(fieldPath, docs)));
    return order;
  }
}

export type { FieldOrder };
