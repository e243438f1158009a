/**
 * Document lookups for get/exists/getAfter/existsAfter and Storage's firestore.get/exists.
 * Production limits: 10 per single-document request, 20 per batch (the shared budget);
 * the same path looked up twice in one evaluation is served from cache and counts once, and
 * a path already counted against a shared batch budget is not counted again.
 */
import type { FirestoreAccess, LookupBudget, StoredDocument } from './api.js';
import { RError, type RPath, err } from './values.js';

/** Production's limit of get/exists calls for one document request. */
export const PER_REQUEST_LOOKUP_LIMIT = 10;

/** Paths already counted against a shared (batch) budget: a batch reading one document twice pays once. */
const batchSeen = new WeakMap<LookupBudget, Set<string>>();

/** One request's document lookups: cache, per-request count and the shared budget. */
export class Lookups {
  private readonly cache = new Map<string, StoredDocument | null>();
  private count = 0;

  constructor(
    private readonly access: FirestoreAccess | undefined,
    readonly budget: LookupBudget,
    private readonly perRequestLimit = PER_REQUEST_LOOKUP_LIMIT,
  ) {}

  /** The document at a rules path, before (`now`) or after (`after`) the batch's writes. */
  fetch(kind: 'now' | 'after', path: RPath, fn: string): StoredDocument | null | RError {
    const segs = path.segments;
    if (
      segs.length < 5 ||
      segs[0] !== 'databases' ||
      segs[2] !== 'documents' ||
      (segs.length - 3) % 2 !== 0
    ) {
      return err(
        `Invalid path for ${fn}(): ${path.toString()} is not a document path under /databases/{database}/documents.`,
      );
    }
    if (!this.access) return err(`${fn}() is not available: no Firestore data access was given.`);
    const key = path.toString();
    const cacheKey = `${kind}:${key}`;
    if (this.cache.has(cacheKey)) return this.cache.get(cacheKey) ?? null;
    let seen = batchSeen.get(this.budget);
    if (!seen) batchSeen.set(this.budget, (seen = new Set()));
    const newToBatch = !seen.has(cacheKey);
    if (
      this.count >= this.perRequestLimit ||
      (newToBatch && this.budget.used >= this.budget.limit)
    ) {
      return err(
        `Exceeded maximum of ${Math.min(this.perRequestLimit, this.budget.limit)} document lookups (get/exists) for this request.`,
      );
    }
    this.count++;
    if (newToBatch) {
      this.budget.used++;
      seen.add(cacheKey);
    }
    const doc = kind === 'now' ? this.access.get(key) : this.access.getAfter(key);
    this.cache.set(cacheKey, doc);
    return doc;
  }
}
