/**
 * Object ACLs on the JSON API, as far as the official Storage emulator goes: adding an entry
 * (`POST …/b/{b}/o/{o}/acl`, which firebase-admin's `file.makePublic()` sends as
 * `{"entity":"allUsers","role":"READER"}`) answers the storage#objectAccessControl it would
 * create and changes nothing else. firebase-tools logs "Cloud Storage ACLs are not supported in
 * the Storage Emulator. All related methods will succeed, but have no effect." Objects on the
 * JSON API and the `/{bucket}/{object}` path are already readable by anyone, as there.
 */
import type http from 'node:http';
import type { StorageContext } from '../context.js';
import { gcsError, originOf, readJson, sendJson } from '../http.js';

/** `POST [/storage/v1]/b/{bucket}/o/{object}/acl`; false when the path is not an ACL path. */
export async function gcsAcl(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
): Promise<boolean> {
  // The object name is URL-encoded (its slashes are %2F), so a raw /acl is the sub-resource.
  const m = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/([^/]+)\/acl\/?$/.exec(pathname);
  if (!m || req.method !== 'POST') return false;
  const bucket = decodeURIComponent(m[1] as string);
  const name = decodeURIComponent(m[2] as string);
  const body = await readJson(req);
  const obj = ctx.objects.get(bucket, name);
  if (!obj) {
    gcsError(res, 404, `No such object: ${bucket}/${name}`, 'notFound');
    return true;
  }
  const origin = originOf(req);
  sendJson(res, 200, {
    kind: 'storage#objectAccessControl',
    object: obj.name,
    id: `${bucket}/${obj.name}/${obj.generation}/allUsers`,
    selfLink: `${origin}/storage/v1/b/${bucket}/o/${encodeURIComponent(obj.name)}/acl/allUsers`,
    bucket,
    entity: body.entity,
    role: body.role,
    etag: 'someEtag',
    generation: obj.generation,
  });
  return true;
}
