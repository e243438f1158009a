/**
 * Signed POST policy uploads (`generateSignedPostPolicyV4` of firebase-admin /
 * @google-cloud/storage, which against an emulator host gives the URL `{host}/{bucket}`): an
 * HTML-form `multipart/form-data` POST to the bucket with the policy's fields and the file.
 * As the official Storage emulator: the object is named by `key` (production's `${filename}`
 * is filled in), typed by the file part's Content-Type unless a `Content-Type` field says
 * otherwise, gets `Cache-Control`, `Content-Disposition`, `Content-Encoding`,
 * `Content-Language` and `x-goog-meta-*` from the fields, and is written with admin rights
 * (the policy was signed by the service account); the answer is 204. The policy and its
 * signature are not checked, as there. Errors are the official plain-text 400s.
 */
import type http from 'node:http';
import { OWNER } from '../../auth-token.js';
import { commitUpload, newObject } from '../commit.js';
import type { StorageContext } from '../context.js';
import { fieldText, formBoundary, readFormData } from '../multipart/form-data.js';
import { drain, drainIterable, header, sendEmpty, sendOfficialText } from '../http.js';
import { badContentType, MultipartError } from '../multipart/related.js';
import type { ReceivedBytes } from '../persistence/object-store.js';

/** Fields that set the object's metadata, and the resource field each sets. */
const HEADER_FIELDS: Record<string, string> = {
  'content-type': 'contentType',
  'cache-control': 'cacheControl',
  'content-disposition': 'contentDisposition',
  'content-encoding': 'contentEncoding',
  'content-language': 'contentLanguage',
};

/** `POST /{bucket}`; false when the request is not one. */
export async function postPolicyUpload(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
): Promise<boolean> {
  const m = /^\/([^/]+)\/?$/.exec(pathname);
  if (!m || req.method !== 'POST') return false;
  const bucket = decodeURIComponent(m[1] as string);
  const contentType = header(req, 'content-type');
  if (!contentType?.includes('multipart/form-data')) {
    await drain(req);
    sendOfficialText(res, 400, 'Content-Type must be multipart/form-data');
    return true;
  }
  const boundary = formBoundary(contentType);
  if (!boundary || !/^\s*multipart\/form-data/i.test(contentType)) {
    await drain(req);
    sendOfficialText(res, 400, badContentType(contentType));
    return true;
  }
  const fields = new Map<string, string>();
  let file: { received: ReceivedBytes; contentType?: string; filename: string } | undefined;
  try {
    for await (const part of readFormData(req, boundary)) {
      if (part.filename !== undefined && !file) {
        const received = await ctx.objects.receive(part.body);
        file = { received, contentType: part.contentType, filename: part.filename };
      } else if (part.filename !== undefined) {
        await drainIterable(part.body);
      } else {
        fields.set(part.name.toLowerCase(), await fieldText(part));
      }
    }
  } catch (err) {
    if (file) await ctx.objects.discard(file.received);
    if (!(err instanceof MultipartError)) throw err;
    await drain(req);
    sendOfficialText(res, 400, err.message);
    return true;
  }
  const key = fields.get('key');
  if (key === undefined || !file) {
    if (file) await ctx.objects.discard(file.received);
    sendOfficialText(res, 400, "Missing 'key' or file.");
    return true;
  }
  const resource: Record<string, unknown> = {
    contentType: file.contentType ?? 'application/octet-stream',
  };
  const metadata: Record<string, string> = {};
  for (const [name, value] of fields) {
    if (name.startsWith('x-goog-meta-')) metadata[name.slice('x-goog-meta-'.length)] = value;
    else if (HEADER_FIELDS[name]) resource[HEADER_FIELDS[name] as string] = value.trim();
  }
  if (Object.keys(metadata).length) resource.metadata = metadata;
  const name = key.replace(/\$\{filename\}/g, file.filename);
  const obj = newObject(bucket, name, resource, undefined, 'gcs');
  await commitUpload(ctx, OWNER, obj, file.received, {}, undefined);
  sendEmpty(res, 204);
  return true;
}
