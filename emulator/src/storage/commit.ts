/**
 * Turning received bytes into an object, for every upload path of both APIs: the new object's
 * metadata, the check of client-declared hashes against what the server computed, and the
 * commit with the rules (create or update) judged on the final object under its lock.
 */
import type { Caller } from '../auth-token.js';
import type { StorageContext } from './context.js';
import { HttpError } from './http.js';
import {
  nextGeneration,
  type NewObject,
  type ReceivedBytes,
  type StoredObject,
} from './persistence/object-store.js';
import { applyMetadata, defaultDisposition, newDownloadToken, rulesObject } from './resources.js';

/** A fresh object for an upload, from the client's resource. */
export function newObject(
  bucket: string,
  name: string,
  resource: Record<string, unknown>,
  fallbackContentType: string | undefined,
  api: 'firebase' | 'gcs',
): NewObject {
  const now = new Date().toISOString();
  const init: NewObject = {
    name,
    bucket,
    generation: nextGeneration(),
    metageneration: 1,
    timeCreated: now,
    updated: now,
    storageClass: 'STANDARD',
    downloadTokens: [],
  };
  const base = applyMetadata(init, resource);
  if (!base.contentType) base.contentType = fallbackContentType || 'application/octet-stream';
  if (api === 'firebase') {
    if (base.downloadTokens.length === 0) base.downloadTokens = [newDownloadToken()];
    if (base.contentDisposition === undefined) base.contentDisposition = defaultDisposition(name);
  }
  return base;
}

/** Checks client-declared hashes (resource md5Hash/crc32c, X-Goog-Hash) against what the server computed. */
function verifyHashes(
  resource: Record<string, unknown>,
  hashHeader: string | undefined,
  got: ReceivedBytes,
): void {
  const want: { md5?: string; crc?: string } = {};
  if (typeof resource.md5Hash === 'string') want.md5 = resource.md5Hash;
  if (typeof resource.crc32c === 'string') want.crc = resource.crc32c;
  for (const part of (hashHeader ?? '').split(',')) {
    const m = /^\s*(md5|crc32c)=(.+?)\s*$/.exec(part);
    if (m?.[1] === 'md5') want.md5 = m[2];
    if (m?.[1] === 'crc32c') want.crc = m[2];
  }
  if (want.md5 !== undefined && want.md5 !== got.md5Hash) {
    throw new HttpError(
      400,
      `Provided MD5 hash "${want.md5}" doesn't match calculated MD5 hash "${got.md5Hash}".`,
    );
  }
  if (want.crc !== undefined && want.crc !== got.crc32c) {
    throw new HttpError(
      400,
      `Provided CRC32C "${want.crc}" doesn't match calculated CRC32C "${got.crc32c}".`,
    );
  }
}

/**
 * Commits received bytes as an object, checking rules (create or update) on the final object.
 * Undefined when the rules deny it; throws HttpError (400) when a declared hash does not match.
 */
export async function commitUpload(
  ctx: StorageContext,
  caller: Caller,
  obj: NewObject,
  received: ReceivedBytes,
  resource: Record<string, unknown>,
  hashHeader: string | undefined,
): Promise<StoredObject | undefined> {
  try {
    verifyHashes(resource, hashHeader, received);
  } catch (err) {
    await ctx.objects.discard(received);
    throw err;
  }
  return ctx.objects.commit(obj, received, (existing, next) =>
    ctx.rules.allowed(
      caller,
      existing ? 'update' : 'create',
      next.bucket,
      next.name,
      existing ? rulesObject(existing) : null,
      rulesObject(next),
    ),
  );
}
