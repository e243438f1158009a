/**
 * The HTTP side of the Storage emulator: the Firebase Storage REST API (/v0, the web SDK), the
 * Cloud Storage JSON API paths firebase-admin uses (/storage/v1, /upload/storage/v1,
 * /download/storage/v1), and the official emulator's control endpoints (/internal/reset,
 * /internal/setRules). storage.rules are enforced on /v0 through the rules engine.
 */
import fs from 'node:fs';
import type http from 'node:http';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import type { FirestoreAccess, RulesMethod, StorageObject } from '../rules/api.js';
import {
  compileRules,
  evaluateStorage,
  RulesSyntaxError,
  type CompiledRules,
} from '../rules/index.js';
import { callerFromHeader, InvalidTokenError, type Caller } from './auth.js';
import { boundaryOf, MultipartError, readMultipart } from './multipart.js';
import {
  applyMetadata,
  BadMetadataError,
  defaultDisposition,
  firebaseResource,
  gcsResource,
  newDownloadToken,
  rulesObject,
} from './resources.js';
import { emptyDirs, KeyedLock, prepareDirs, storageDirs } from './disk.js';
import {
  nextGeneration,
  ObjectStore,
  type NewObject,
  type ReceivedBytes,
  type StoredObject,
} from './object-store.js';
import { UploadSessions } from './upload-sessions.js';

export interface StorageServiceOptions {
  /** Data directory; objects live under <dataDir>/storage/. */
  dataDir: string;
  /** The current storage.rules text; undefined = deny everything that is not `Bearer owner`. */
  rulesSource: () => string | undefined;
  /** Backs `firestore.get` / `firestore.exists` in storage.rules. */
  firestore?: (projectId: string) => FirestoreAccess | undefined;
  /** The project's default bucket (used for projectId when the bucket name does not carry it). */
  defaultBucket?: string;
  /** The project id for `firestore.get`; derived from the bucket name when absent. */
  projectId?: string;
  /** Where rule denials and internal errors are reported (default: nowhere). */
  log?: (line: string) => void;
}

export interface StorageService {
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
  /**
   * Replaces the rules (overriding rulesSource until its text next changes). Throws
   * RulesSyntaxError when they do not parse.
   */
  setRules(source: string): void;
  /** Deletes every object and upload session. */
  clear(): Promise<void>;
  /** Waits for in-flight writes. */
  close(): Promise<void>;
  /** Resolves once existing data has been loaded (handle() waits for it too). */
  ready: Promise<void>;
}

const EXPOSED_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'content-disposition',
  'content-encoding',
  'etag',
  'x-firebase-storage-version',
  'x-goog-upload-size-received',
  'x-goog-upload-url',
  'x-goog-upload-command',
  'x-gupload-uploadid',
  'x-goog-upload-header-content-length',
  'x-goog-upload-header-content-type',
  'x-goog-upload-protocol',
  'x-goog-upload-status',
  'x-goog-upload-chunk-granularity',
  'x-goog-upload-control-url',
  'x-goog-hash',
  'x-goog-generation',
  'x-goog-metageneration',
  'x-goog-stored-content-length',
  'x-goog-stored-content-encoding',
  'location',
  'range',
].join(', ');

const MAX_JSON = 1 << 20;
/** Production's messages (the SDK maps the status codes to storage/unauthorized, storage/object-not-found). */
const DENIED = 'Permission denied.';
const NOT_FOUND = 'Not Found.';
const CHUNK_GRANULARITY = 256 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function setCors(req: http.IncomingMessage, res: http.ServerResponse): void {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  } else {
    res.setHeader('Access-Control-Allow-Origin', '*');
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sendEmpty(
  res: http.ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...headers, 'Content-Length': 0 });
  res.end();
}

/** Production's Firebase error body: {"error":{"code":403,"message":"Permission denied."}}. */
function firebaseError(
  res: http.ServerResponse,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error: { code: status, message, ...extra } }, headers);
}

/** The JSON API's error body. */
function gcsError(res: http.ServerResponse, status: number, message: string, reason: string): void {
  sendJson(res, status, {
    error: { code: status, message, errors: [{ message, domain: 'global', reason }] },
  });
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    const b = c as Buffer;
    size += b.length;
    if (size > MAX_JSON) throw new HttpError(400, 'Invalid request. Metadata is too large.');
    chunks.push(b);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Invalid request. Metadata is not valid JSON.');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw new HttpError(400, 'Invalid request. Metadata must be a JSON object.');
  return v as Record<string, unknown>;
}

async function drain(req: http.IncomingMessage): Promise<void> {
  if (req.readableEnded) return;
  for await (const _ of req) void _;
}

