/**
 * The Cloud Storage JSON API paths firebase-admin / @google-cloud/storage use against an
 * emulator host: uploads (`/upload/storage/v1`, media and multipart here, resumable in
 * gcs-resumable.ts), objects (`[/download][/storage/v1]/b/{b}/o/{o}`: metadata, media, PATCH,
 * DELETE), listing, the bucket stubs, and the XML-style `/{bucket}/{object}` download. Full
 * access, like the official emulator (the client sends no credentials to an emulator host).
 */
import type http from 'node:http';
import { OWNER } from '../../auth-token.js';
import { commitUpload, newObject } from '../commit.js';
import type { StorageContext } from '../context.js';
import { sendMedia } from '../download.js';
import { gcsAcl } from './acl.js';
import { gcsCopyRoute } from './copy.js';
import { checkPreconditions } from './preconditions.js';
import { cancelGcsResumable, gcsResumablePut, startGcsResumable } from './resumable.js';
import {
  drain,
  drainIterable,
  gcsError,
  header,
  originOf,
  readJson,
  sendEmpty,
  sendJson,
  sendOfficialText,
} from '../http.js';
import { badContentType, boundaryOf, readMultipart } from '../multipart/related.js';
import type { StoredObject } from '../persistence/object-store.js';
import { postPolicyUpload } from './post-policy.js';
import { applyMetadata, gcsResource } from '../resources.js';

/** Routes a JSON API request; false when the path is not one of its own. */
export async function gcsRoute(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  q: URLSearchParams,
): Promise<boolean> {
  if (await gcsAcl(ctx, req, res, pathname)) return true;
  if (await postPolicyUpload(ctx, req, res, pathname)) return true;
  let m: RegExpExecArray | null;
  if ((m = /^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/.exec(pathname))) {
    const bucket = decodeURIComponent(m[1] as string);
    if (req.method === 'POST' && !q.has('upload_id')) await upload(ctx, req, res, bucket, q);
    else if (req.method === 'PUT' || req.method === 'POST') await gcsResumablePut(ctx, req, res, q);
    else if (req.method === 'DELETE') await cancelGcsResumable(ctx, res, q);
    else return false;
    return true;
  }
  // Server-side copies (rewriteTo, copyTo) before the object path, which would match them too.
  if (await gcsCopyRoute(ctx, req, res, pathname, q)) return true;
  // @google-cloud/storage pointed at an emulator host calls /b/… without /storage/v1.
  if ((m = /^(?:\/(download))?(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/.exec(pathname))) {
    await object(
      ctx,
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
    list(ctx, req, res, decodeURIComponent(m[1] as string), q);
    return true;
  }
  if ((m = /^(?:\/storage\/v1)?\/b\/([^/]+)\/?$/.exec(pathname)) && req.method === 'GET') {
    sendJson(res, 200, bucketResource(req, decodeURIComponent(m[1] as string)));
    return true;
  }
  if ((pathname === '/storage/v1/b' || pathname === '/b') && req.method === 'GET') {
    sendJson(res, 200, {
      kind: 'storage#buckets',
      items: ctx.objects.buckets().map((b) => bucketResource(req, b)),
    });
    return true;
  }
  // The XML-style download path (storage.googleapis.com/{bucket}/{object}).
  if ((m = /^\/([^/]+)\/(.+)$/.exec(pathname)) && (req.method === 'GET' || req.method === 'HEAD')) {
    const bucket = decodeURIComponent(m[1] as string);
    const name = decodeURIComponent(m[2] as string);
    const obj = ctx.objects.get(bucket, name);
    if (!obj) {
      gcsError(res, 404, `No such object: ${bucket}/${name}`, 'notFound');
      return true;
    }
    await sendMedia(ctx, req, res, obj);
    return true;
  }
  return false;
}

/** `uploadType=media` (the default) and `multipart`; `resumable` starts a session. */
async function upload(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  bucket: string,
  q: URLSearchParams,
): Promise<void> {
  const uploadType = q.get('uploadType') ?? header(req, 'x-goog-upload-protocol') ?? 'media';
  if (uploadType === 'resumable') return startGcsResumable(ctx, req, res, bucket, q);
  if (uploadType === 'multipart') {
    // The official emulator's answers to a malformed upload (multipart.ts).
    const contentType = header(req, 'content-type') ?? header(req, 'x-upload-content-type');
    const boundary = boundaryOf(contentType);
    if (!contentType || !boundary) {
      await drain(req);
      if (!contentType) return sendOfficialText(res, 400);
      return sendJson(res, 400, { error: { code: 400, message: badContentType(contentType) } });
    }
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
    if (!checkPreconditions(ctx, res, bucket, name, q)) return drainIterable(mp.data);
    const obj = newObject(
      bucket,
      name,
      resource,
      mp.contentType ?? header(req, 'x-upload-content-type'),
      'gcs',
    );
    const received = await ctx.objects.receive(mp.data);
    const saved = await commitUpload(
      ctx,
      OWNER,
      obj,
      received,
      resource,
      header(req, 'x-goog-hash'),
    );
    return sendJson(res, 200, gcsResource(saved as StoredObject, originOf(req)));
  }
  const name = q.get('name');
  if (!name) {
    await drain(req);
    return gcsError(res, 400, 'Required parameter: name', 'required');
  }
  if (!checkPreconditions(ctx, res, bucket, name, q)) return drain(req);
  const obj = newObject(bucket, name, {}, header(req, 'content-type'), 'gcs');
  const received = await ctx.objects.receive(req);
  const saved = await commitUpload(ctx, OWNER, obj, received, {}, header(req, 'x-goog-hash'));
  return sendJson(res, 200, gcsResource(saved as StoredObject, originOf(req)));
}

/** One object: metadata or media (GET/HEAD), metadata update (PATCH/PUT), DELETE. */
async function object(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  bucket: string,
  name: string,
  q: URLSearchParams,
  media: boolean,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') {
    const obj = ctx.objects.get(bucket, name);
    if (!obj) return gcsError(res, 404, `No such object: ${bucket}/${name}`, 'notFound');
    if (media || q.get('alt') === 'media') return sendMedia(ctx, req, res, obj);
    return sendJson(res, 200, gcsResource(obj, originOf(req)));
  }
  if (method === 'PATCH' || method === 'PUT') {
    const incoming = await readJson(req);
    const obj = ctx.objects.get(bucket, name);
    if (obj && !checkPreconditions(ctx, res, bucket, name, q)) return;
    const result = await ctx.objects.updateMetadata(bucket, name, (existing) => ({
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
    if (ctx.objects.get(bucket, name) && !checkPreconditions(ctx, res, bucket, name, q)) return;
    const r = await ctx.objects.delete(bucket, name);
    if (r !== 'deleted') return gcsError(res, 404, `No such object: ${bucket}/${name}`, 'notFound');
    return sendEmpty(res, 204);
  }
  await drain(req);
  return gcsError(res, 405, 'Method not allowed.', 'methodNotAllowed');
}

/** getFiles: prefix, delimiter, pages of at most 1,000. */
function list(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  bucket: string,
  q: URLSearchParams,
): void {
  const maxResults = q.has('maxResults') ? Number(q.get('maxResults')) : 1000;
  let result;
  try {
    result = ctx.objects.list(bucket, {
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

/** A stub storage#bucket (buckets exist implicitly). */
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
