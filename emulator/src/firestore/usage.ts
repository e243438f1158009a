/**
 * What each request would be billed in production: document reads, index entries
 * scanned, writes and deletes, per request and per caller, so the benches can tell how many
 * reads a screen or a job costs. Billing rules (Cloud Firestore pricing, Standard edition):
 *
 * - a get, and each document of a batchGet, is one read, whether or not the document exists;
 * - a query is one read per document returned, plus one per document an offset skipped, and
 *   at least one read when it returns nothing;
 * - an aggregation (count, sum, avg) is one read per batch of up to 1,000 index entries it
 *   matched, at least one;
 * - each document a rule's get()/exists() looks up is one read, once per request;
 * - a write (set, update, transform) is one write per document; a delete is one delete.
 *
 * `MeteredFirestoreService` applies them around the service's operations, so REST (the web
 * SDK) and gRPC (firebase-admin) are metered alike; `usageRoute` serves the figures on
 * `/emulator/v1/projects/{p}/usage` (GET reads, DELETE resets), loopback-only like every route.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type http from 'node:http';
import type { ProtoValue } from '../rules/api.js';
import { ApiError } from './errors.js';
import { countQuery } from './query/query.js';
import type { Aggregation, StructuredQuery } from './query/structured-query.js';
import type { Caller } from './security.js';
import { FirestoreService, type ReadOptions } from './service.js';
import type { Write } from './writes.js';

/** Index entries one aggregation read pays for. */
export const AGGREGATION_ENTRIES_PER_READ = 1000;

/** Reads a query is billed: one per document returned or skipped by an offset, at least one. */
export function queryReads(returned: number, skippedByOffset = 0): number {
  return Math.max(1, returned + skippedByOffset);
}

/** Reads an aggregation is billed: one per up to 1,000 index entries matched, at least one. */
export function aggregationReads(indexEntries: number): number {
  return Math.max(1, Math.ceil(indexEntries / AGGREGATION_ENTRIES_PER_READ));
}

/** Reads a batchGet is billed: one per document asked for, found or missing. */
export function batchGetReads(documents: number): number {
  return documents;
}

export type Operation =
  'get' | 'batchGet' | 'runQuery' | 'runAggregationQuery' | 'listDocuments' | 'commit';

export interface Usage {
  documentReads: number;
  indexEntriesScanned: number;
  writes: number;
  deletes: number;
  /** get()/exists() lookups of the rules (already included in documentReads). */
  rulesLookups: number;
}

export interface RequestUsage extends Usage {
  seq: number;
  operation: Operation;
  /** `owner` (firebase-admin), `anonymous`, or the signed-in uid. */
  caller: string;
  /** The collection a query or aggregation read, or the first document's path. */
  target: string;
}

const zero = (): Usage => ({
  documentReads: 0,
  indexEntriesScanned: 0,
  writes: 0,
  deletes: 0,
  rulesLookups: 0,
});

function add(into: Usage, u: Usage): void {
  into.documentReads += u.documentReads;
  into.indexEntriesScanned += u.indexEntriesScanned;
  into.writes += u.writes;
  into.deletes += u.deletes;
  into.rulesLookups += u.rulesLookups;
}

export function callerKey(caller: Caller): string {
  if (caller.owner) return 'owner';
  return caller.auth?.uid ?? 'anonymous';
}

/** The request being metered, so the rules' lookups are charged to it (security.ts). */
const current = new AsyncLocalStorage<Usage>();

/** Charges `n` rules lookups (get/exists) to the request being metered, if any. */
export function chargeRulesLookups(n: number): void {
  const u = current.getStore();
  if (!u || n <= 0) return;
  u.rulesLookups += n;
  u.documentReads += n;
}

/** Recent requests kept for inspection. */
const RECENT_LIMIT = 500;

interface ProjectUsage {
  totals: Usage & { requests: number };
  byCaller: Map<string, Usage & { requests: number }>;
  recent: RequestUsage[];
}

export class UsageMeter {
  private readonly projects = new Map<string, ProjectUsage>();
  private seq = 0;

  private project(p: string): ProjectUsage {
    let u = this.projects.get(p);
    if (!u) {
      u = { totals: { ...zero(), requests: 0 }, byCaller: new Map(), recent: [] };
      this.projects.set(p, u);
    }
    return u;
  }

  record(project: string, r: Omit<RequestUsage, 'seq'>): void {
    const p = this.project(project);
    const entry = { ...r, seq: ++this.seq };
    add(p.totals, entry);
    p.totals.requests++;
    let c = p.byCaller.get(r.caller);
    if (!c) p.byCaller.set(r.caller, (c = { ...zero(), requests: 0 }));
    add(c, entry);
    c.requests++;
    p.recent.push(entry);
    if (p.recent.length > RECENT_LIMIT) p.recent.splice(0, p.recent.length - RECENT_LIMIT);
  }

  snapshot(project: string) {
    const p = this.project(project);
    return {
      totals: p.totals,
      byCaller: Object.fromEntries(p.byCaller),
      recent: p.recent,
    };
  }

  reset(project: string): void {
    this.projects.delete(project);
  }
}