/** Strips firebase's bucket suffixes to get the project id. */
function projectOf(bucket: string): string {
  return bucket.replace(/\.(appspot\.com|firebasestorage\.app)$/, '');
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

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

export function createStorageService(options: StorageServiceOptions): StorageService {
  const dirs = storageDirs(options.dataDir);
  const locks = new KeyedLock();
  const store = new ObjectStore(dirs, locks);
  const sessions = new UploadSessions(dirs, locks);
  const log = options.log ?? (() => undefined);
  const ready = (async () => {
    await prepareDirs(dirs);
    await store.load();
    await sessions.load();
  })();
  // handle() awaits it; this only keeps a failed start from being an unhandled rejection.
  ready.catch((err: unknown) => log(`storage: cannot open ${dirs.root}: ${String(err)}`));
  /** Rules set through setRules / PUT /internal/setRules, until rulesSource's text changes. */
  let override: { source: string; baseline: string | undefined } | undefined;
  let compiled: { source: string; rules: CompiledRules | undefined } | undefined;

  function currentRules(): CompiledRules | undefined {
    const fromSource = options.rulesSource();
    // The latest wins: an edit of the rules file after a setRules replaces what was set.
    if (override && fromSource !== override.baseline) override = undefined;
    const source = override ? override.source : fromSource;
    if (source === undefined) return undefined;
    if (compiled?.source !== source) {
      try {
        compiled = { source, rules: compileRules(source) };
      } catch (err) {
        log(`storage.rules do not compile; denying all requests: ${(err as Error).message}`);
        compiled = { source, rules: undefined };
      }
    }
    return compiled.rules;
  }

  /** Decides a request under storage.rules (`Bearer owner` always passes). */
  function allowed(
    caller: Caller,
    method: RulesMethod,
    bucket: string,
    objectPath: string,
    resource?: StorageObject | null,
    requestResource?: StorageObject | null,
  ): boolean {
    if (caller.kind === 'owner') return true;
    const rules = currentRules();
    if (!rules) return false;
    const project = options.projectId ?? projectOf(bucket);
    const decision = evaluateStorage(rules, {
      method,
      bucket,
      objectPath,
      auth: caller.kind === 'user' ? caller.auth : null,
      time: new Date(),
      resource: resource ?? null,
      requestResource: requestResource ?? null,
      firestore: options.firestore?.(project),
    });
    if (!decision.allowed)
      log(`storage: ${method} ${bucket}/${objectPath} denied: ${decision.explanation}`);
    return decision.allowed;
  }

  function originOf(req: http.IncomingMessage): string {
    return `http://${header(req, 'host') ?? '127.0.0.1'}`;
  }

  // ---------- shared pieces ----------

  /** A fresh object for an upload, from the client's resource. */
  function newObject(
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

  /** Commits received bytes as an object, checking rules (create or update) on the final object. */
  async function commitUpload(
    caller: Caller,
    obj: NewObject,
    received: ReceivedBytes,
    resource: Record<string, unknown>,
    hashHeader: string | undefined,
  ): Promise<StoredObject | undefined> {
    try {
      verifyHashes(resource, hashHeader, received);
    } catch (err) {
      await store.discard(received);
      throw err;
    }
    return store.commit(obj, received, (existing, next) =>
      allowed(
        caller,
        existing ? 'update' : 'create',
        next.bucket,
        next.name,
        existing ? rulesObject(existing) : null,
        rulesObject(next),
      ),
    );
  }

  /** Streams an object's bytes (Range, HEAD and gzip transcoding supported). */
  async function sendMedia(
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
      'Content-Disposition': obj.contentDisposition ?? defaultDisposition(obj.name),
    };
    if (obj.contentLanguage) headers['Content-Language'] = obj.contentLanguage;
    const file = store.dataPath(obj);
    const gunzip =
      obj.contentEncoding === 'gzip' && !/\bgzip\b/.test(header(req, 'accept-encoding') ?? '');
    if (gunzip) {
      res.writeHead(200, headers);
      if (req.method === 'HEAD') return void res.end();
      await pipeline(
        fs.createReadStream(file, { highWaterMark: 1 << 20 }),
        zlib.createGunzip(),
        res,
      );
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
      res.end(
        JSON.stringify({ error: { code: 416, message: 'Requested range not satisfiable.' } }),
      );
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

  // ---------- Firebase API (/v0) ----------

  async function firebaseObjectGet(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    caller: Caller,
    bucket: string,
    name: string,
    q: URLSearchParams,
  ): Promise<void> {
    const obj = store.get(bucket, name);
    const token = q.get('token');
    // A download token grants the bytes (alt=media), not the metadata.
    const byToken = !!(
      obj &&
      token &&
      q.get('alt') === 'media' &&
      obj.downloadTokens.includes(token)
    );
    if (!byToken && !allowed(caller, 'get', bucket, name, obj ? rulesObject(obj) : null)) {
      return firebaseError(res, 403, DENIED);
    }
    if (!obj) return firebaseError(res, 404, NOT_FOUND);
    if (q.get('alt') === 'media') return sendMedia(req, res, obj);
    let current = obj;
    if (obj.downloadTokens.length === 0) {
      // Like production, a Firebase metadata read gives an object without tokens its first one.
      const updated = await store.updateMetadata(bucket, name, (o) =>
        o.downloadTokens.length ? o : { ...o, downloadTokens: [newDownloadToken()] },
      );
      if (updated && updated !== 'not-found') current = updated;
    }
    return sendJson(res, 200, firebaseResource(current));
  }

  async function firebaseList(
    res: http.ServerResponse,
    caller: Caller,
    bucket: string,
    q: URLSearchParams,
  ): Promise<void> {
    const prefix = q.get('prefix') ?? '';
    if (prefix !== '' && !prefix.endsWith('/')) {
      return firebaseError(
        res,
        400,
        'The prefix parameter is required to be empty or ends with a single / character.',
      );
    }
    const maxResults = q.has('maxResults') ? Number(q.get('maxResults')) : 1000;
    if (!Number.isInteger(maxResults) || maxResults < 1)
      return firebaseError(res, 400, 'Invalid maxResults.');
    if (!allowed(caller, 'list', bucket, prefix.replace(/\/$/, '')))
      return firebaseError(res, 403, DENIED);
    let result;
    try {
      result = store.list(bucket, {
        prefix,
        delimiter: q.get('delimiter') ?? '',
        pageToken: q.get('pageToken') ?? undefined,
        maxResults: Math.min(maxResults, 1000),
      });
    } catch {
      return firebaseError(res, 400, 'Invalid page token.');
    }
    const body: Record<string, unknown> = {
      prefixes: result.prefixes,
      items: result.items.map((o) => ({ name: o.name, bucket: o.bucket })),
    };
    if (result.nextPageToken) body.nextPageToken = result.nextPageToken;
    return sendJson(res, 200, body);
  }

  async function firebasePatch(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    caller: Caller,
    bucket: string,
    name: string,
  ): Promise<void> {
    const incoming = await readJson(req);
    let denied = false;
    const result = await store.updateMetadata(bucket, name, (existing) => {
      const next = applyMetadata(existing, incoming);
      next.metageneration = existing.metageneration + 1;
      next.updated = new Date().toISOString();
      if (!allowed(caller, 'update', bucket, name, rulesObject(existing), rulesObject(next))) {
        denied = true;
        return undefined;
      }
      return next;
    });
    if (denied) return firebaseError(res, 403, DENIED);
    if (result === 'not-found' || !result) return firebaseError(res, 404, NOT_FOUND);
    return sendJson(res, 200, firebaseResource(result));
  }

  async function firebaseDelete(
    res: http.ServerResponse,
    caller: Caller,
    bucket: string,
    name: string,
  ): Promise<void> {
    const r = await store.delete(bucket, name, (existing) =>
      allowed(caller, 'delete', bucket, name, existing ? rulesObject(existing) : null),
    );
    if (r === 'denied') return firebaseError(res, 403, DENIED);
    if (r === 'not-found') return firebaseError(res, 404, NOT_FOUND);
    return sendEmpty(res, 204);
  }

  async function firebaseTokens(
    res: http.ServerResponse,
    caller: Caller,
    bucket: string,
    name: string,
    q: URLSearchParams,
  ): Promise<void> {
    if (caller.kind !== 'owner') return firebaseError(res, 403, 'Missing admin credentials.');
    const create = q.get('create_token');
    const del = q.get('delete_token');
    if (create !== null && create !== 'true') return firebaseError(res, 400, 'Invalid request.');
    const result = await store.updateMetadata(bucket, name, (o) => {
      let tokens = o.downloadTokens;
      if (create !== null) tokens = [...tokens, newDownloadToken()];
      else if (del !== null) tokens = tokens.filter((t) => t !== del);
      if (tokens.length === 0) tokens = [newDownloadToken()];
      return {
        ...o,
        downloadTokens: tokens,
        metageneration: o.metageneration + 1,
        updated: new Date().toISOString(),
      };
    });
    if (result === 'not-found' || !result) return firebaseError(res, 404, NOT_FOUND);
    return sendJson(res, 200, firebaseResource(result));
  }

  async function firebaseUpload(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    caller: Caller,
    bucket: string,
    pathName: string | undefined,
    q: URLSearchParams,
  ): Promise<void> {
    const command = header(req, 'x-goog-upload-command')?.toLowerCase();
    const protocol = header(req, 'x-goog-upload-protocol')?.toLowerCase();
    const uploadId = q.get('upload_id');
    const name = pathName ?? q.get('name') ?? undefined;
    if (uploadId || command || protocol === 'resumable') {
      return firebaseResumable(req, res, caller, bucket, name, uploadId, command ?? '');
    }
    if (!name) return firebaseError(res, 400, 'Invalid request. Missing object name.');
    if (protocol === 'multipart' || boundaryOf(header(req, 'content-type'))) {
      const boundary = boundaryOf(header(req, 'content-type'));
      if (!boundary) return firebaseError(res, 400, 'Invalid request. Missing multipart boundary.');
      const mp = await readMultipart(req, boundary);
      let resource: Record<string, unknown>;
      try {
        resource = mp.metadata.trim() ? (JSON.parse(mp.metadata) as Record<string, unknown>) : {};
      } catch {
        await drainIterable(mp.data);
        return firebaseError(res, 400, 'Invalid request. Metadata is not valid JSON.');
      }
      const obj = newObject(bucket, name, resource, mp.contentType, 'firebase');
      const received = await store.receive(mp.data);
      const saved = await commitUpload(caller, obj, received, resource, undefined);
      if (!saved) return firebaseError(res, 403, DENIED);
      return sendJson(res, 200, firebaseResource(saved));
    }
    // A raw media upload: the body is the bytes.
    const obj = newObject(bucket, name, {}, header(req, 'content-type'), 'firebase');
    const received = await store.receive(req);
    const saved = await commitUpload(caller, obj, received, {}, undefined);
    if (!saved) return firebaseError(res, 403, DENIED);
    return sendJson(res, 200, firebaseResource(saved));
  }

  async function firebaseResumable(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    caller: Caller,
    bucket: string,
    name: string | undefined,
    uploadId: string | null,
    command: string,
  ): Promise<void> {
    if (command === 'start') {
      if (!name) return firebaseError(res, 400, 'Invalid request. Missing object name.');
      const resource = await readJson(req);
      const declared = header(req, 'x-goog-upload-header-content-length');
      const declaredSize =
        declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
      const contentType = header(req, 'x-goog-upload-header-content-type');
      // Early check with the declared size (the final check runs on what actually arrives).
      if (declaredSize !== undefined && caller.kind !== 'owner') {
        const probe = newObject(bucket, name, resource, contentType, 'firebase');
        const existing = store.get(bucket, name);
        const candidate: StoredObject = {
          ...probe,
          size: declaredSize,
          md5Hash: '',
          crc32c: '',
          dataFile: '',
        };
        if (
          !allowed(
            caller,
            existing ? 'update' : 'create',
            bucket,
            name,
            existing ? rulesObject(existing) : null,
            rulesObject(candidate),
          )
        ) {
          return firebaseError(res, 403, DENIED, {}, { 'X-Goog-Upload-Status': 'final' });
        }
      }
      const session = await sessions.start({
        bucket,
        name,
        resource: contentType && !resource.contentType ? { ...resource, contentType } : resource,
        declaredSize,
        api: 'firebase',
        authorization: header(req, 'authorization'),
      });
      const url = `${originOf(req)}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&upload_id=${encodeURIComponent(session.id)}&upload_protocol=resumable`;
      return sendEmpty(res, 200, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-URL': url,
        'X-Goog-Upload-Control-URL': url,
        'X-Goog-Upload-Chunk-Granularity': String(CHUNK_GRANULARITY),
        'X-GUploader-UploadID': session.id,
        'x-gupload-uploadid': session.id,
      });
    }
    if (!uploadId) return firebaseError(res, 400, 'Invalid request. Missing upload_id.');
    const session = sessions.get(uploadId);
    if (!session) {
      await drain(req);
      return firebaseError(res, 404, NOT_FOUND);
    }
    if (command === 'query') {
      await drain(req);
      return sendEmpty(res, 200, {
        'X-Goog-Upload-Status':
          session.status === 'active'
            ? 'active'
            : session.status === 'final'
              ? 'final'
              : 'cancelled',
        'X-Goog-Upload-Size-Received': String(session.received),
      });
    }
    if (command === 'cancel') {
      await drain(req);
      const r = await sessions.cancel(uploadId);
      if (r === 'not-active')
        return firebaseError(res, 400, 'Invalid request. The upload is already finalized.');
      return sendEmpty(res, 200, { 'X-Goog-Upload-Status': 'cancelled' });
    }
    const parts = command.split(',').map((s) => s.trim());
    const upload = parts.includes('upload');
    const finalize = parts.includes('finalize');
    if (!upload && !finalize) {
      await drain(req);
      return firebaseError(res, 400, `Invalid request. Unknown upload command "${command}".`);
    }
    if (session.status === 'final') {
      await drain(req);
      if (finalize && session.finalStatus !== undefined) {
        res.writeHead(session.finalStatus, {
          'Content-Type': 'application/json; charset=UTF-8',
          'X-Goog-Upload-Status': 'final',
        });
        return void res.end(session.finalBody ?? '');
      }
      return firebaseError(
        res,
        400,
        'Invalid request. The upload is already finalized.',
        {},
        { 'X-Goog-Upload-Status': 'final' },
      );
    }
    if (session.status !== 'active') {
      await drain(req);
      return firebaseError(
        res,
        400,
        'Invalid request. The upload was cancelled.',
        {},
        { 'X-Goog-Upload-Status': 'cancelled' },
      );
    }
    let received = session.received;
    if (upload) {
      const offsetHeader = header(req, 'x-goog-upload-offset');
      const offset =
        offsetHeader !== undefined && /^\d+$/.test(offsetHeader) ? Number(offsetHeader) : undefined;
      const r = await sessions.append(uploadId, offset, req);
      if (r === 'bad-offset') {
        return firebaseError(
          res,
          400,
          'Invalid request. The upload offset is beyond the bytes received.',
          {},
          {
            'X-Goog-Upload-Status': 'active',
            'X-Goog-Upload-Size-Received': String(session.received),
          },
        );
      }
      if (typeof r !== 'number')
        return firebaseError(res, 400, 'Invalid request. The upload is not active.');
      received = r;
    } else {
      await drain(req);
    }
    if (!finalize) {
      return sendEmpty(res, 200, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-Size-Received': String(received),
      });
    }
    if (session.declaredSize !== undefined && received !== session.declaredSize) {
      return firebaseError(
        res,
        400,
        `Invalid request. Received ${received} bytes but the upload declared ${session.declaredSize}.`,
        {},
        { 'X-Goog-Upload-Status': 'active' },
      );
    }
    const bytes = await sessions.finish(uploadId);
    if (typeof bytes === 'string')
      return firebaseError(res, 400, 'Invalid request. The upload is not active.');
    const finalCaller = header(req, 'authorization')
      ? caller
      : callerFromHeader(session.authorization);
    const obj = newObject(bucket, session.name, session.resource, undefined, 'firebase');
    let saved: StoredObject | undefined;
    try {
      saved = await commitUpload(finalCaller, obj, bytes, session.resource, undefined);
    } catch (err) {
      if (err instanceof HttpError) {
        const body = JSON.stringify({ error: { code: err.status, message: err.message } });
        await sessions.recordFinal(uploadId, err.status, body);
      }
      throw err;
    }
    const [status, body] = saved
      ? [200, JSON.stringify(firebaseResource(saved), null, 2)]
      : [
          403,
          JSON.stringify({
            error: { code: 403, message: DENIED },
          }),
        ];
    await sessions.recordFinal(uploadId, status, body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=UTF-8',
      'X-Goog-Upload-Status': 'final',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  }

  async function firebaseRoute(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    rest: string,
    q: URLSearchParams,
  ): Promise<void> {
    // rest: b/{bucket}/o[/{object}]
    const m = /^b\/([^/]+)\/o(?:\/(.*))?$/.exec(rest);
    if (!m) {
      await drain(req);
      return firebaseError(res, 400, 'Invalid HTTP method/URL pair.');
    }
    const bucket = decodeURIComponent(m[1] as string);
    const name = m[2] !== undefined && m[2] !== '' ? decodeURIComponent(m[2]) : undefined;
    let caller: Caller;
    try {
      // @google-cloud/storage (firebase-admin) sends no credentials to an emulator host; in
      // production it would carry the service account's, which bypass rules.
      const adminClient =
        !header(req, 'authorization') && /\bgccl\//.test(header(req, 'x-goog-api-client') ?? '');
      caller = adminClient ? { kind: 'owner' } : callerFromHeader(header(req, 'authorization'));
    } catch (err) {
      if (!(err instanceof InvalidTokenError)) throw err;
      await drain(req);
      return firebaseError(res, 401, 'Invalid Credentials');
    }
    const override = header(req, 'x-http-method-override')?.toUpperCase();
    const method = override === 'PATCH' ? 'PATCH' : (req.method ?? 'GET');
    if (name === undefined) {
      if (method === 'GET') return firebaseList(res, caller, bucket, q);
      if (method === 'POST' || method === 'PUT')
        return firebaseUpload(req, res, caller, bucket, undefined, q);
    } else {
      if (method === 'GET' || method === 'HEAD')
        return firebaseObjectGet(req, res, caller, bucket, name, q);
      if (method === 'PATCH') return firebasePatch(req, res, caller, bucket, name);
      if (method === 'DELETE') return firebaseDelete(res, caller, bucket, name);
      if (method === 'POST' || method === 'PUT') {
        if (q.has('create_token') || q.has('delete_token'))
          return firebaseTokens(res, caller, bucket, name, q);
        return firebaseUpload(req, res, caller, bucket, name, q);
      }
    }
    await drain(req);
    return firebaseError(res, 400, 'Invalid HTTP method/URL pair.');
  }

  // ---------- JSON API (firebase-admin / @google-cloud/storage): full access, like the official emulator ----------

  const OWNER: Caller = { kind: 'owner' };

  async function gcsUpload(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    bucket: string,
    q: URLSearchParams,
  ): Promise<void> {
    const uploadType = q.get('uploadType') ?? header(req, 'x-goog-upload-protocol') ?? 'media';
    if (uploadType === 'resumable') {
      const resource = await readJson(req);
      const name = q.get('name') ?? (typeof resource.name === 'string' ? resource.name : undefined);
      if (!name) return gcsError(res, 400, 'Required parameter: name', 'required');
      if (!checkPreconditions(res, bucket, name, q)) return;
      const contentType = header(req, 'x-upload-content-type');
      const declared = header(req, 'x-upload-content-length');
      const session = await sessions.start({
        bucket,
        name,
        resource: contentType && !resource.contentType ? { ...resource, contentType } : resource,
        declaredSize: declared && /^\d+$/.test(declared) ? Number(declared) : undefined,
        api: 'gcs',
      });
      const location = `${originOf(req)}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${encodeURIComponent(session.id)}`;
      return sendEmpty(res, 200, { Location: location, 'X-GUploader-UploadID': session.id });
    }
    if (uploadType === 'multipart') {
      const boundary = boundaryOf(header(req, 'content-type'));
      if (!boundary) return gcsError(res, 400, 'Missing multipart boundary.', 'invalid');
      const mp = await readMultipart(req, boundary);
      let resource: Record<string, unknown>;
      try {
        resource = mp.metadata.trim() ? (JSON.parse(mp.metadata) as Record<string, unknown>) : {};
      } catch {
        await drainIterable(mp.data);
        return gcsError(res, 400, 'Metadata part is not valid JSON.', 'invalid');
      }
      const name = q.get('name') ?? (typeof resource.name === 'string' ? resource.name : undefined);
      if (!name) {
        await drainIterable(mp.data);
        return gcsError(res, 400, 'Required parameter: name', 'required');
      }
      if (!checkPreconditions(res, bucket, name, q)) return drainIterable(mp.data);
      const obj = newObject(
        bucket,
        name,
        resource,
        mp.contentType ?? header(req, 'x-upload-content-type'),
        'gcs',
      );
      const received = await store.receive(mp.data);
      const saved = await commitUpload(OWNER, obj, received, resource, header(req, 'x-goog-hash'));
      return sendJson(res, 200, gcsResource(saved as StoredObject, originOf(req)));
    }
    const name = q.get('name');
    if (!name) {
      await drain(req);
      return gcsError(res, 400, 'Required parameter: name', 'required');
    }
    if (!checkPreconditions(res, bucket, name, q)) return drain(req);
    const obj = newObject(bucket, name, {}, header(req, 'content-type'), 'gcs');
    const received = await store.receive(req);
    const saved = await commitUpload(OWNER, obj, received, {}, header(req, 'x-goog-hash'));
    return sendJson(res, 200, gcsResource(saved as StoredObject, originOf(req)));
  }

  /** ifGenerationMatch (0 = must not exist) / ifGenerationNotMatch / ifMetagenerationMatch. */
  function checkPreconditions(
    res: http.ServerResponse,
    bucket: string,
    name: string,
    q: URLSearchParams,
  ): boolean {
    const obj = store.get(bucket, name);
    const gen = obj?.generation ?? '0';
    const fail = () => {
      gcsError(
        res,
        412,
        'At least one of the pre-conditions you specified did not hold.',
        'conditionNotMet',
      );
      return false;
    };
    if (q.has('ifGenerationMatch') && q.get('ifGenerationMatch') !== gen) return fail();
    if (q.has('ifGenerationNotMatch') && q.get('ifGenerationNotMatch') === gen) return fail();
    if (
      q.has('ifMetagenerationMatch') &&
      (!obj || q.get('ifMetagenerationMatch') !== String(obj.metageneration))
    )
      return fail();
    return true;
  }

  async function gcsResumablePut(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    q: URLSearchParams,
  ): Promise<void> {
    const id = q.get('upload_id');
    const session = id ? sessions.get(id) : undefined;
    if (!id || !session) {
      await drain(req);
      return gcsError(res, 404, 'No such upload session.', 'notFound');
    }
    if (session.status === 'final' && session.finalStatus !== undefined) {
      await drain(req);
      res.writeHead(session.finalStatus, { 'Content-Type': 'application/json; charset=UTF-8' });
      return void res.end(session.finalBody ?? '');
    }
    if (session.status !== 'active') {
      await drain(req);
      return gcsError(res, 410, 'The upload session was cancelled.', 'gone');
    }
    // Content-Range: bytes a-b/total | bytes a-b/* | bytes */total | bytes */*
    const cr = header(req, 'content-range') ?? '';
    const m = /^bytes\s+(?:(\d+)-(\d+|\*)|\*)\/(\d+|\*)$/i.exec(cr.trim());
    let offset: number | undefined;
    let total: number | undefined;
    let hasData = true;
    // "bytes a-*/…" (or no Content-Range): this request carries the rest of the object.
    let rest = !m;
    if (m) {
      if (m[1] === undefined) hasData = false;
      else offset = Number(m[1]);
      if (m[2] === '*') rest = true;
      if (m[3] !== '*') total = Number(m[3]);
    }
    let received = session.received;
    if (hasData) {
      const r = await sessions.append(id, offset, req);
      if (typeof r !== 'number') return gcsError(res, 400, 'Invalid upload offset.', 'invalid');
      received = r;
    } else {
      await drain(req);
    }
    const complete = total !== undefined ? received >= total : rest && hasData;
    if (!complete) {
      const h: Record<string, string> = {};
      if (received > 0) h.Range = `bytes=0-${received - 1}`;
      return sendEmpty(res, 308, h);
    }
    const bytes = await sessions.finish(id);
    if (typeof bytes === 'string')
      return gcsError(res, 400, 'The upload is not active.', 'invalid');
    const obj = newObject(session.bucket, session.name, session.resource, undefined, 'gcs');
    const saved = (await commitUpload(
      OWNER,
      obj,
      bytes,
      session.resource,
      header(req, 'x-goog-hash'),
    )) as StoredObject;
    const body = JSON.stringify(gcsResource(saved, originOf(req)), null, 2);
    await sessions.recordFinal(id, 200, body);
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  }

  async function gcsObject(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    bucket: string,
    name: string,
    q: URLSearchParams,
    media: boolean,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD') {
      const obj = store.get(bucket, name);
      if (!obj) return gcsError(res, 404, `No such object: ${bucket}/${name}`, 'notFound');
      if (media || q.get('alt') === 'media') return sendMedia(req, res, obj);
      return sendJson(res, 200, gcsResource(obj, originOf(req)));
    }
    if (method === 'PATCH' || method === 'PUT') {
      const incoming = await readJson(req);
      const obj = store.get(bucket, name);
      if (obj && !checkPreconditions(res, bucket, name, q)) return;
      const result = await store.updateMetadata(bucket, name, (existing) => ({
        ...applyMetadata(existing, incoming),
        metageneration: existing.metageneration + 1,
        updated: new Date().toISOString(),
      }));
      if (result === 'not-found' || !result)
        return gcsError(res, 404, `No such object: ${bucket}/${name}`, 'notFound');
      return sendJson(res, 200, gcsResource(result, originOf(req)));
    }
    if (method === 'DELETE') {
      await drain(req);
      if (store.get(bucket, name) && !checkPreconditions(res, bucket, name, q)) return;
      const r = await store.delete(bucket, name);
      if (r !== 'deleted')
        return gcsError(res, 404, `No such object: ${bucket}/${name}`, 'notFound');
      return sendEmpty(res, 204);
    }
    await drain(req);
    return gcsError(res, 405, 'Method not allowed.', 'methodNotAllowed');
  }

  function gcsList(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    bucket: string,
    q: URLSearchParams,
  ): void {
    const maxResults = q.has('maxResults') ? Number(q.get('maxResults')) : 1000;
    let result;
    try {
      result = store.list(bucket, {
        prefix: q.get('prefix') ?? '',
        delimiter: q.get('delimiter') ?? '',
        pageToken: q.get('pageToken') ?? undefined,
        maxResults:
          Number.isInteger(maxResults) && maxResults > 0 ? Math.min(maxResults, 1000) : 1000,
      });
    } catch {
      return gcsError(res, 400, 'Invalid page token.', 'invalid');
    }
    const body: Record<string, unknown> = { kind: 'storage#objects' };
    if (result.nextPageToken) body.nextPageToken = result.nextPageToken;
    if (result.prefixes.length) body.prefixes = result.prefixes;
    if (result.items.length) body.items = result.items.map((o) => gcsResource(o, originOf(req)));
    sendJson(res, 200, body);
  }

  function bucketResource(req: http.IncomingMessage, bucket: string): Record<string, unknown> {
    return {
      kind: 'storage#bucket',
      id: bucket,
      name: bucket,
      selfLink: `${originOf(req)}/storage/v1/b/${encodeURIComponent(bucket)}`,
      projectNumber: '000000000000',
      metageneration: '1',
      location: 'US',
      storageClass: 'STANDARD',
      etag: 'CAE=',
      locationType: 'multi-region',
      timeCreated: new Date(0).toISOString(),
      updated: new Date(0).toISOString(),
    };
  }

  async function gcsRoute(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
    q: URLSearchParams,
  ): Promise<boolean> {
    let m: RegExpExecArray | null;
    if ((m = /^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/.exec(pathname))) {
      const bucket = decodeURIComponent(m[1] as string);
      if (req.method === 'POST' && !q.has('upload_id')) await gcsUpload(req, res, bucket, q);
      else if (req.method === 'PUT' || req.method === 'POST') await gcsResumablePut(req, res, q);
      else if (req.method === 'DELETE') {
        const id = q.get('upload_id');
        if (id) await sessions.cancel(id);
        sendEmpty(res, 499);
      } else return false;
      return true;
    }
    // @google-cloud/storage pointed at an emulator host calls /b/… without /storage/v1.
    if ((m = /^(?:\/(download))?(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/.exec(pathname))) {
      await gcsObject(
        req,
        res,
        decodeURIComponent(m[2] as string),
        decodeURIComponent(m[3] as string),
        q,
        !!m[1],
      );
      return true;
    }
    if ((m = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/?$/.exec(pathname)) && req.method === 'GET') {
      gcsList(req, res, decodeURIComponent(m[1] as string), q);
      return true;
    }
    if ((m = /^(?:\/storage\/v1)?\/b\/([^/]+)\/?$/.exec(pathname)) && req.method === 'GET') {
      sendJson(res, 200, bucketResource(req, decodeURIComponent(m[1] as string)));
      return true;
    }
    if ((pathname === '/storage/v1/b' || pathname === '/b') && req.method === 'GET') {
      sendJson(res, 200, {
        kind: 'storage#buckets',
        items: store.buckets().map((b) => bucketResource(req, b)),
      });
      return true;
    }
    // The XML-style download path (storage.googleapis.com/{bucket}/{object}).
    if (
      (m = /^\/([^/]+)\/(.+)$/.exec(pathname)) &&
      (req.method === 'GET' || req.method === 'HEAD')
    ) {
      const bucket = decodeURIComponent(m[1] as string);
      const name = decodeURIComponent(m[2] as string);
      const obj = store.get(bucket, name);
      if (!obj) {
        gcsError(res, 404, `No such object: ${bucket}/${name}`, 'notFound');
        return true;
      }
      await sendMedia(req, res, obj);
      return true;
    }
    return false;
  }

  // ---------- control endpoints ----------

  async function clearAll(): Promise<void> {
    await locks.settled();
    store.forget();
    sessions.forget();
    await emptyDirs(dirs);
  }

  function setRules(source: string): void {
    const rules = compileRules(source);
    override = { source, baseline: options.rulesSource() };
    compiled = { source, rules };
  }

  async function control(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    if (pathname === '/internal/reset' && (req.method === 'POST' || req.method === 'DELETE')) {
      await drain(req);
      await clearAll();
      sendEmpty(res, 200);
      return true;
    }
    if (pathname === '/internal/setRules' && (req.method === 'PUT' || req.method === 'POST')) {
      const body = await readJson(req);
      const rules = body.rules as { files?: { name?: unknown; content?: unknown }[] } | undefined;
      const file = rules?.files?.[0];
      if (!file || typeof file.content !== 'string') {
        sendJson(res, 400, { message: "Request body must include 'rules.files' array" });
        return true;
      }
      try {
        setRules(file.content);
      } catch (err) {
        if (err instanceof RulesSyntaxError) {
          sendJson(res, 400, {
            message: 'There was an error updating rules, see logs for more details',
            error: err.message,
          });
          return true;
        }
        throw err;
      }
      sendJson(res, 200, { message: 'Rules updated successfully' });
      return true;
    }
    if ((pathname === '/' || pathname === '/v0' || pathname === '/v0/') && req.method === 'GET') {
      sendJson(res, 200, { emulator: 'storage' });
      return true;
    }
    return false;
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    await ready;
    setCors(req, res);
    if (req.method === 'OPTIONS') {
      const h: Record<string, string> = {
        'Access-Control-Allow-Methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
        'Access-Control-Allow-Headers': header(req, 'access-control-request-headers') ?? '*',
        'Access-Control-Max-Age': '3600',
      };
      if (header(req, 'access-control-request-private-network'))
        h['Access-Control-Allow-Private-Network'] = 'true';
      await drain(req);
      return sendEmpty(res, 204, h);
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    const q = url.searchParams;
    if (await control(req, res, pathname)) return;
    if (pathname.startsWith('/v0/')) return firebaseRoute(req, res, pathname.slice(4), q);
    if (await gcsRoute(req, res, pathname, q)) return;
    await drain(req);
    return firebaseError(res, 501, 'Not Implemented.');
  }

  return {
    ready,
    handle(req, res) {
      req.on('error', () => undefined);
      if (process.env.GT_STORAGE_DEBUG) {
        res.on('finish', () =>
          console.error(
            `${req.method} ${req.url} ${JSON.stringify(req.headers)} -> ${res.statusCode}`,
          ),
        );
      }
      route(req, res).catch((err: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (err instanceof HttpError) return firebaseError(res, err.status, err.message);
        if (err instanceof MultipartError || err instanceof BadMetadataError)
          return firebaseError(res, 400, `Invalid request. ${(err as Error).message}`);
        if (
          req.destroyed ||
          (err as NodeJS.ErrnoException).code === 'ECONNRESET' ||
          (err as Error).name === 'AbortError'
        ) {
          res.destroy();
          return;
        }
        log(
          `storage: internal error on ${req.method} ${req.url}: ${(err as Error).stack ?? String(err)}`,
        );
        firebaseError(res, 500, 'Internal error.');
      });
    },
    setRules,
    async clear() {
      await ready;
      await clearAll();
    },
    async close() {
      await ready.catch(() => undefined);
      await locks.settled();
    },
  };
}

async function drainIterable(it: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of it) void _;
}
