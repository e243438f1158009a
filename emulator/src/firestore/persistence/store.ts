/**
 * In-memory documents per project, indexed by collection, backed by a write-ahead log.
 * Every commit is written and fsync'd before it is applied and acknowledged.
 */
import type { StoredDocument } from '../../rules/api.js';
import { EqualityIndexes, type Candidates, type IndexMode } from '../query/equality-index.js';
import { ApiError } from '../errors.js';
import { OrderIndexes, type FieldOrder } from '../query/order-index.js';
import { ProjectLog } from './wal.js';
import { formatTimestamp } from '../values.js';

/**
 * One project's commit times: strictly increasing, in microseconds like production's. A burst of
 * commits (more than one a millisecond) runs it ahead of the wall clock for a while; per project,
 * so one project's burst never dates another's writes in the future (a job run at Date.now()
 * would then find them not yet due).
 */
export class Clock {
  private last = 0;

  nowMicros(): number {
    // Whole milliseconds, so that request.time (a Date) equals the serverTimestamp of the same write.
    const now = Date.now() * 1000;
    this.last = Math.max(now, Math.floor(this.last / 1000) * 1000 + 1000);
    return this.last;
  }

  observe(micros: number): void {
    this.last = Math.max(this.last, micros);
  }

  static format(micros: number): string {
    return formatTimestamp(Math.floor(micros / 1e6), (micros % 1e6) * 1000);
  }
}

function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

/** One project's documents. Keys are paths below …/documents, e.g. "rooms/r1/messages/m1". */
export class ProjectStore {
  /** collection path → document paths in it */
  readonly collections = new Map<string, Set<string>>();
  /** Equality indexes the queries build on first use; every put keeps them in step. */
  readonly indexes = new EqualityIndexes();
  /** Single-field order indexes the queries build on first use; every put marks them. */
  readonly orders = new OrderIndexes();
  /** The commit time of the latest commit made visible (a Listen snapshot's read time). */
  appliedMicros = 0;
  /** This project's commit times. */
  readonly clock = new Clock();
  /** Told of each commit (and clear) once it is durable and visible: the Listen streams (listen-hub.ts). */
  readonly observers = new Set<
    (changes: Map<string, StoredDocument | null>, micros: number) => void
  >();

  constructor(
    readonly project: string,
    private readonly log: ProjectLog | null,
    readonly docs = new Map<string, StoredDocument>(),
  ) {}

  get(path: string): StoredDocument | null {
    return this.docs.get(path) ?? null;
  }

  /** Durably applies the final states of one commit (null deletes); resolves once durable and visible. */
  commit(changes: Map<string, StoredDocument | null>, commitMicros: number): Promise<void> {
    const apply = (): void => {
      for (const [path, doc] of changes) this.put(path, doc);
      this.appliedMicros = Math.max(this.appliedMicros, commitMicros);
      this.notify(changes, commitMicros);
    };
    if (changes.size === 0) return Promise.resolve();
    if (!this.log) {
      apply();
      return Promise.resolve();
    }
    return this.log.append(commitMicros, changes, apply);
  }

  /** Applies a state without logging (replay). */
  put(path: string, doc: StoredDocument | null): void {
    const coll = parentOf(path);
    if (doc || this.docs.has(path)) {
      this.indexes.update(coll, path, doc);
      this.orders.touch(coll, path);
    }
    if (doc) {
      this.docs.set(path, doc);
      let set = this.collections.get(coll);
      if (!set) this.collections.set(coll, (set = new Set()));
      set.add(path);
    } else if (this.docs.delete(path)) {
      const set = this.collections.get(coll);
      set?.delete(path);
      if (set && set.size === 0) this.collections.delete(coll);
    }
  }

  private notify(changes: Map<string, StoredDocument | null>, micros: number): void {
    for (const observe of this.observers) observe(changes, micros);
  }

