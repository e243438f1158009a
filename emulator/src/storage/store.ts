/**
 * Durable object storage on disk, under <dataDir>/storage/:
 *
 *   buckets/<bucket>/<sha256(name)>.json            the object's metadata (the commit point)
 *   buckets/<bucket>/<sha256(name)>.<gen>.bin       its bytes, one file per generation
 *   uploads/<id>.json, uploads/<id>.part            resumable upload sessions
 *   tmp/                                            bytes being received
 *
 * Bytes are streamed to a temp file while MD5 and CRC32C are computed, fsynced, renamed beside
 * the metadata, and only then is the metadata written (temp + fsync + rename + directory fsync).
 * A crash at any point leaves either the old object or the new one; stray files are swept at
 * start. All metadata is also held in memory for lookups and listing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { crc32cBase64, crc32cUpdate } from './crc32c.js';

export interface StoredObject {
  name: string;
  bucket: string;
  /** Microseconds since the epoch, as a decimal string (Cloud Storage's generation numbers). */
  generation: string;
  metageneration: number;
  contentType?: string;
  size: number;
  /** base64 MD5 of the bytes, computed by the server. */
  md5Hash: string;
  /** base64 big-endian CRC32C of the bytes, computed by the server. */
  crc32c: string;
  timeCreated: string;
  updated: string;
  storageClass: string;
  contentEncoding?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  customTime?: string;
  /** Custom metadata, without firebaseStorageDownloadTokens (kept in downloadTokens). */
  metadata?: Record<string, string>;
  downloadTokens: string[];
  /** The data file's name inside the bucket directory. */
  dataFile: string;
}

/** What a receive produced: bytes in a temp file plus what the server computed over them. */
export interface ReceivedBytes {
  tmpPath: string;
  size: number;
  md5Hash: string;
  crc32c: string;
}

export interface ResumableSession {
  id: string;
  bucket: string;
  name: string;
  /** Metadata the client sent at start (Firebase or JSON API resource form). */
  resource: Record<string, unknown>;
  /** Declared total size, when the client gave it. */
  declaredSize?: number;
  /** Which API started it: decides response shapes and rules. */
  api: 'firebase' | 'gcs';
  /** Uploader, for the final rules check ('owner' or the auth). */
  authorization?: string;
  status: 'active' | 'final' | 'cancelled';
  /** The response of the finalize, so a repeated finalize answers the same. */
  finalStatus?: number;
  finalBody?: string;
  created: string;
}

interface LiveSession extends ResumableSession {
  received: number;
  md5?: crypto.Hash;
  crc: number;
  /** True when md5/crc match the part file (false after a restart until re-hashed). */
  hashed: boolean;
}

export interface ListOptions {
  prefix: string;
  delimiter: string;
  pageToken?: string;
  maxResults: number;
}

export interface ListResult {
  items: StoredObject[];
  prefixes: string[];
  nextPageToken?: string;
}

function sha(name: string): string {
  return crypto.createHash('sha256').update(name).digest('hex');
}

async function fsyncDir(dir: string): Promise<void> {
  let fh: fsp.FileHandle | undefined;
  try {
    fh = await fsp.open(dir, 'r');
    await fh.sync();
  } catch {
    // Some file systems refuse directory fsync; the rename is still atomic.
  } finally {
    await fh?.close();
  }
}

let lastGeneration = 0;
/** Strictly increasing microsecond timestamps. */
export function nextGeneration(): string {
  const now = Date.now() * 1000;
  lastGeneration = Math.max(now, lastGeneration + 1);
  return String(lastGeneration);
}

