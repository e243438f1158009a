/**
 * The Firestore API operations, in proto3 JSON (the REST shapes). The REST and gRPC servers
 * both translate their wire format to these calls, so semantics live in one place.
 */
import type { ProtoValue, StoredDocument } from '../rules/api.js';
import { batchWrite, commitAtomically } from './commit.js';
import type { Contention } from './contention.js';
import { ApiError } from './errors.js';
import { listCollectionIds, listDocuments, type ListDocumentsRequest } from './listing.js';
import { masked, parseDocumentName, parseName, type DocumentMask } from './paths.js';
import { Clock, type ProjectStore, type Stores } from './persistence/store.js';
import { runAggregation } from './query/aggregation.js';
import { runQuery } from './query/query.js';
import type { Aggregation, StructuredQuery } from './query/structured-query.js';
import type { Caller, Security } from './security.js';
import { Transactions, type Transaction } from './transactions.js';
import type { Write, WriteResult } from './writes.js';

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

export class FirestoreService {
  readonly transactions = new Transactions();
  /** Contention mode (per-document service time and meter); null in the default mode. */
  contention: Contention | null = null;

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

  listDocuments(
    project: string,
    caller: Caller,
    parent: string,
    collectionId: string,
    req: ListDocumentsRequest,
  ): Promise<{ documents: StoredDocument[]; nextPageToken?: string }> {
    return listDocuments(this, project, caller, parent, collectionId, req);
  }

  listCollectionIds(
    project: string,
    parent: string,
    req: { pageSize?: number; pageToken?: string },
  ): { collectionIds: string[]; nextPageToken?: string } {
    return listCollectionIds(this, project, parent, req);
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
  commit(
    project: string,
    caller: Caller,
    req: { writes?: Write[]; transaction?: string },
  ): Promise<CommitResponse> {
    return commitAtomically(this, project, caller, req);
  }

  /** Applies each write on its own (not atomically), reporting a status per write. */
  batchWrite(
    project: string,
    caller: Caller,
    req: { writes?: Write[] },
  ): Promise<{ writeResults: WriteResult[]; status: { code: number; message?: string }[] }> {
    return batchWrite(this, project, caller, req);
  }

  clear(project: string): Promise<void> {
    return this.store(project).clear();
  }

  close(): void {
    this.transactions.close();
  }
}
