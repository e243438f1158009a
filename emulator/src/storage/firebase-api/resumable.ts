/**
 * The Firebase API's resumable uploads (`uploadBytesResumable`), driven by X-Goog-Upload-Command:
 * `start` (→ X-Goog-Upload-URL; checked early against the declared size), `upload` with
 * X-Goog-Upload-Offset (overlapping retries de-duplicated), `finalize` (rules judged on what
 * arrived; a repeated finalize answers the same), `query` and `cancel`.
 */
import type http from 'node:http';
import type { Caller } from '../../auth-token.js';
import { callerOf } from './caller.js';
import { commitUpload, newObject } from '../commit.js';
import type { StorageContext } from '../context.js';
import {
  DENIED,
  drain,
  firebaseError,
  header,
  HttpError,
  NOT_FOUND,
  originOf,
  readJson,
  sendEmpty,
} from '../http.js';
import type { StoredObject } from '../persistence/object-store.js';
import { firebaseResource, rulesObject } from '../resources.js';

const CHUNK_GRANULARITY = 256 * 1024;

/** One request of a resumable upload; `command` is X-Goog-Upload-Command, lower-cased. */
export async function firebaseResumable(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  caller: Caller,
  bucket: string,
  name: string | undefined,
  uploadId: string | null,
  command: string,
): Promise<void> {
  if (command === 'start') return start(ctx, req, res, caller, bucket, name);
  if (!uploadId) return firebaseError(res, 400, 'Invalid request. Missing upload_id.');
  const session = ctx.sessions.get(uploadId);
  if (!session) {
    await drain(req);
    return firebaseError(res, 404, NOT_FOUND);
  }
  if (command === 'query') {
    await drain(req);
    return sendEmpty(res, 200, {
      'X-Goog-Upload-Status':
        session.status === 'active' ? 'active' : session.status === 'final' ? 'final' : 'cancelled',
      'X-Goog-Upload-Size-Received': String(session.received),
    });
  }
  if (command === 'cancel') {
    await drain(req);
    const r = await ctx.sessions.cancel(uploadId);
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
    const r = await ctx.sessions.append(uploadId, offset, req);
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
  const bytes = await ctx.sessions.finish(uploadId);
  if (typeof bytes === 'string')
    return firebaseError(res, 400, 'Invalid request. The upload is not active.');
  const finalCaller = header(req, 'authorization') ? caller : callerOf(session.authorization);
  const obj = newObject(bucket, session.name, session.resource, undefined, 'firebase');
  let saved: StoredObject | undefined;
  try {
    saved = await commitUpload(ctx, finalCaller, obj, bytes, session.resource, undefined);
  } catch (err) {
    if (err instanceof HttpError) {
      const body = JSON.stringify({ error: { code: err.status, message: err.message } });
      await ctx.sessions.recordFinal(uploadId, err.status, body);
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
  await ctx.sessions.recordFinal(uploadId, status, body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'X-Goog-Upload-Status': 'final',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** `start`: a new session, refused at once when the declared size already breaks the rules. */
async function start(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  caller: Caller,
  bucket: string,
  name: string | undefined,
): Promise<void> {
  if (!name) return firebaseError(res, 400, 'Invalid request. Missing object name.');
  const resource = await readJson(req);
  const declared = header(req, 'x-goog-upload-header-content-length');
  const declaredSize =
    declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
  const contentType = header(req, 'x-goog-upload-header-content-type');
  // Early check with the declared size (the final check runs on what actually arrives).
  if (declaredSize !== undefined && caller.kind !== 'owner') {
    const probe = newObject(bucket, name, resource, contentType, 'firebase');
    const existing = ctx.objects.get(bucket, name);
    const candidate: StoredObject = {
      ...probe,
      size: declaredSize,
      md5Hash: '',
      crc32c: '',
      dataFile: '',
    };
    if (
      !ctx.rules.allowed(
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
  const session = await ctx.sessions.start({
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
