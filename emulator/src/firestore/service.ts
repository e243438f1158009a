/**
 * The Firestore API operations, in proto3 JSON (the REST shapes). The REST and gRPC servers
 * both translate their wire format to these calls, so semantics live in one place.
 */
import { randomBytes } from 'node:crypto';
import type { ProtoValue, StoredDocument } from '../rules/api.js';
import { ApiError } from './errors.js';
import { parseDocumentName, parseFieldPath, parseName, getField, setField } from './paths.js';
import { runAggregation, runQuery, type Aggregation, type StructuredQuery } from './query/query.js';
import type { Caller, Security } from './security.js';
import { Clock, type ProjectStore, type Stores } from './persistence/store.js';
import { Transactions, type Transaction } from './transactions.js';
import { compareNames } from './values.js';
import {
  applyWrite,
  writeTarget,
  type AppliedWrite,
  type Write,
  type WriteResult,
} from './writes.js';

export interface DocumentMask {
  fieldPaths?: string[];
}

export interface TransactionOptions {
  readOnly?: { readTime?: string };
  readWrite?: { retryTransaction?: string };
}

export interface ReadOptions {
  transaction?: string;
  newTransaction?: TransactionOptions;
  readTime?: string;
}

export interface BatchGetResponse {
  found?: StoredDocument;
  missing?: string;
  readTime: string;
  transaction?: string;
}

export interface RunQueryResponse {
  document?: StoredDocument;
  readTime: string;
  transaction?: string;
  skippedResults?: number;
}

export interface CommitResponse {
  writeResults: WriteResult[];
  commitTime: string;
}

function nowTime(): string {
  return Clock.format(Date.now() * 1000);
}

function masked(doc: StoredDocument, mask: DocumentMask | undefined): StoredDocument {
  if (!mask?.fieldPaths) return doc;
  const fields: StoredDocument['fields'] = {};
  for (const fp of mask.fieldPaths) {
    const segs = parseFieldPath(fp);
    const v = getField(doc.fields, segs);
    if (v !== undefined) setField(fields, segs, v);
  }
  return { ...doc, fields };
}

export class FirestoreService {
  readonly transactions = new Transactions();

  constructor(
    readonly stores: Stores,
    readonly security: Security,
  ) {}

  private store(project: string): ProjectStore {
    return this.stores.project(project);
  }

  /** Resolves the transaction a read runs in: an existing one, a new one, or none. */
  private readTransaction(
    project: string,
    opts: ReadOptions,
  ): { tx: Transaction | null; started: boolean } {
    if (opts.transaction)
      return { tx: this.transactions.get(opts.transaction, project), started: false };
    if (opts.newTransaction) {
      const o = opts.newTransaction;
      return {
        tx: this.transactions.begin(project, !o.readWrite, o.readWrite?.retryTransaction),
        started: true,
      };
    }
    return { tx: null, started: false };
  }

  /** Reads a document inside a read-write transaction: lock first, then record the version seen. */
  private async readLocked(
    tx: Transaction | null,
    store: ProjectStore,
    path: string,
  ): Promise<StoredDocument | null> {
    if (tx && !tx.readOnly) {
      await this.transactions.lock(store.project, path, tx.id);
      const doc = store.get(path);
      tx.reads.set(path, doc?.updateTime ?? null);
      return doc;
    }
    return store.get(path);
  }

  async getDocument(
    project: string,
    caller: Caller,
    name: string,
    opts: ReadOptions & { mask?: DocumentMask },
  ): Promise<StoredDocument> {
    const { database, path } = parseDocumentName(name, project);
    const store = this.store(project);
    const { tx } = this.readTransaction(project, opts);
    // Judge before locking, so that a denied read never holds a lock.
    this.security.checkGet(caller, store, database, path, new Date());
    const doc = await this.readLocked(tx, store, path);
    if (!doc) throw new ApiError('NOT_FOUND', `Document "${name}" not found.`);
    return masked(doc, opts.mask);
  }

