/**
 * The Firebase Storage API (`/v0/b/{bucket}/o[/{object}]`, the web SDK): metadata, downloads,
 * listing, metadata updates, deletes, download tokens and one-shot uploads (multipart or raw),
 * every request judged by storage.rules. Resumable uploads are in firebase-resumable.ts.
 */
import type http from 'node:http';
import type { Caller } from '../../auth-token.js';
import { MISSING_ADMIN, storageCaller } from './caller.js';
import { commitUpload, newObject } from '../commit.js';
import type { StorageContext } from '../context.js';
import { sendMedia } from '../download.js';
import { firebaseResumable } from './resumable.js';
import {
  DENIED,
  drain,
  drainIterable,
  firebaseError,
  header,
  NOT_FOUND,
  readJson,
  sendEmpty,
  sendJson,
  sendOfficialText,
} from '../http.js';
import { badContentType, boundaryOf, readMultipart } from '../multipart/related.js';
import { applyMetadata, firebaseResource, newDownloadToken, rulesObject } from '../resources.js';

/** Routes a `/v0/` request; `rest` is the path after `/v0/`. */
export async function firebaseRoute(
  ctx: StorageContext,
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
  const caller = storageCaller(req);
  const override = header(req, 'x-http-method-override')?.toUpperCase();
  const method = override === 'PATCH' ? 'PATCH' : (req.method ?? 'GET');
  if (name === undefined) {
    if (method === 'GET') return list(ctx, res, caller, bucket, q);
    if (method === 'POST' || method === 'PUT')
      return upload(ctx, req, res, caller, bucket, undefined, q);
  } else {
    if (method === 'GET' || method === 'HEAD')
      return objectGet(ctx, req, res, caller, bucket, name, q);
    if (method === 'PATCH') return patch(ctx, req, res, caller, bucket, name);
    if (method === 'DELETE') return remove(ctx, res, caller, bucket, name);
    if (method === 'POST' || method === 'PUT') {
      if (q.has('create_token') || q.has('delete_token'))
        return tokens(ctx, res, caller, bucket, name, q);
      return upload(ctx, req, res, caller, bucket, name, q);
    }
  }
  await drain(req);
  return firebaseError(res, 400, 'Invalid HTTP method/URL pair.');
}

/** getMetadata, or the bytes with `alt=media` (a download token grants those without rules). */
async function objectGet(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  caller: Caller,
  bucket: string,
  name: string,
  q: URLSearchParams,
): Promise<void> {
  const obj = ctx.objects.get(bucket, name);
  const token = q.get('token');
  // A download token grants the bytes (alt=media), not the metadata.
  const byToken = !!(
    obj &&
    token &&
    q.get('alt') === 'media' &&
    obj.downloadTokens.includes(token)
  );
  if (!byToken && !ctx.rules.allowed(caller, 'get', bucket, name, obj ? rulesObject(obj) : null)) {
    return firebaseError(res, 403, DENIED);
  }
  if (!obj) return firebaseError(res, 404, NOT_FOUND);
  if (q.get('alt') === 'media') return sendMedia(ctx, req, res, obj);
  let current = obj;
  if (obj.downloadTokens.length === 0) {
    // Like production, a Firebase metadata read gives an object without tokens its first one.
    const updated = await ctx.objects.updateMetadata(bucket, name, (o) =>
      o.downloadTokens.length ? o : { ...o, downloadTokens: [newDownloadToken()] },
    );
    if (updated && updated !== 'not-found') current = updated;
  }
  return sendJson(res, 200, firebaseResource(current));
}

