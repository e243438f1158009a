/**
 * Contention mode: the per-document write limit production has, made visible. Firestore
 * serves a document's writes one after another (about one sustained write per second), so a
 * commit that writes a busy document waits for that document's turn, holding its locks, and is
 * refused with ABORTED when its turn is too far off. Off by default: without it commits never
 * wait here. With it, every committed write is also metered per document, so the busiest
 * documents can be read (`contentionRoute`) and summarised at stop. A wait for a lock held by
 * such a commit is bounded the same way (`Transactions.boundLockWaits`).
 */
import type http from 'node:http';
import { tooMuchContention, type ApiError } from './errors.js';

export interface ContentionOptions {
  /** How long a document is busy after each write it serves (1,000 ms: one write per second). */
  serviceMs?: number;
  /** A commit whose turn is further off than this is refused with ABORTED. */
  maxWaitMs?: number;
}

export const DEFAULT_SERVICE_MS = 1000;
export const DEFAULT_MAX_WAIT_MS = 2000;
/** Documents with a queue past which idle queues are forgotten. */
const PRUNE_AT = 50_000;

/** One document's figures since the meter's last reset. */
export interface DocumentContention {
  project: string;
  /** The document's path (`tasks/t1/slots/3`). */
  document: string;
  /** Commits that wrote it. */
  commits: number;
  /** Commits per second, averaged over the time since the meter's last reset. */
  commitsPerSecond: number;
  /** The most commits within any one second. */
  peakPerSecond: number;
  /** Commits refused because of it. */
  refused: number;
}

export interface ContentionReport {
  serviceMs: number;
  maxWaitMs: number;
  /** When the meter was last reset (or the emulator started), ISO 8601. */
  since: string;
  /** Seconds since then. */
  seconds: number;
  commits: number;
  refused: number;
  /** Busiest first: by commits, then by refusals. */
  documents: DocumentContention[];
}

interface Meter {
  commits: number;
  refused: number;
  /** Service starts within the last second, oldest first. */
  recent: number[];
  peakPerSecond: number;
}

const key = (project: string, path: string): string => `${project}\u0000${path}`;

/** A commit admitted to its documents' queues; `serve` waits for its turn. */
export interface Admission {
  serve(): Promise<void>;
  /** Meters the commit once it has been applied. */
  committed(): void;
}

export class Contention {
  readonly serviceMs: number;
  readonly maxWaitMs: number;
  /** Per document: when the commits admitted so far will all have been served (an estimate). */
  private readonly queueEnd = new Map<string, number>();
  /** Per document: when its last write was served. Writers of a document hold its lock. */
  private readonly lastServed = new Map<string, number>();
  private meters = new Map<string, Meter>();
  private since = Date.now();

  constructor(options: ContentionOptions = {}) {
    this.serviceMs = options.serviceMs ?? DEFAULT_SERVICE_MS;
    this.maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    if (!(this.serviceMs >= 0) || !(this.maxWaitMs >= 0))
      throw new Error('Contention times must be non-negative numbers of milliseconds.');
  }

  /**
   * Admits a commit writing `paths` (before it takes its locks), or refuses it with ABORTED when
   * the busiest of them would keep it waiting longer than the bound.
   */
  admit(project: string, paths: readonly string[]): Admission {
    const keys = paths.map((p) => key(project, p));
    const now = Date.now();
    if (this.queueEnd.size > PRUNE_AT) this.prune(now);
    let wait = 0;
    for (const k of keys) wait = Math.max(wait, (this.queueEnd.get(k) ?? 0) - now);
    if (wait > this.maxWaitMs) {
      for (const k of keys)
        if ((this.queueEnd.get(k) ?? 0) - now > this.maxWaitMs) this.meter(k).refused++;
      throw tooMuchContention();
    }
    for (const k of keys) this.queueEnd.set(k, now + wait + this.serviceMs);
    let servedAt = 0;
    return {
      // Called with the commit's locks held, so no other writer of these documents is served
      // in between: the spacing of services per document is exact.
      serve: async () => {
        let turn = Date.now();
        for (const k of keys)
          turn = Math.max(turn, (this.lastServed.get(k) ?? -Infinity) + this.serviceMs);
        const ms = turn - Date.now();
        if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
        servedAt = Math.max(turn, Date.now());
        for (const k of keys) this.lastServed.set(k, servedAt);
      },
      committed: () => {
        for (const k of keys) {
          const m = this.meter(k);
          m.commits++;
          while (m.recent.length > 0 && m.recent[0]! <= servedAt - 1000) m.recent.shift();
          m.recent.push(servedAt);
          m.peakPerSecond = Math.max(m.peakPerSecond, m.recent.length);
        }
      },
    };
  }

