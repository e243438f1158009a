/**
 * Objects, durably on disk and indexed in memory for lookups and listing:
 *
 *   buckets/<bucket>/<sha256(name)>.json            the object's metadata (the commit point)
 *   buckets/<bucket>/<sha256(name)>.<gen>.bin       its bytes, one file per generation
 *   tmp/                                            bytes being received
 *
 * Bytes are streamed to a temp file while MD5 and CRC32C are computed, fsynced, renamed beside
 * the metadata, and only then is the metadata written (temp + fsync + rename + directory fsync).
 * A crash at any point leaves either the old object or the new one; stray files are swept at
 * start.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { crc32cBase64, crc32cUpdate } from '../crc32c.js';
import { fsyncDir, writeAll, type KeyedLock, type StorageDirs } from './disk.js';

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

/** An object before its bytes are known: what an upload declares. */
export type NewObject = Omit<StoredObject, 'dataFile' | 'size' | 'md5Hash' | 'crc32c'>;

/** What a receive produced: bytes in a temp file plus what the server computed over them. */
export interface ReceivedBytes {
  tmpPath: string;
  size: number;
  md5Hash: string;
  crc32c: string;
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

let lastGeneration = 0;
/** Strictly increasing microsecond timestamps. */
export function nextGeneration(): string {
  const now = Date.now() * 1000;
  lastGeneration = Math.max(now, lastGeneration + 1);
  return String(lastGeneration);
}

export class ObjectStore {
  private readonly objects = new Map<string, Map<string, StoredObject>>();
  private tmpCounter = 0;

  constructor(
    private readonly dirs: StorageDirs,
    private readonly locks: KeyedLock,
  ) {}

  /** Loads every object's metadata; removes data and temp files no metadata refers to. */
  async load(): Promise<void> {
    this.objects.clear();
    for (const dirName of await fsp.readdir(this.dirs.buckets)) {
      const dir = path.join(this.dirs.buckets, dirName);
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
  }

  /** Drops the in-memory index (the files are removed by the caller). */
  forget(): void {
    this.objects.clear();
  }

  private bucketDir(bucket: string): string {
    return path.join(this.dirs.buckets, encodeURIComponent(bucket));
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.objects.get(bucket)?.get(name);
  }

  dataPath(obj: StoredObject): string {
    return path.join(this.bucketDir(obj.bucket), obj.dataFile);
  }

  /** Streams `source` to a temp file, computing size, MD5 and CRC32C on the way; fsyncs it. */
  async receive(source: AsyncIterable<Uint8Array>): Promise<ReceivedBytes> {
    const tmpPath = path.join(
      this.dirs.tmp,
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
    obj: NewObject,
    received: ReceivedBytes,
    decide?: (existing: StoredObject | undefined, next: StoredObject) => boolean | Promise<boolean>,
  ): Promise<StoredObject | undefined> {
    return this.locks.run(`${obj.bucket}\u0000${obj.name}`, async () => {
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
    return this.locks.run(`${bucket}\u0000${name}`, async () => {
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
    return this.locks.run(`${bucket}\u0000${name}`, async () => {
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
