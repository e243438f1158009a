/**
 * Serving an object's bytes, for both APIs: a single `Range` (suffix and open ranges, 206/416),
 * `HEAD`, gzip transcoding for clients that do not accept gzip, and the x-goog-* headers the
 * JSON API client validates. Streamed from the data file in 1 MB reads.
 */
import fs from 'node:fs';
import type http from 'node:http';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { StorageContext } from './context.js';
import { header } from './http.js';
import type { StoredObject } from './persistence/object-store.js';
import { downloadDisposition } from './resources.js';

/** Parses a single-range `Range` header against `size`; undefined = whole object; null = unsatisfiable. */
function parseRange(
  value: string | undefined,
  size: number,
): { start: number; end: number } | undefined | null {
  if (!value) return undefined;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(value);
  if (!m) return undefined;
  const [, a, b] = m as unknown as [string, string, string];
  if (a === '' && b === '') return undefined;
  let start: number;
  let end: number;
  if (a === '') {
    const n = Number(b);
    if (n === 0) return null;
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || end < start) return null;
  return { start, end };
}

/** Streams an object's bytes (Range, HEAD and gzip transcoding supported). */
export async function sendMedia(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  obj: StoredObject,
): Promise<void> {
  const headers: Record<string, string> = {
    'Content-Type': obj.contentType ?? 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    ETag: `"${obj.md5Hash}"`,
    'Last-Modified': new Date(obj.updated).toUTCString(),
    'Cache-Control': obj.cacheControl ?? 'private, max-age=0',
    'x-goog-generation': obj.generation,
    'x-goog-metageneration': String(obj.metageneration),
    'x-goog-storage-class': obj.storageClass,
    'x-goog-hash': `crc32c=${obj.crc32c},md5=${obj.md5Hash}`,
    'x-goog-stored-content-length': String(obj.size),
    'x-goog-stored-content-encoding': obj.contentEncoding ?? 'identity',
    'Content-Disposition': downloadDisposition(obj),
  };
  if (obj.contentLanguage) headers['Content-Language'] = obj.contentLanguage;
  const file = ctx.objects.dataPath(obj);
  const gunzip =
    obj.contentEncoding === 'gzip' && !/\bgzip\b/.test(header(req, 'accept-encoding') ?? '');
  if (gunzip) {
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return void res.end();
    await pipeline(fs.createReadStream(file, { highWaterMark: 1 << 20 }), zlib.createGunzip(), res);
    return;
  }
  if (obj.contentEncoding) headers['Content-Encoding'] = obj.contentEncoding;
  // An empty object has no satisfiable range; it is served whole (the SDK's getBytes(ref, n) sends one).
  const range = obj.size === 0 ? undefined : parseRange(header(req, 'range'), obj.size);
  if (range === null) {
    res.writeHead(416, {
      'Content-Range': `bytes */${obj.size}`,
      'Content-Type': 'application/json; charset=UTF-8',
    });
    res.end(JSON.stringify({ error: { code: 416, message: 'Requested range not satisfiable.' } }));
    return;
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? obj.size - 1;
  headers['Content-Length'] = String(Math.max(0, end - start + 1));
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${obj.size}`;
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === 'HEAD' || obj.size === 0) return void res.end();
  await pipeline(fs.createReadStream(file, { start, end, highWaterMark: 1 << 20 }), res);
}