function collectionOf(parent: string, q: StructuredQuery | undefined): string {
  const id = q?.from?.[0]?.collectionId ?? '';
  const below = parent.split('/documents')[1]?.replace(/^\//, '') ?? '';
  return below ? `${below}/${id}` : id;
}

function docPath(name: string): string {
  return name.split('/documents/')[1] ?? name;
}

/** The service with every operation charged to the meter by the billing rules above. */
export class MeteredFirestoreService extends FirestoreService {
  readonly usage = new UsageMeter();

  /** Runs `op`, then records what `charge` says it cost plus the rules' lookups. */
  private async metered<T>(
    project: string,
    caller: Caller,
    operation: Operation,
    target: string,
    op: () => Promise<T>,
    charge: (result: T) => Partial<Usage>,
    onError: (err: unknown) => Partial<Usage> = () => ({}),
  ): Promise<T> {
    const u = zero();
    const record = (c: Partial<Usage>) => {
      add(u, { ...zero(), ...c });
      this.usage.record(project, { ...u, operation, caller: callerKey(caller), target });
    };
    try {
      const result = await current.run(u, op);
      record(charge(result));
      return result;
    } catch (err) {
      record(onError(err));
      throw err;
    }
  }

  override getDocument(
    project: string,
    caller: Caller,
    name: string,
    opts: Parameters<FirestoreService['getDocument']>[3],
  ) {
    return this.metered(
      project,
      caller,
      'get',
      docPath(name),
      () => super.getDocument(project, caller, name, opts),
      () => ({ documentReads: 1 }),
      // A get of a missing document is billed like one that finds it.
      (err) => (err instanceof ApiError && err.status === 'NOT_FOUND' ? { documentReads: 1 } : {}),
    );
  }

  override batchGet(
    project: string,
    caller: Caller,
    req: Parameters<FirestoreService['batchGet']>[2],
  ) {
    const n = req.documents?.length ?? 0;
    return this.metered(
      project,
      caller,
      'batchGet',
      docPath(req.documents?.[0] ?? ''),
      () => super.batchGet(project, caller, req),
      () => ({ documentReads: batchGetReads(n), indexEntriesScanned: 0 }),
    );
  }

  override runQuery(
    project: string,
    caller: Caller,
    parent: string,
    req: ReadOptions & { structuredQuery?: StructuredQuery },
  ) {
    return this.metered(
      project,
      caller,
      'runQuery',
      collectionOf(parent, req.structuredQuery),
      () => super.runQuery(project, caller, parent, req),
      (rows) => {
        const returned = rows.filter((r) => r.document).length;
        const q = req.structuredQuery!;
        const offset = Number(q.offset ?? 0);
        // Documents an offset skipped are billed: as many as matched, up to the offset.
        const skipped =
          offset > 0
            ? countQuery(this.stores.project(project), parent, { ...q, offset: 0, limit: offset })
            : 0;
        return {
          documentReads: queryReads(returned, skipped),
          indexEntriesScanned: returned + skipped,
        };
      },
    );
  }

  override runAggregationQuery(
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
    const q = req.structuredAggregationQuery?.structuredQuery;
    return this.metered(
      project,
      caller,
      'runAggregationQuery',
      collectionOf(parent, q),
      () => super.runAggregationQuery(project, caller, parent, req),
      (rows) => {
        const aggregations = req.structuredAggregationQuery?.aggregations ?? [];
        // Counts alone tell how many entries they scanned (the largest count, upTo included);
        // a sum or an average needs the query run again to know.
        const counts = aggregations.every((a) => a.count)
          ? Object.values(rows[0]?.result.aggregateFields ?? {}).map((v) =>
              Number((v as { integerValue?: string }).integerValue ?? 0),
            )
          : [];
        const entries =
          counts.length > 0
            ? Math.max(...counts)
            : aggregationEntries(
                countQuery(this.stores.project(project), parent, q!),
                aggregations,
              );
        return { documentReads: aggregationReads(entries), indexEntriesScanned: entries };
      },
    );
  }

  override listDocuments(
    project: string,
    caller: Caller,
    parent: string,
    collectionId: string,
    req: Parameters<FirestoreService['listDocuments']>[4],
  ) {
    // Plain listings run through runQuery (metered there); only show_missing is charged here.
    if (!req.showMissing) return super.listDocuments(project, caller, parent, collectionId, req);
    return this.metered(
      project,
      caller,
      'listDocuments',
      collectionId,
      () => super.listDocuments(project, caller, parent, collectionId, req),
      (res) => ({
        documentReads: queryReads(res.documents.length),
        indexEntriesScanned: res.documents.length,
      }),
    );
  }

  override commit(
    project: string,
    caller: Caller,
    req: { writes?: Write[]; transaction?: string },
  ) {
    const writes = req.writes ?? [];
    const deletes = writes.filter((w) => 'delete' in w && w.delete).length;
    return this.metered(
      project,
      caller,
      'commit',
      docPath(writes[0] ? (writes[0].update?.name ?? writes[0].delete ?? '') : ''),
      () => super.commit(project, caller, req),
      () => ({ writes: writes.length - deletes, deletes }),
    );
  }
}

/**
 * Index entries an aggregation scans: every entry it matched, except that a count with `upTo`
 * (and nothing else) stops there.
 */
export function aggregationEntries(matched: number, aggregations: Aggregation[]): number {
  const upTos = aggregations.map((a) => {
    const raw = a.count?.upTo;
    return raw === undefined ? undefined : Number(typeof raw === 'object' ? raw.value : raw);
  });
  if (upTos.length > 0 && upTos.every((u) => u !== undefined))
    return Math.min(matched, Math.max(...(upTos as number[])));
  return matched;
}

/**
 * GET /emulator/v1/projects/{p}/usage → `{ totals, byCaller, recent }`; DELETE resets it.
 * Returns false when `req` is not this route.
 */
export function usageRoute(
  meter: UsageMeter,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): boolean {
  const m = /^\/emulator\/v1\/projects\/([^/]+)\/usage$/.exec(
    new URL(req.url ?? '/', 'http://localhost').pathname,
  );
  if (!m || (req.method !== 'GET' && req.method !== 'DELETE')) return false;
  const project = decodeURIComponent(m[1]!);
  if (req.method === 'DELETE') meter.reset(project);
  const body = JSON.stringify(req.method === 'GET' ? meter.snapshot(project) : {});
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
  return true;
}