  async batchGet(
    project: string,
    caller: Caller,
    req: ReadOptions & { documents?: string[]; mask?: DocumentMask },
  ): Promise<BatchGetResponse[]> {
    const store = this.store(project);
    const { tx, started } = this.readTransaction(project, req);
    const out: BatchGetResponse[] = [];
    const names = req.documents ?? [];
    for (const name of names) parseDocumentName(name, project);
    try {
      for (const name of names) {
        const { database, path } = parseDocumentName(name, project);
        this.security.checkGet(caller, store, database, path, new Date());
        const doc = await this.readLocked(tx, store, path);
        const readTime = nowTime();
        out.push(doc ? { found: masked(doc, req.mask), readTime } : { missing: name, readTime });
      }
    } catch (err) {
      if (started && tx) this.transactions.release(tx.id);
      throw err;
    }
    if (started && tx) {
      if (out.length === 0) out.push({ readTime: nowTime() });
      out[0]!.transaction = tx.id;
    }
    return out;
  }

  async runQuery(
    project: string,
    caller: Caller,
    parent: string,
    req: ReadOptions & { structuredQuery?: StructuredQuery },
  ): Promise<RunQueryResponse[]> {
    const q = req.structuredQuery;
    if (!q) throw new ApiError('INVALID_ARGUMENT', 'A query is required.');
    const store = this.store(project);
    this.checkQuery(caller, store, parent, q);
    const { tx, started } = this.readTransaction(project, req);
    let docs: StoredDocument[];
    try {
      docs = await this.queryLocked(tx, store, parent, q);
    } catch (err) {
      if (started && tx) this.transactions.release(tx.id);
      throw err;
    }
    const readTime = nowTime();
    const out: RunQueryResponse[] = docs.map((document) => ({ document, readTime }));
    if (out.length === 0) out.push({ readTime });
    if (started && tx) out[0]!.transaction = tx.id;
    return out;
  }

  private async queryLocked(
    tx: Transaction | null,
    store: ProjectStore,
    parent: string,
    q: StructuredQuery,
  ): Promise<StoredDocument[]> {
    let docs = runQuery(store, parent, q);
    if (tx && !tx.readOnly) {
      for (const d of docs)
        await this.transactions.lock(store.project, parseName(d.name).path, tx.id);
      docs = runQuery(store, parent, q);
      for (const d of docs) {
        const path = parseName(d.name).path;
        tx.reads.set(path, store.get(path)?.updateTime ?? null);
      }
    }
    return docs;
  }

  /** Judges a query (RunQuery, aggregations, Listen query targets) as `list` by the rules. */
  checkQuery(caller: Caller, store: ProjectStore, parent: string, q: StructuredQuery): void {
    const p = parseName(parent);
    if (p.project !== store.project)
      throw new ApiError(
        'INVALID_ARGUMENT',
        `Parent "${parent}" lies outside project ${store.project}.`,
      );
    if (caller.owner) return;
    const from = q.from?.[0];
    if (!from?.collectionId)
      throw new ApiError('INVALID_ARGUMENT', 'A query must select exactly one collection.');
    const query: { where?: unknown; limit?: number; offset?: number; orderBy?: unknown[] } = {};
    if (q.where) query.where = q.where;
    const limit =
      q.limit === undefined ? undefined : typeof q.limit === 'object' ? q.limit.value : q.limit;
    if (limit !== undefined) query.limit = Number(limit);
    if (q.offset) query.offset = Number(q.offset);
    if (q.orderBy) query.orderBy = q.orderBy;
    this.security.checkList(
      caller,
      store,
      p.database,
      p.path,
      from.collectionId,
      !!from.allDescendants,
      query,
      new Date(),
    );
  }

  async runAggregationQuery(
    project: string,
    caller: Caller,
    parent: string,
    req: ReadOptions & {
      structuredAggregationQuery?: {
        structuredQuery?: StructuredQuery;
        aggregations?: Aggregation[];
      };
    },
  ): Promise<
    {
      result: { aggregateFields: Record<string, ProtoValue> };
      readTime: string;
      transaction?: string;
    }[]
  > {
    const agg = req.structuredAggregationQuery;
    if (!agg?.structuredQuery)
      throw new ApiError('INVALID_ARGUMENT', 'An aggregation query is required.');
    const store = this.store(project);
    this.checkQuery(caller, store, parent, agg.structuredQuery);
    const { tx, started } = this.readTransaction(project, req);
    if (tx && !tx.readOnly) await this.queryLocked(tx, store, parent, agg.structuredQuery);
    const aggregateFields = runAggregation(
      store,
      parent,
      agg.structuredQuery,
      agg.aggregations ?? [],
    );
    const res: {
      result: { aggregateFields: Record<string, ProtoValue> };
      readTime: string;
      transaction?: string;
    } = {
      result: { aggregateFields },
      readTime: nowTime(),
    };
    if (started && tx) res.transaction = tx.id;
    return [res];
  }