  clear(): Promise<void> {
    const apply = (): void => {
      const gone = new Map<string, StoredDocument | null>(
        [...this.docs.keys()].map((p) => [p, null]),
      );
      this.reset();
      // A clear has no commit time: one microsecond later than the last commit orders it after it.
      this.notify(gone, ++this.appliedMicros);
    };
    if (!this.log) {
      apply();
      return Promise.resolve();
    }
    return this.log.clear(apply);
  }

  /** Forgets every document and index (a clear, or the log starting over on replay). */
  reset(): void {
    this.docs.clear();
    this.collections.clear();
    this.indexes.clear();
    this.orders.clear();
  }

  /** Documents directly in the collection at `collectionPath`. */
  *inCollection(collectionPath: string): Iterable<StoredDocument> {
    for (const p of this.collections.get(collectionPath) ?? []) yield this.docs.get(p)!;
  }

  /** Candidate paths for filters on `fieldPath` matching values keyed `keys` (equality-index.ts). */
  equalCandidates(
    collectionPath: string,
    fieldPath: string,
    mode: IndexMode,
    keys: string[],
  ): Candidates {
    return this.indexes.lookup(collectionPath, fieldPath, mode, keys, () =>
      this.entries(collectionPath),
    );
  }

  collectionSize(collectionPath: string): number {
    return this.collections.get(collectionPath)?.size ?? 0;
  }

  /** The order index of `fieldPath` in a collection (order-index.ts). */
  fieldOrder(collectionPath: string, fieldPath: string): FieldOrder {
    return this.orders.order(collectionPath, fieldPath, () => this.entries(collectionPath));
  }

  private *entries(collectionPath: string): Iterable<[string, StoredDocument]> {
    for (const p of this.collections.get(collectionPath) ?? []) yield [p, this.docs.get(p)!];
  }

  /** Documents of every collection named `collectionId` at or below `parentPath` ("" = root). */
  *inCollectionGroup(parentPath: string, collectionId: string): Iterable<StoredDocument> {
    for (const [coll, set] of this.collections) {
      const id = coll.slice(coll.lastIndexOf('/') + 1);
      if (id !== collectionId) continue;
      if (parentPath !== '' && !coll.startsWith(`${parentPath}/`)) continue;
      for (const p of set) yield this.docs.get(p)!;
    }
  }

  /** Ids of collections directly under a document path ("" = root) that hold documents somewhere below. */
  collectionIds(parentPath: string): string[] {
    const ids = new Set<string>();
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    for (const coll of this.collections.keys()) {
      if (!coll.startsWith(prefix)) continue;
      ids.add(coll.slice(prefix.length).split('/')[0]!);
    }
    return [...ids].sort();
  }

  close(): Promise<void> {
    return this.log?.close() ?? Promise.resolve();
  }
}

/** All projects, created on first use and loaded from the data directory. */
export class Stores {
  private readonly projects = new Map<string, ProjectStore>();

  constructor(private readonly dataDir: string | null) {}

  project(project: string): ProjectStore {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(project) || project.includes('..'))
      throw new ApiError('INVALID_ARGUMENT', `Invalid project id "${project}".`);
    let store = this.projects.get(project);
    if (!store) {
      const docs = new Map<string, StoredDocument>();
      const log = this.dataDir ? new ProjectLog(this.dataDir, project, () => docs.values()) : null;
      store = new ProjectStore(project, log, docs);
      if (log) {
        const s = store;
        const maxMicros = log.load(
          (path, doc) => s.put(path, doc),
          () => s.reset(),
        );
        store.clock.observe(maxMicros);
        store.appliedMicros = maxMicros;
      }
      this.projects.set(project, store);
    }
    return store;
  }

  /** Loads every project that has data on disk, so that start-up replays the log eagerly. */
  loadAll(): void {
    if (!this.dataDir) return;
    for (const p of ProjectLog.projectsOnDisk(this.dataDir)) this.project(p);
  }

  async close(): Promise<void> {
    await Promise.all([...this.projects.values()].map((s) => s.close()));
    this.projects.clear();
  }
}
