/**
 * The Cloud Storage JSON API's resumable uploads (firebase-admin's `save`/`createWriteStream`):
 * `POST /upload/storage/v1/b/{b}/o?uploadType=resumable` starts a session (→ Location), `PUT`s
 * with Content-Range carry the bytes (308 + Range while incomplete), `DELETE` cancels. Full
 * access, like the official emulator.
 */
import type http from 'node:http';
import { OWNER } from '../../auth-token.js';
import { commitUpload, newObject } from '../commit.js';
import type { StorageContext } from '../context.js';
import { checkPreconditions } from './preconditions.js';
import { drain, gcsError, header, originOf, readJson, sendEmpty } from '../http.js';
import type { StoredObject } from '../persistence/object-store.js';
import { gcsResource } from '../resources.js';

/** `uploadType=resumable`: a new session; the object's resource is the JSON body. */
export async function startGcsResumable(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  bucket: string,
  q: URLSearchParams,
): Promise<void> {
  const resource = await readJson(req);
  const name = q.get('name') ?? (typeof resource.name === 'string' ? resource.name : undefined);
  if (!name) return gcsError(res, 400, 'Required parameter: name', 'required');
  if (!checkPreconditions(ctx, res, bucket, name, q)) return;
  const contentType = header(req, 'x-upload-content-type');
  const declared = header(req, 'x-upload-content-length');
  const session = await ctx.sessions.start({
    bucket,
    name,
    resource: contentType && !resource.contentType ? { ...resource, contentType } : resource,
    declaredSize: declared && /^\d+$/.test(declared) ? Number(declared) : undefined,
    api: 'gcs',
  });
  const location = `${originOf(req)}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${encodeURIComponent(session.id)}`;
  return sendEmpty(res, 200, { Location: location, 'X-GUploader-UploadID': session.id });
}

/** A `PUT` (or `POST`) to the session: bytes at a Content-Range, or a status query. */
export async function gcsResumablePut(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  q: URLSearchParams,
): Promise<void> {
  const id = q.get('upload_id');
  const session = id ? ctx.sessions.get(id) : undefined;
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
    const r = await ctx.sessions.append(id, offset, req);
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
  const bytes = await ctx.sessions.finish(id);
  if (typeof bytes === 'string') return gcsError(res, 400, 'The upload is not active.', 'invalid');
  const obj = newObject(session.bucket, session.name, session.resource, undefined, 'gcs');
  const saved = (await commitUpload(
    ctx,
    OWNER,
    obj,
    bytes,
    session.resource,
    header(req, 'x-goog-hash'),
  )) as StoredObject;
  const body = JSON.stringify(gcsResource(saved, originOf(req)), null, 2);
  await ctx.sessions.recordFinal(id, 200, body);
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** `DELETE` of the session URL: cancels the session and answers an empty 499. */
export async function cancelGcsResumable(
  ctx: StorageContext,
  res: http.ServerResponse,
  q: URLSearchParams,
): Promise<void> {
  const id = q.get('upload_id');
  if (id) await ctx.sessions.cancel(id);
  sendEmpty(res, 499);
}
