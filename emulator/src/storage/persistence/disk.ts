/**
 * The Storage emulator's directory layout and the durable-write helpers both of its stores use:
 * per-key locks, whole writes, directory fsync.
 *
 *   <dataDir>/storage/buckets/   objects (object-store.ts)
 *   <dataDir>/storage/uploads/   resumable upload sessions (upload-sessions.ts)
 *   <dataDir>/storage/tmp/       bytes being received; emptied at every start
 */
import fsp from 'node:fs/promises';
import path from 'node:path';

export interface StorageDirs {
  root: string;
  buckets: string;
  uploads: string;
  tmp: string;
}

/** Where a data directory keeps Storage's files. */
export function storageDirs(dataDir: string): StorageDirs {
  const root = path.join(dataDir, 'storage');
  return {
    root,
    buckets: path.join(root, 'buckets'),
    uploads: path.join(root, 'uploads'),
    tmp: path.join(root, 'tmp'),
  };
}

/** Creates the directories and empties tmp/ (a crash may have left partial receives there). */
export async function prepareDirs(dirs: StorageDirs): Promise<void> {
  for (const d of [dirs.buckets, dirs.uploads, dirs.tmp]) await fsp.mkdir(d, { recursive: true });
  await fsp.rm(dirs.tmp, { recursive: true, force: true });
  await fsp.mkdir(dirs.tmp, { recursive: true });
}

/** Deletes everything under the root and recreates the empty directories. */
export async function emptyDirs(dirs: StorageDirs): Promise<void> {
  await fsp.rm(dirs.root, { recursive: true, force: true });
  for (const d of [dirs.buckets, dirs.uploads, dirs.tmp]) await fsp.mkdir(d, { recursive: true });
}

/**
 * Serializes work per key (an object, a session). One instance is shared by both stores so
 * that a reset can wait for every write in flight.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.tails.get(key) ?? Promise.resolve();
    const run = prev.then(fn, fn);
    const tail = run.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Resolves once the work queued now has finished (failures included). */
  async settled(): Promise<void> {
    await Promise.all([...this.tails.values()].map((p) => p.catch(() => undefined)));
  }
}

export async function fsyncDir(dir: string): Promise<void> {
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

/** Writes all of `chunk` (a single write may be short). */
export async function writeAll(fh: fsp.FileHandle, chunk: Uint8Array): Promise<void> {
  let off = 0;
  while (off < chunk.length) {
    const { bytesWritten } = await fh.write(chunk, off, chunk.length - off);
    off += bytesWritten;
  }
}