  async listDocuments(
    project: string,
    caller: Caller,
    parent: string,
    collectionId: string,
    req: {
      pageSize?: number;
      pageToken?: string;
      orderBy?: string;
      mask?: DocumentMask;
      transaction?: string;
      showMissing?: boolean;
    },
  ): Promise<{ documents: StoredDocument[]; nextPageToken?: string }> {
    if (req.showMissing) return this.listWithMissing(project, caller, parent, collectionId, req);
    const orderBy = (req.orderBy ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const [fieldPath, dir] = s.split(/\s+/);
        return {
          field: { fieldPath: fieldPath! },
          direction: dir?.toLowerCase() === 'desc' ? 'DESCENDING' : 'ASCENDING',
        };
      });
    const offset = req.pageToken ? Number(Buffer.from(req.pageToken, 'base64').toString()) : 0;
    const pageSize = req.pageSize && req.pageSize > 0 ? Number(req.pageSize) : undefined;
    const q: StructuredQuery = { from: [{ collectionId }], orderBy, offset };
    if (pageSize !== undefined) q.limit = pageSize + 1;
    const rows = await this.runQuery(project, caller, parent, {
      structuredQuery: q,
      transaction: req.transaction,
    });
    let documents = rows.filter((r) => r.document).map((r) => masked(r.document!, req.mask));
    let nextPageToken: string | undefined;
    if (pageSize !== undefined && documents.length > pageSize) {
      documents = documents.slice(0, pageSize);
      nextPageToken = Buffer.from(String(offset + pageSize)).toString('base64');
    }
    return nextPageToken ? { documents, nextPageToken } : { documents };
  }

  /** ListDocuments with show_missing: documents plus absent ones that have subcollections, by name. */
  private listWithMissing(
    project: string,
    caller: Caller,
    parent: string,
    collectionId: string,
    req: { pageSize?: number; pageToken?: string; mask?: DocumentMask },
  ): { documents: StoredDocument[]; nextPageToken?: string } {
    const p = parseName(parent);
    const store = this.store(project);
    this.security.checkList(caller, store, p.database, p.path, collectionId, false, {}, new Date());
    const coll = p.path ? `${p.path}/${collectionId}` : collectionId;
    const names = new Map<string, StoredDocument>();
    for (const d of store.inCollection(coll)) names.set(d.name, masked(d, req.mask));
    for (const c of store.collections.keys()) {
      if (!c.startsWith(`${coll}/`)) continue;
      const id = c.slice(coll.length + 1).split('/')[0]!;
      const name = `${parent}/${collectionId}/${id}`;
      if (!names.has(name)) names.set(name, { name, fields: {} });
    }
    const all = [...names.values()].sort((a, b) => compareNames(a.name, b.name));
    const offset = req.pageToken ? Number(Buffer.from(req.pageToken, 'base64').toString()) : 0;
    const size = req.pageSize && req.pageSize > 0 ? Number(req.pageSize) : all.length;
    const documents = all.slice(offset, offset + size);
    return offset + size < all.length
      ? { documents, nextPageToken: Buffer.from(String(offset + size)).toString('base64') }
      : { documents };
  }

  listCollectionIds(
    project: string,
    parent: string,
    req: { pageSize?: number; pageToken?: string },
  ): { collectionIds: string[]; nextPageToken?: string } {
    const p = parseName(parent);
    if (p.segments.length % 2 !== 0)
      throw new ApiError('INVALID_ARGUMENT', `Invalid parent "${parent}".`);
    const all = this.store(project).collectionIds(p.path);
    const offset = req.pageToken ? Number(Buffer.from(req.pageToken, 'base64').toString()) : 0;
    const size = req.pageSize && req.pageSize > 0 ? Number(req.pageSize) : all.length;
    const collectionIds = all.slice(offset, offset + size);
    return offset + size < all.length
      ? { collectionIds, nextPageToken: Buffer.from(String(offset + size)).toString('base64') }
      : { collectionIds };
  }

  beginTransaction(
    project: string,
    req: { options?: TransactionOptions },
  ): { transaction: string } {
    const o = req.options ?? {};
    return {
      transaction: this.transactions.begin(project, !!o.readOnly, o.readWrite?.retryTransaction).id,
    };
  }

  rollback(project: string, req: { transaction?: string }): Record<string, never> {
    if (!req.transaction) throw new ApiError('INVALID_ARGUMENT', 'A transaction is required.');
    this.transactions.get(req.transaction, project);
    this.transactions.release(req.transaction);
    return {};
  }

  /** Commits writes atomically: all apply or none do. */
  async commit(
    project: string,
    caller: Caller,
    req: { writes?: Write[]; transaction?: string },
  ): Promise<CommitResponse> {
    const writes = req.writes ?? [];
    const store = this.store(project);
    const tx = req.transaction ? this.transactions.get(req.transaction, project) : null;
    const owner = tx?.id ?? `commit:${randomBytes(8).toString('hex')}`;
    // Locks are taken in one global order so that commits cannot deadlock each other.
    const paths = [
      ...new Set(writes.map((w) => parseDocumentName(writeTarget(w), project).path)),
    ].sort();
    try {
      if (tx?.readOnly && writes.length > 0)
        throw new ApiError(
          'INVALID_ARGUMENT',
          'Cannot modify entities in a read-only transaction.',
        );
      for (const p of paths) await this.transactions.lock(project, p, owner);
      if (tx) {
        for (const [path, version] of tx.reads) {
          if ((store.get(path)?.updateTime ?? null) !== version)
            throw new ApiError(
              'ABORTED',
              'Too much contention on these documents. Please try again.',
            );
        }
      }
      // Awaited here so that locks are held until the commit is durable and visible.
      return await this.applyAtomically(store, caller, writes);
    } finally {
      if (tx) this.transactions.release(tx.id);
      else this.transactions.unlockAll(project, paths, owner);
    }
  }

  private async applyAtomically(
    store: ProjectStore,
    caller: Caller,
    writes: Write[],
  ): Promise<CommitResponse> {
    const micros = this.stores.clock.nowMicros();
    const commitTime = Clock.format(micros);
    const overlay = new Map<string, StoredDocument | null>();
    const applied: AppliedWrite[] = [];
    for (const w of writes) {
      const path = parseDocumentName(writeTarget(w), store.project).path;
      const before = overlay.has(path) ? overlay.get(path)! : store.get(path);
      const a = applyWrite(store.project, before, w, commitTime);
      overlay.set(path, a.after);
      applied.push(a);
    }
    const database = writes.length > 0 ? parseName(writeTarget(writes[0]!)).database : '(default)';
    const judged = applied.filter(
      (a): a is AppliedWrite & { method: 'create' | 'update' | 'delete' } => a.method !== 'verify',
    );
    this.security.checkWrites(caller, store, database, judged, overlay, new Date(micros / 1000));
    const changes = new Map<string, StoredDocument | null>();
    for (const [path, doc] of overlay) if (doc !== store.get(path)) changes.set(path, doc);
    await store.commit(changes, micros);
    return { writeResults: applied.map((a) => a.result), commitTime };
  }

  /** Applies each write on its own (not atomically), reporting a status per write. */
  async batchWrite(
    project: string,
    caller: Caller,
    req: { writes?: Write[] },
  ): Promise<{ writeResults: WriteResult[]; status: { code: number; message?: string }[] }> {
    const writeResults: WriteResult[] = [];
    const status: { code: number; message?: string }[] = [];
    for (const w of req.writes ?? []) {
      try {
        const r = await this.commit(project, caller, { writes: [w] });
        writeResults.push(r.writeResults[0]!);
        status.push({ code: 0 });
      } catch (err) {
        const e = err instanceof ApiError ? err : new ApiError('INTERNAL', String(err));
        writeResults.push({});
        status.push({ code: e.grpcCode, message: e.message });
      }
    }
    return { writeResults, status };
  }

  clear(project: string): Promise<void> {
    return this.store(project).clear();
  }

  close(): void {
    this.transactions.close();
  }
}
