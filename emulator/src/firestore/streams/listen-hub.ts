/**
 * What the Listen streams of one process share: per project, who to tell about each commit and
 * a short history of which documents changed when, so that a reconnecting client's resume token
 * gets only what changed since (listen-stream.ts).
 */
import type { StoredDocument } from '../../rules/api.js';
import type { ProjectStore, Stores } from '../persistence/store.js';

export type Changes = Map<string, StoredDocument | null>;
export type CommitObserver = (changes: Changes, micros: number) => void;

/** How many changed paths a project remembers for resumes; older tokens get a full reset. */
const HISTORY_LIMIT = 100_000;

/** One project's change feed. */
export class ProjectFeed {
  private readonly subscribers = new Set<CommitObserver>();
  /** (commit micros, path) in commit order. */
  private history: { micros: number; path: string }[] = [];
  /** Changes after this time are all in `history`. */
  private historyStart: number;

  constructor(readonly store: ProjectStore) {
    this.historyStart = store.appliedMicros;
    store.observers.add((changes, micros) => this.onCommit(changes, micros));
  }

  /** The read time of a snapshot taken now: the last visible commit (never before 1 µs). */
  get readMicros(): number {
    return Math.max(this.store.appliedMicros, 1);
  }

  subscribe(fn: CommitObserver): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  /** Paths changed after `micros`, or null when the history does not reach back that far. */
  changedSince(micros: number): Set<string> | null {
    if (micros < this.historyStart) return null;
    const out = new Set<string>();
    for (let i = this.history.length - 1; i >= 0 && this.history[i]!.micros > micros; i--)
      out.add(this.history[i]!.path);
    return out;
  }

  private onCommit(changes: Changes, micros: number): void {
    for (const path of changes.keys()) this.history.push({ micros, path });
    if (this.history.length > HISTORY_LIMIT) {
      const drop = this.history.length - HISTORY_LIMIT / 2;
      this.historyStart = this.history[drop - 1]!.micros;
      this.history = this.history.slice(drop);
    }
    for (const fn of this.subscribers) {
      try {
        fn(changes, micros);
      } catch {
        // One broken stream must not keep a commit from the others (or from its caller).
      }
    }
  }
}

/** The feeds of one process, made on first use (keyed by the Stores, so no server wiring is needed). */
export class ListenHub {
  private readonly feeds = new Map<ProjectStore, ProjectFeed>();
  private static readonly byStores = new WeakMap<Stores, ListenHub>();

  static of(stores: Stores): ListenHub {
    let hub = ListenHub.byStores.get(stores);
    if (!hub) ListenHub.byStores.set(stores, (hub = new ListenHub(stores)));
    return hub;
  }

  private constructor(private readonly stores: Stores) {}

  feed(project: string): ProjectFeed {
    const store = this.stores.project(project);
    let feed = this.feeds.get(store);
    if (!feed) this.feeds.set(store, (feed = new ProjectFeed(store)));
    return feed;
  }
}

/** Resume tokens are the snapshot's read time in microseconds, as decimal ASCII. */
export function resumeToken(micros: number): string {
  return Buffer.from(`gt1:${micros}`).toString('base64');
}

export function parseResumeToken(token: string | undefined): number | null {
  if (!token) return null;
  const m = /^gt1:(\d+)$/.exec(Buffer.from(token, 'base64').toString('latin1'));
  return m ? Number(m[1]) : null;
}
