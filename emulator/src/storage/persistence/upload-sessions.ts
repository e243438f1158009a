/**
 * Resumable upload sessions, durably on disk so that they survive a restart:
 *
 *   uploads/<id>.json   the session (who, what, status, the finalize's response)
 *   uploads/<id>.part   the bytes received so far
 *
 * MD5 and CRC32C are computed as chunks arrive (re-read from the part file after a restart);
 * a finished session's bytes move to tmp/ as ReceivedBytes for the object store to commit.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { crc32cBase64, crc32cUpdate } from '../crc32c.js';
import { writeAll, type KeyedLock, type StorageDirs } from './disk.js';
import type { ReceivedBytes } from './object-store.js';

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

export class UploadSessions {
  private readonly sessions = new Map<string, LiveSession>();

  constructor(
    private readonly dirs: StorageDirs,
    private readonly locks: KeyedLock,
  ) {}

  /** Loads every session; the bytes received are the part file's size. */
  async load(): Promise<void> {
    this.sessions.clear();
    for (const f of await fsp.readdir(this.dirs.uploads)) {
      if (!f.endsWith('.json')) continue;
      try {
        const s = JSON.parse(
          await fsp.readFile(path.join(this.dirs.uploads, f), 'utf8'),
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

  /** Drops the in-memory sessions (the files are removed by the caller). */
  forget(): void {
    this.sessions.clear();
  }

  private partPath(id: string): string {
    return path.join(this.dirs.uploads, `${id}.part`);
  }

  async start(s: Omit<ResumableSession, 'id' | 'status' | 'created'>): Promise<ResumableSession> {
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
    await this.save(session);
    this.sessions.set(session.id, session);
    return publicSession(session);
  }

  get(id: string): (ResumableSession & { received: number }) | undefined {
    const s = this.sessions.get(id);
    return s ? { ...publicSession(s), received: s.received } : undefined;
  }

  private async save(s: LiveSession): Promise<void> {
    const file = path.join(this.dirs.uploads, `${s.id}.json`);
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
  async append(
    id: string,
    offset: number | undefined,
    source: AsyncIterable<Uint8Array>,
  ): Promise<number | 'not-found' | 'not-active' | 'bad-offset'> {
    return this.locks.run(`session\u0000${id}`, async () => {
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
  async finish(id: string): Promise<ReceivedBytes | 'not-found' | 'not-active'> {
    return this.locks.run(`session\u0000${id}`, async () => {
      const s = this.sessions.get(id);
      if (!s) return 'not-found' as const;
      if (s.status !== 'active') return 'not-active' as const;
      await this.rehash(s);
      const tmpPath = path.join(this.dirs.tmp, `${id}.tmp`);
      await fsp.rename(this.partPath(id), tmpPath);
      s.status = 'final';
      await this.save(s);
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
    await this.save(s);
  }

  async cancel(id: string): Promise<'ok' | 'not-found' | 'not-active'> {
    return this.locks.run(`session\u0000${id}`, async () => {
      const s = this.sessions.get(id);
      if (!s) return 'not-found' as const;
      if (s.status === 'final') return 'not-active' as const;
      s.status = 'cancelled';
      await this.save(s);
      await fsp.rm(this.partPath(id), { force: true });
      return 'ok' as const;
    });
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
