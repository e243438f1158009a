/**
 * Durability for one project: an append-only JSON-lines write-ahead log, compacted into a
 * snapshot when it grows and at clean shutdown. Commits are group-committed: while one fsync
 * runs, the next commits queue, and are written and fsync'd together; each commit is applied
 * in memory only after its fsync, and only then acknowledged.
 *
 *   <dataDir>/firestore/<project>/snapshot.jsonl   {"v":1,"t":micros} then one document per line
 *   <dataDir>/firestore/<project>/wal.jsonl        {"t":micros,"w":[[path, doc|null], …]} | {"clear":true}
 *
 * Log records hold whole document states, so replaying a record twice is harmless: a crash
 * between writing a snapshot and truncating the log loses nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { StoredDocument } from '../../rules/api.js';

const COMPACT_BYTES = 32 * 1024 * 1024;

const fdatasyncAsync = promisify(fs.fdatasync);

/** A queued commit (a log line) or a synchronous task run between flushes (clear, close). */
type Entry =
  | {
      kind: 'commit';
      line: string;
      apply: () => void;
      resolve: () => void;
      reject: (err: unknown) => void;
    }
  | { kind: 'task'; run: () => void; resolve: () => void; reject: (err: unknown) => void };

export class ProjectLog {
  private readonly dir: string;
  private fd: number | null = null;
  private walBytes = 0;
  private lastMicros = 0;
  private readonly queue: Entry[] = [];
  private flushing = false;

  /** `docs` yields the project's documents as applied, for snapshots. */
  constructor(
    dataDir: string,
    project: string,
    private readonly docs: () => Iterable<StoredDocument>,
  ) {
    this.dir = path.join(dataDir, 'firestore', encodeURIComponent(project));
  }

  static projectsOnDisk(dataDir: string): string[] {
    const root = path.join(dataDir, 'firestore');
    if (!fs.existsSync(root)) return [];
    return fs.readdirSync(root).map((d) => decodeURIComponent(d));
  }

  private get walPath(): string {
    return path.join(this.dir, 'wal.jsonl');
  }

  private get snapshotPath(): string {
    return path.join(this.dir, 'snapshot.jsonl');
  }

  /** Replays snapshot then log into `put`; returns the latest commit time seen. */
  load(put: (path: string, doc: StoredDocument | null) => void, clearAll: () => void): number {
    fs.mkdirSync(this.dir, { recursive: true });
    if (fs.existsSync(this.snapshotPath)) {
      const lines = fs.readFileSync(this.snapshotPath, 'utf8').split('\n');
      const head = lines[0] ? (JSON.parse(lines[0]) as { t: number }) : { t: 0 };
      this.lastMicros = head.t;
      for (let i = 1; i < lines.length; i++) {
        if (!lines[i]) continue;
        const [p, doc] = JSON.parse(lines[i]!) as [string, StoredDocument];
        put(p, doc);
      }
    }
    if (fs.existsSync(this.walPath)) {
      const text = fs.readFileSync(this.walPath, 'utf8');
      let good = 0;
      for (const line of text.split('\n')) {
        if (line === '') continue;
        let rec: { t?: number; w?: [string, StoredDocument | null][]; clear?: boolean };
        try {
          rec = JSON.parse(line) as typeof rec;
        } catch {
          // A torn final line is a commit that was never acknowledged: drop it and what follows.
          break;
        }
        good += Buffer.byteLength(line) + 1;
        if (rec.clear) {
          clearAll();
          continue;
        }
        for (const [p, doc] of rec.w ?? []) put(p, doc);
        this.lastMicros = Math.max(this.lastMicros, rec.t ?? 0);
      }
      if (good < Buffer.byteLength(text)) fs.truncateSync(this.walPath, good);
      this.walBytes = good;
    }
    this.fd = fs.openSync(this.walPath, 'a');
    return this.lastMicros;
  }