/** list / listAll: rules judge the prefix without its trailing slash. */
async function list(
  ctx: StorageContext,
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
  if (!ctx.rules.allowed(caller, 'list', bucket, prefix.replace(/\/$/, '')))
    return firebaseError(res, 403, DENIED);
  let result;
  try {
    result = ctx.objects.list(bucket, {
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

/** updateMetadata: judged as an `update` of the object with its new metadata. */
async function patch(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  caller: Caller,
  bucket: string,
  name: string,
): Promise<void> {
  const incoming = await readJson(req);
  let denied = false;
  const result = await ctx.objects.updateMetadata(bucket, name, (existing) => {
    const next = applyMetadata(existing, incoming);
    next.metageneration = existing.metageneration + 1;
    next.updated = new Date().toISOString();
    if (
      !ctx.rules.allowed(caller, 'update', bucket, name, rulesObject(existing), rulesObject(next))
    ) {
      denied = true;
      return undefined;
    }
    return next;
  });
  if (denied) return firebaseError(res, 403, DENIED);
  if (result === 'not-found' || !result) return firebaseError(res, 404, NOT_FOUND);
  return sendJson(res, 200, firebaseResource(result));
}

async function remove(
  ctx: StorageContext,
  res: http.ServerResponse,
  caller: Caller,
  bucket: string,
  name: string,
): Promise<void> {
  const r = await ctx.objects.delete(bucket, name, (existing) =>
    ctx.rules.allowed(caller, 'delete', bucket, name, existing ? rulesObject(existing) : null),
  );
  if (r === 'denied') return firebaseError(res, 403, DENIED);
  if (r === 'not-found') return firebaseError(res, 404, NOT_FOUND);
  return sendEmpty(res, 204);
}

/** `?create_token=true` / `?delete_token=…` (admin only); an object always keeps one token. */
async function tokens(
  ctx: StorageContext,
  res: http.ServerResponse,
  caller: Caller,
  bucket: string,
  name: string,
  q: URLSearchParams,
): Promise<void> {
  if (caller.kind !== 'owner') return firebaseError(res, 403, MISSING_ADMIN);
  const create = q.get('create_token');
  const del = q.get('delete_token');
  if (create !== null && create !== 'true') return firebaseError(res, 400, 'Invalid request.');
  const result = await ctx.objects.updateMetadata(bucket, name, (o) => {
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

/** uploadBytes / uploadString (multipart) and raw media uploads; resumable ones are passed on. */
async function upload(
  ctx: StorageContext,
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
    return firebaseResumable(ctx, req, res, caller, bucket, name, uploadId, command ?? '');
  }
  if (!name) return firebaseError(res, 400, 'Invalid request. Missing object name.');
  if (protocol === 'multipart' || boundaryOf(header(req, 'content-type'))) {
    // The official emulator's answers to a malformed upload, as plain text (multipart.ts).
    const contentType = header(req, 'content-type');
    const boundary = boundaryOf(contentType);
    if (!contentType || !boundary) {
      await drain(req);
      return sendOfficialText(res, 400, contentType ? badContentType(contentType) : undefined);
    }
    const mp = await readMultipart(req, boundary);
    let resource: Record<string, unknown>;
    try {
      resource = mp.metadata.trim() ? (JSON.parse(mp.metadata) as Record<string, unknown>) : {};
    } catch {
      await drainIterable(mp.data);
      return firebaseError(res, 400, 'Invalid request. Metadata is not valid JSON.');
    }
    const obj = newObject(bucket, name, resource, mp.contentType, 'firebase');
    const received = await ctx.objects.receive(mp.data);
    const saved = await commitUpload(ctx, caller, obj, received, resource, undefined);
    if (!saved) return firebaseError(res, 403, DENIED);
    return sendJson(res, 200, firebaseResource(saved));
  }
  // A raw media upload: the body is the bytes.
  const obj = newObject(bucket, name, {}, header(req, 'content-type'), 'firebase');
  const received = await ctx.objects.receive(req);
  const saved = await commitUpload(ctx, caller, obj, received, {}, undefined);
  if (!saved) return firebaseError(res, 403, DENIED);
  return sendJson(res, 200, firebaseResource(saved));
}
