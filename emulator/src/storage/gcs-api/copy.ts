/**
 * Server-side copies of the Cloud Storage JSON API: firebase-admin's `file.copy()`
 * posts to `rewriteTo`, older clients to `copyTo`:
 *
 *   POST [/storage/v1]/b/{srcBucket}/o/{srcObject}/rewriteTo/b/{dstBucket}/o/{dstObject}
 *        → 200 storage#rewriteResponse { totalBytesRewritten, objectSize, done: true, resource }
 *   POST [/storage/v1]/b/{srcBucket}/o/{srcObject}/copyTo/b/{dstBucket}/o/{dstObject}
 *        → 200 storage#object
 *
 * As production and firebase-tools' emulator: the destination takes the source's metadata
 * (content type, disposition, encoding, language, cache control, custom metadata and download
 * tokens) with the request body's fields applied over it, except that custom metadata in the
 * body replaces the source's whole (null values become empty strings) and then takes no download
 * tokens but its own `firebaseStorageDownloadTokens`; it gets a new generation and the same
 * MD5 and CRC32C. Preconditions: `ifGeneration(Not)Match` / `ifMetagenerationMatch` on the
 * destination, `ifSourceGeneration(Not)Match` / `ifSourceMetagenerationMatch` and
 * `sourceGeneration` on the source (only the live generation is kept: another one is 404).
 * Every rewrite completes in one call (`done: true`, no `rewriteToken`), whatever
 * `maxBytesRewrittenPerCall` says, and a rewrite that carries a `rewriteToken` (continuing one)
 * is answered 501 `Not Implemented` (text), as the official emulator answers it; the bytes stream from file to file, never through memory.
 * Full access, like the rest of the JSON API here.
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { StorageContext } from '../context.js';
import { checkPreconditions } from './preconditions.js';
import { drain, gcsError, originOf, readJson, sendJson, sendOfficialText } from '../http.js';
import { nextGeneration, type NewObject, type StoredObject } from '../persistence/object-store.js';
import { applyCopyMetadata, gcsResource } from '../resources.js';

const COPY_PATH =
  /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/([^/]+)\/(rewriteTo|copyTo)\/b\/([^/]+)\/o\/([^/]+)$/;

/** Answers a rewriteTo/copyTo request; false when `pathname` is not one. */
export async function gcsCopyRoute(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  q: URLSearchParams,
): Promise<boolean> {
  const m = COPY_PATH.exec(pathname);
  if (!m) return false;
  const [, srcBucket, srcName, method, dstBucket, dstName] = m.map((part) =>
    decodeURIComponent(part ?? ''),
  ) as [string, string, string, string, string, string];
  if (req.method !== 'POST') {
    await drain(req);
    gcsError(res, 405, 'Method not allowed.', 'methodNotAllowed');
    return true;
  }
  // A rewrite is never left unfinished here, so there is nothing to continue: the official
  // emulator passes a request with a rewriteToken on to its catch-all (501 "Not Implemented").
  if (method === 'rewriteTo' && q.get('rewriteToken')) {
    await drain(req);
    sendOfficialText(res, 501);
    return true;
  }
  const incoming = await readJson(req);
  const source = ctx.objects.get(srcBucket, srcName);
  if (!source || (q.has('sourceGeneration') && q.get('sourceGeneration') !== source.generation)) {
    gcsError(res, 404, `No such object: ${srcBucket}/${srcName}`, 'notFound');
    return true;
  }
  if (!sourcePreconditionsHold(source, q)) {
    gcsError(
      res,
      412,
      'At least one of the pre-conditions you specified did not hold.',
      'conditionNotMet',
    );
    return true;
  }
  if (!checkPreconditions(ctx, res, dstBucket, dstName, q)) return true;

  const copied = await copyObject(ctx, source, dstBucket, dstName, incoming).catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined; // the source was deleted meanwhile
      throw err;
    },
  );
  if (!copied) {
    gcsError(res, 404, `No such object: ${srcBucket}/${srcName}`, 'notFound');
    return true;
  }
  const resource = gcsResource(copied, originOf(req));
  if (method === 'copyTo') sendJson(res, 200, resource);
  else
    sendJson(res, 200, {
      kind: 'storage#rewriteResponse',
      totalBytesRewritten: String(copied.size),
      objectSize: String(copied.size),
      done: true,
      resource,
    });
  return true;
}

/** ifSourceGenerationMatch / ifSourceGenerationNotMatch / ifSourceMetagenerationMatch (/NotMatch). */
function sourcePreconditionsHold(source: StoredObject, q: URLSearchParams): boolean {
  const gen = source.generation;
  const meta = String(source.metageneration);
  if (q.has('ifSourceGenerationMatch') && q.get('ifSourceGenerationMatch') !== gen) return false;
  if (q.has('ifSourceGenerationNotMatch') && q.get('ifSourceGenerationNotMatch') === gen)
    return false;
  if (q.has('ifSourceMetagenerationMatch') && q.get('ifSourceMetagenerationMatch') !== meta)
    return false;
  if (q.has('ifSourceMetagenerationNotMatch') && q.get('ifSourceMetagenerationNotMatch') === meta)
    return false;
  return true;
}

/** Copies `source`'s bytes (streamed, hashed again on the way) and metadata to a new object. */
async function copyObject(
  ctx: StorageContext,
  source: StoredObject,
  bucket: string,
  name: string,
  incoming: Record<string, unknown>,
): Promise<StoredObject> {
  const now = new Date().toISOString();
  const {
    dataFile: _dataFile,
    size: _size,
    md5Hash: _md5,
    crc32c: _crc,
    ...sourceMetadata
  } = source;
  const base: NewObject = {
    ...sourceMetadata,
    name,
    bucket,
    generation: nextGeneration(),
    metageneration: 1,
    timeCreated: now,
    updated: now,
    storageClass: 'STANDARD',
    downloadTokens: [...source.downloadTokens],
    ...(source.metadata ? { metadata: { ...source.metadata } } : {}),
  };
  const obj = applyCopyMetadata(base, incoming);
  const received = await ctx.objects.receive(fs.createReadStream(ctx.objects.dataPath(source)));
  // The JSON API has full access (no rules): the commit always goes through.
  return (await ctx.objects.commit(obj, received)) as StoredObject;
}