  /** Logs a commit; `apply` runs once it is durable, then the promise resolves. */
  append(
    micros: number,
    changes: Map<string, StoredDocument | null>,
    apply: () => void,
  ): Promise<void> {
    const line = `${JSON.stringify({ t: micros, w: [...changes] })}\n`;
    return new Promise((resolve, reject) => {
      this.queue.push({
        kind: 'commit',
        line,
        apply: () => {
          this.lastMicros = Math.max(this.lastMicros, micros);
          apply();
        },
        resolve,
        reject,
      });
      void this.flush();
    });
  }

  /** Runs `run` after every commit queued before it is durable, with no write in flight. */
  private task(run: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ kind: 'task', run, resolve, reject });
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const head = this.queue[0]!;
        if (head.kind === 'task') {
          this.queue.shift();
          try {
            head.run();
            head.resolve();
          } catch (err) {
            head.reject(err);
          }
          continue;
        }
        let n = 0;
        while (n < this.queue.length && this.queue[n]!.kind === 'commit') n++;
        const group = this.queue.splice(0, n) as Extract<Entry, { kind: 'commit' }>[];
        const buf = Buffer.from(group.map((e) => e.line).join(''));
        try {
          if (this.fd === null) this.fd = fs.openSync(this.walPath, 'a');
          // The write only reaches the page cache, so it is done inline; the fsync waits off-thread.
          let off = 0;
          while (off < buf.length) off += fs.writeSync(this.fd, buf, off);
          await fdatasyncAsync(this.fd);
          this.walBytes += buf.length;
        } catch (err) {
          for (const e of group) e.reject(err);
          continue;
        }
        for (const e of group) e.apply();
        if (this.walBytes > COMPACT_BYTES) this.compact();
        for (const e of group) e.resolve();
      }
    } finally {
      this.flushing = false;
    }
  }

  private writeSync(line: string): void {
    if (this.fd === null) this.fd = fs.openSync(this.walPath, 'a');
    const buf = Buffer.from(line);
    let off = 0;
    while (off < buf.length) off += fs.writeSync(this.fd, buf, off);
    fs.fdatasyncSync(this.fd);
    this.walBytes += buf.length;
  }

  /** Writes a snapshot of the applied documents and empties the log. Never runs beside a write. */
  private compact(): void {
    const tmp = `${this.snapshotPath}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    const chunks: string[] = [`${JSON.stringify({ v: 1, t: this.lastMicros })}\n`];
    let size = 0;
    const flush = (): void => {
      fs.writeSync(fd, chunks.join(''));
      chunks.length = 0;
      size = 0;
    };
    for (const doc of this.docs()) {
      const line = `${JSON.stringify([pathOf(doc.name), doc])}\n`;
      chunks.push(line);
      size += line.length;
      if (size > 1 << 20) flush();
    }
    flush();
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(tmp, this.snapshotPath);
    fsyncDir(this.dir);
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = fs.openSync(this.walPath, 'w');
    fs.fsyncSync(this.fd);
    this.walBytes = 0;
  }

  /** Durably empties the project; `apply` clears memory. */
  clear(apply: () => void): Promise<void> {
    return this.task(() => {
      // Log the clear first: a crash at any later point still replays to an empty project.
      this.writeSync(`${JSON.stringify({ clear: true })}\n`);
      apply();
      fs.rmSync(this.snapshotPath, { force: true });
      fsyncDir(this.dir);
      if (this.fd !== null) fs.closeSync(this.fd);
      this.fd = fs.openSync(this.walPath, 'w');
      fs.fsyncSync(this.fd);
      this.walBytes = 0;
    });
  }

  /** Waits for queued commits, compacts and closes the log. */
  close(): Promise<void> {
    return this.task(() => {
      if (this.walBytes > 0) this.compact();
      if (this.fd !== null) fs.closeSync(this.fd);
      this.fd = null;
    });
  }
}

function pathOf(name: string): string {
  const i = name.indexOf('/documents/');
  return name.slice(i + '/documents/'.length);
}

function fsyncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic.
  }
}