  /** Forgets the queues of documents that are idle again (the meter keeps its counts). */
  private prune(now: number): void {
    for (const [k, end] of this.queueEnd) if (end <= now) this.queueEnd.delete(k);
    for (const [k, at] of this.lastServed)
      if (at + this.serviceMs <= now) this.lastServed.delete(k);
  }

  private meter(k: string): Meter {
    let m = this.meters.get(k);
    if (!m) {
      m = { commits: 0, refused: 0, recent: [], peakPerSecond: 0 };
      this.meters.set(k, m);
    }
    return m;
  }

  /**
   * A lock waited for longer than the bound (a transaction holding a busy document while it
   * waits for its turn): counted against the document, answered as production does.
   */
  lockWaitRefused(lockKey: string): ApiError {
    this.meter(lockKey).refused++;
    return tooMuchContention();
  }

  /** The busiest documents (of `project`, or of every project), at most `limit`. */
  report(options: { project?: string; limit?: number } = {}): ContentionReport {
    const seconds = Math.max(0.001, (Date.now() - this.since) / 1000);
    let commits = 0;
    let refused = 0;
    const documents: DocumentContention[] = [];
    for (const [k, m] of this.meters) {
      const [project, document] = k.split('\u0000') as [string, string];
      if (options.project !== undefined && project !== options.project) continue;
      commits += m.commits;
      refused += m.refused;
      documents.push({
        project,
        document,
        commits: m.commits,
        commitsPerSecond: Math.round((m.commits / seconds) * 1000) / 1000,
        peakPerSecond: m.peakPerSecond,
        refused: m.refused,
      });
    }
    documents.sort((a, b) => b.commits - a.commits || b.refused - a.refused);
    return {
      serviceMs: this.serviceMs,
      maxWaitMs: this.maxWaitMs,
      since: new Date(this.since).toISOString(),
      seconds: Math.round(seconds * 1000) / 1000,
      commits,
      refused,
      documents: documents.slice(0, options.limit ?? 10),
    };
  }

  /** Starts the meter afresh (the documents' queues are left as they are). */
  reset(): void {
    this.meters = new Map();
    this.since = Date.now();
  }

  /** Lines for the log at stop: the busiest documents since the last reset. */
  summary(limit = 5): string[] {
    const r = this.report({ limit });
    const lines = [
      `[emulator] contention (service ${r.serviceMs} ms, bound ${r.maxWaitMs} ms): ${r.commits} commits, ${r.refused} refused in ${r.seconds.toFixed(1)} s`,
    ];
    for (const d of r.documents)
      lines.push(
        `[emulator]   ${d.project}/${d.document}: ${d.commits} commits (${d.commitsPerSecond}/s, peak ${d.peakPerSecond}/s), ${d.refused} refused`,
      );
    return lines;
  }
}

/**
 * `/emulator/v1/contention`: GET reads the busiest documents (`?project=` narrows to one
 * project, `?limit=` sets how many, 10 by default), DELETE resets the meter.
 */
export function contentionRoute(
  contention: Contention,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): boolean {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/emulator/v1/contention') return false;
  if (req.method !== 'GET' && req.method !== 'DELETE') return false;
  if (req.method === 'DELETE') contention.reset();
  const project = url.searchParams.get('project') ?? undefined;
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const body = JSON.stringify(
    req.method === 'GET'
      ? contention.report({ project, limit: Number.isFinite(limit) && limit > 0 ? limit : 10 })
      : {},
  );
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
  return true;
}