export class ObjectStore {
  readonly root: string;
  private readonly bucketsDir: string;
  private readonly uploadsDir: string;
  private readonly tmpDir: string;
  private readonly objects = new Map<string, Map<string, StoredObject>>();
  private readonly sessions = new Map<string, LiveSession>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private tmpCounter = 0;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'storage');
    this.bucketsDir = path.join(this.root, 'buckets');
    this.uploadsDir = path.join(this.root, 'uploads');
    this.tmpDir = path.join(this.root, 'tmp');
  }

  /** Loads every object's metadata and resumable session; sweeps what a crash left behind. */
  async open(): Promise<void> {
    for (const d of [this.bucketsDir, this.uploadsDir, this.tmpDir])
      await fsp.mkdir(d, { recursive: true });
    await fsp.rm(this.tmpDir, { recursive: true, force: true });
    await fsp.mkdir(this.tmpDir, { recursive: true });
    this.objects.clear();
    for (const dirName of await fsp.readdir(this.bucketsDir)) {
      const dir = path.join(this.bucketsDir, dirName);
      const files = await fsp.readdir(dir);
      const referenced = new Set<string>();
      const bucket = new Map<string, StoredObject>();
      for (const f of files) {
        if (!f.endsWith('.json')) continue;
        try {
          const obj = JSON.parse(await fsp.readFile(path.join(dir, f), 'utf8')) as StoredObject;
          bucket.set(obj.name, obj);
          referenced.add(obj.dataFile);
        } catch {
          // A torn metadata file cannot exist (rename is atomic); skip anything unreadable.
        }
      }
      for (const f of files) {
        if ((f.endsWith('.bin') && !referenced.has(f)) || f.endsWith('.tmp'))
          await fsp.rm(path.join(dir, f), { force: true });
      }
      if (bucket.size > 0) this.objects.set(decodeURIComponent(dirName), bucket);
    }
    this.sessions.clear();
    for (const f of await fsp.readdir(this.uploadsDir)) {
      if (!f.endsWith('.json')) continue;
      try {
        const s = JSON.parse(
          await fsp.readFile(path.join(this.uploadsDir, f), 'utf8'),
        ) as ResumableSession;
        let received = 0;
        try {
          received = (await fsp.stat(this.partPath(s.id))).size;
        } catch {
          // no bytes yet
        }
        this.sessions.set(s.id, { ...s, received, crc: 0, hashed: false });
      } catch {
        // ignore unreadable session
      }
    }
  }

  private bucketDir(bucket: string): string {
    return path.join(this.bucketsDir, encodeURIComponent(bucket));
  }

  private partPath(id: string): string {
    return path.join(this.uploadsDir, `${id}.part`);
  }

  /** Serializes work on one key (an object, a session). */
  private async withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.locks.get(key) ?? Promise.resolve();
    const run = prev.then(fn, fn);
    const tail = run.catch(() => undefined);
    this.locks.set(key, tail);
    try {
      return await run;
    } finally {
      if (this.locks.get(key) === tail) this.locks.delete(key);
    }
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.objects.get(bucket)?.get(name);
  }

  dataPath(obj: StoredObject): string {
    return path.join(this.bucketDir(obj.bucket), obj.dataFile);
  }

  /**
   * Streams `source` to a temp file, computing size, MD5 and CRC32C on the way; fsyncs it.
   * `limit`, when given, aborts with an error past that many bytes.
   */
  async receive(source: AsyncIterable<Uint8Array>): Promise<ReceivedBytes> {
    const tmpPath = path.join(
      this.tmpDir,
      `${process.pid}-${++this.tmpCounter}-${crypto.randomUUID()}.tmp`,
    );
    const fh = await fsp.open(tmpPath, 'w');
    const md5 = crypto.createHash('md5');
    let crc = 0;
    let size = 0;
    try {
      for await (const chunk of source) {
        md5.update(chunk);
        crc = crc32cUpdate(crc, chunk);
        size += chunk.length;
        await writeAll(fh, chunk);
      }
      await fh.sync();
    } catch (err) {
      await fh.close().catch(() => undefined);
      await fsp.rm(tmpPath, { force: true });
      throw err;
    }
    await fh.close();
    return { tmpPath, size, md5Hash: md5.digest('base64'), crc32c: crc32cBase64(crc) };
  }

  /** Discards received bytes that will not become an object. */
  async discard(received: ReceivedBytes): Promise<void> {
    await fsp.rm(received.tmpPath, { force: true });
  }

  /**
   * Makes `obj` (whose bytes are `received`) the live object, durably.
   * `decide` runs under the object's lock with the object as it is now; returning false
   * aborts (the bytes are discarded) — this is where rules are checked.
   */
  async commit(
    obj: Omit<StoredObject, 'dataFile' | 'size' | 'md5Hash' | 'crc32c'>,
    received: ReceivedBytes,
    decide?: (existing: StoredObject | undefined, next: StoredObject) => boolean | Promise<boolean>,
  ): Promise<StoredObject | undefined> {
    return this.withLock(`${obj.bucket}\u0000${obj.name}`, async () => {
      const existing = this.get(obj.bucket, obj.name);
      const key = sha(obj.name);
      const next: StoredObject = {
        ...obj,
        size: received.size,
        md5Hash: received.md5Hash,
        crc32c: received.crc32c,
        dataFile: `${key}.${obj.generation}.bin`,
      };
      if (decide && !(await decide(existing, next))) {
        await this.discard(received);
        return undefined;
      }
      const dir = this.bucketDir(obj.bucket);
      await fsp.mkdir(dir, { recursive: true });
      await fsp.rename(received.tmpPath, path.join(dir, next.dataFile));
      await this.writeMeta(dir, key, next);
      this.index(next);
      if (existing && existing.dataFile !== next.dataFile)
        await fsp.rm(path.join(dir, existing.dataFile), { force: true });
      return next;
    });
  }

  /** Replaces an object's metadata (not its bytes) durably; `update` sees the current object. */
  async updateMetadata(
    bucket: string,
    name: string,
    update: (
      existing: StoredObject,
    ) => StoredObject | undefined | Promise<StoredObject | undefined>,
  ): Promise<StoredObject | 'not-found' | undefined> {
    return this.withLock(`${bucket}\u0000${name}`, async () => {
      const existing = this.get(bucket, name);
      if (!existing) return 'not-found' as const;
      const next = await update(existing);
      if (!next) return undefined;
      await this.writeMeta(this.bucketDir(bucket), sha(name), {
        ...next,
        dataFile: existing.dataFile,
      });
      this.index(next);
      return next;
    });
  }

  /** Deletes an object; `decide` may veto with the object as it is now. */
  async delete(
    bucket: string,
    name: string,
    decide?: (existing: StoredObject | undefined) => boolean,
  ): Promise<'deleted' | 'not-found' | 'denied'> {
    return this.withLock(`${bucket}\u0000${name}`, async () => {
      const existing = this.get(bucket, name);
      if (decide && !decide(existing)) return 'denied' as const;
      if (!existing) return 'not-found' as const;
      const dir = this.bucketDir(bucket);
      await fsp.rm(path.join(dir, `${sha(name)}.json`), { force: true });
      await fsyncDir(dir);
      this.objects.get(bucket)?.delete(name);
      await fsp.rm(path.join(dir, existing.dataFile), { force: true });
      return 'deleted' as const;
    });
  }

  private async writeMeta(dir: string, key: string, obj: StoredObject): Promise<void> {
    const tmp = path.join(dir, `${key}.${crypto.randomUUID()}.tmp`);
    const fh = await fsp.open(tmp, 'w');
    try {
      await fh.writeFile(JSON.stringify(obj));
      await fh.sync();
    } finally {
      await fh.close();
    }
    await fsp.rename(tmp, path.join(dir, `${key}.json`));
    await fsyncDir(dir);
  }

  private index(obj: StoredObject): void {
    let bucket = this.objects.get(obj.bucket);
    if (!bucket) {
      bucket = new Map();
      this.objects.set(obj.bucket, bucket);
    }
    bucket.set(obj.name, obj);
  }

  /** Cloud Storage listing: lexicographic, prefixes rolled up at the delimiter, paged. */
  list(bucket: string, opts: ListOptions): ListResult {
    const all = this.objects.get(bucket);
    const names = all
      ? [...all.keys()].filter((n) => n.startsWith(opts.prefix)).sort(compareNames)
      : [];
    let after: { k: string; p: boolean } | undefined;
    if (opts.pageToken) {
      try {
        after = JSON.parse(Buffer.from(opts.pageToken, 'base64url').toString('utf8')) as {
          k: string;
          p: boolean;
        };
      } catch {
        throw new RangeError('Invalid page token.');
      }
    }
    const items: StoredObject[] = [];
    const prefixes: string[] = [];
    let count = 0;
    let last: { k: string; p: boolean } | undefined;
    for (const name of names) {
      if (after && (compareNames(name, after.k) <= 0 || (after.p && name.startsWith(after.k))))
        continue;
      const rest = name.slice(opts.prefix.length);
      const at = opts.delimiter ? rest.indexOf(opts.delimiter) : -1;
      if (at >= 0) {
        const p = opts.prefix + rest.slice(0, at + opts.delimiter.length);
        if (last?.p && last.k === p) continue;
        if (count === opts.maxResults) return { items, prefixes, nextPageToken: token(last) };
        prefixes.push(p);
        last = { k: p, p: true };
      } else {
        if (count === opts.maxResults) return { items, prefixes, nextPageToken: token(last) };
        items.push(all?.get(name) as StoredObject);
        last = { k: name, p: false };
      }
      count++;
    }
    return { items, prefixes };
  }

  /** Every bucket that holds at least one object. */
  buckets(): string[] {
    return [...this.objects.keys()].filter((b) => (this.objects.get(b)?.size ?? 0) > 0);
  }

  // ---- resumable sessions ----

  async startSession(
    s: Omit<ResumableSession, 'id' | 'status' | 'created'>,
  ): Promise<ResumableSession> {
    const session: LiveSession = {
      ...s,
      id: crypto.randomBytes(24).toString('base64url'),
      status: 'active',
      created: new Date().toISOString(),
      received: 0,
      md5: crypto.createHash('md5'),
      crc: 0,
      hashed: true,
    };
    await fsp.writeFile(this.partPath(session.id), '');
    await this.saveSession(session);
    this.sessions.set(session.id, session);
    return publicSession(session);
  }

  getSession(id: string): (ResumableSession & { received: number }) | undefined {
    const s = this.sessions.get(id);
    return s ? { ...publicSession(s), received: s.received } : undefined;
  }

  private async saveSession(s: LiveSession): Promise<void> {
    const file = path.join(this.uploadsDir, `${s.id}.json`);
    const tmp = `${file}.${crypto.randomUUID()}.tmp`;
    await fsp.writeFile(tmp, JSON.stringify(publicSession(s)));
    await fsp.rename(tmp, file);
  }

  /** Re-hashes a session's part file (after a restart). */
  private async rehash(s: LiveSession): Promise<void> {
    if (s.hashed) return;
    const md5 = crypto.createHash('md5');
    let crc = 0;
    let received = 0;
    for await (const chunk of fs.createReadStream(this.partPath(s.id), {
      highWaterMark: 1 << 20,
    })) {
      const b = chunk as Buffer;
      md5.update(b);
      crc = crc32cUpdate(crc, b);
      received += b.length;
    }
    Object.assign(s, { md5, crc, received, hashed: true });
  }

  /**
   * Appends a chunk at `offset` (bytes the server already has are skipped, as a retried chunk
   * resends them). Returns the new received size. Bytes written before a client abort stay.
   */
  async appendToSession(
    id: string,
    offset: number | undefined,
    source: AsyncIterable<Uint8Array>,
  ): Promise<number | 'not-found' | 'not-active' | 'bad-offset'> {
    return this.withLock(`session\u0000${id}`, async () => {
      const s = this.sessions.get(id);
      if (!s) return 'not-found' as const;
      if (s.status !== 'active') return 'not-active' as const;
      await this.rehash(s);
      let skip = offset === undefined ? 0 : s.received - offset;
      if (skip < 0) {
        for await (const _ of source) void _;
        return 'bad-offset' as const;
      }
      const fh = await fsp.open(this.partPath(id), 'a');
      try {
        for await (const raw of source) {
          let chunk = raw;
          if (skip > 0) {
            const n = Math.min(skip, chunk.length);
            chunk = chunk.subarray(n);
            skip -= n;
            if (chunk.length === 0) continue;
          }
          await writeAll(fh, chunk);
          s.md5?.update(chunk);
          s.crc = crc32cUpdate(s.crc, chunk);
          s.received += chunk.length;
        }
      } finally {
        await fh.sync().catch(() => undefined);
        await fh.close();
      }
      return s.received;
    });
  }

  /**
   * Finishes a session: moves its bytes to a temp file ready for commit (the session is kept,
   * marked final, so that a repeated finalize gets the same answer).
   */
  async finishSession(id: string): Promise<ReceivedBytes | 'not-found' | 'not-active'> {
    return this.withLock(`session\u0000${id}`, async () => {
      const s = this.sessions.get(id);
      if (!s) return 'not-found' as const;
      if (s.status !== 'active') return 'not-active' as const;
      await this.rehash(s);
      const tmpPath = path.join(this.tmpDir, `${id}.tmp`);
      await fsp.rename(this.partPath(id), tmpPath);
      s.status = 'final';
      await this.saveSession(s);
      return {
        tmpPath,
        size: s.received,
        md5Hash: (s.md5 as crypto.Hash).digest('base64'),
        crc32c: crc32cBase64(s.crc),
      };
    });
  }

  /** Records the response a finalize gave. */
  async recordFinal(id: string, status: number, body: string): Promise<void> {
    const s = this.sessions.get(id);
    if (!s) return;
    s.finalStatus = status;
    s.finalBody = body;
    await this.saveSession(s);
  }

  async cancelSession(id: string): Promise<'ok' | 'not-found' | 'not-active'> {
    return this.withLock(`session\u0000${id}`, async () => {
      const s = this.sessions.get(id);
      if (!s) return 'not-found' as const;
      if (s.status === 'final') return 'not-active' as const;
      s.status = 'cancelled';
      await this.saveSession(s);
      await fsp.rm(this.partPath(id), { force: true });
      return 'ok' as const;
    });
  }

  /** Deletes every object and session. */
  async clear(): Promise<void> {
    await Promise.all([...this.locks.values()].map((p) => p.catch(() => undefined)));
    this.objects.clear();
    this.sessions.clear();
    await fsp.rm(this.root, { recursive: true, force: true });
    for (const d of [this.bucketsDir, this.uploadsDir, this.tmpDir])
      await fsp.mkdir(d, { recursive: true });
  }

  async close(): Promise<void> {
    await Promise.all([...this.locks.values()].map((p) => p.catch(() => undefined)));
  }
}

function publicSession(s: LiveSession): ResumableSession {
  const {
    id,
    bucket,
    name,
    resource,
    declaredSize,
    api,
    authorization,
    status,
    finalStatus,
    finalBody,
    created,
  } = s;
  return {
    id,
    bucket,
    name,
    resource,
    declaredSize,
    api,
    authorization,
    status,
    finalStatus,
    finalBody,
    created,
  };
}

function token(last: { k: string; p: boolean } | undefined): string | undefined {
  return last ? Buffer.from(JSON.stringify(last)).toString('base64url') : undefined;
}

const ABOVE_SURROGATES = /[\ud800-\uffff]/;

/**
 * Cloud Storage orders names by their UTF-8 bytes. UTF-16 code-unit order is the same unless a
 * string has a character from U+D800 up (surrogates sort below U+E000–U+FFFF in UTF-16 only).
 */
function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  if (!ABOVE_SURROGATES.test(a) && !ABOVE_SURROGATES.test(b)) return a < b ? -1 : 1;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

async function writeAll(fh: fsp.FileHandle, chunk: Uint8Array): Promise<void> {
  let off = 0;
  while (off < chunk.length) {
    const { bytesWritten } = await fh.write(chunk, off, chunk.length - off);
    off += bytesWritten;
  }
}
