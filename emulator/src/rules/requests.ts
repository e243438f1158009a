/** Builds the `request` and `resource` objects production gives rules, from the contract's types. */
import type {
  FirestoreRulesRequest,
  RulesAuth,
  StorageObject,
  StorageRulesRequest,
} from './api.js';
import { pathFromString } from './library/path.js';
import {
  RMap,
  RPath,
  type Value,
  documentToResource,
  fieldsToMap,
  fromJson,
  parseTimestamp,
  timestampFromDate,
} from './values.js';

function authValue(auth: RulesAuth | null): Value {
  if (!auth) return null;
  const token = fromJson(auth.token ?? {});
  return RMap.of({ uid: auth.uid, token: token instanceof RMap ? token : new RMap(new Map()) });
}

function orderByValue(orderBy: unknown[] | undefined): Value {
  // request.query.orderBy: field path → 'ASC' | 'DESC', in query order.
  const m = new Map<string, Value>();
  for (const o of orderBy ?? []) {
    const field = (o as { field?: { fieldPath?: string } }).field?.fieldPath;
    if (typeof field !== 'string') continue;
    const dir = String((o as { direction?: string }).direction ?? 'ASCENDING');
    m.set(field, dir.startsWith('DESC') ? 'DESC' : 'ASC');
  }
  return new RMap(m);
}

/** `request` for a Firestore request: auth, method, path, time, resource (writes), query (lists). */
export function firestoreRequest(req: FirestoreRulesRequest): RMap {
  const m = new Map<string, Value>([
    ['auth', authValue(req.auth)],
    ['method', req.method],
    ['path', pathFromString(req.path)],
    ['time', timestampFromDate(req.time)],
  ]);
  if (req.method === 'create' || req.method === 'update') {
    const doc = req.requestResource ?? { name: req.path, fields: {} };
    m.set('resource', documentToResource({ ...doc, name: doc.name || req.path }));
  }
  if (req.method === 'list') {
    const q = req.query ?? {};
    m.set(
      'query',
      RMap.of({
        limit: typeof q.limit === 'number' ? BigInt(q.limit) : null,
        offset: typeof q.offset === 'number' ? BigInt(q.offset) : null,
        orderBy: orderByValue(q.orderBy),
      }),
    );
  }
  return new RMap(m);
}

/** `resource` for single-document requests: the stored document, or null when absent. */
export function firestoreResource(req: FirestoreRulesRequest): Value {
  return req.resource ? documentToResource(req.resource) : null;
}

function timestampOf(s: string | undefined): Value {
  return s ? (parseTimestamp(s) ?? null) : null;
}

/** Storage object metadata as rules see it. */
export function storageObjectValue(o: StorageObject): RMap {
  const m = new Map<string, Value>([
    ['name', o.name],
    ['bucket', o.bucket],
    ['size', BigInt(Math.trunc(o.size))],
    ['metadata', fieldsToMap({})],
  ]);
  if (o.metadata) m.set('metadata', new RMap(new Map(Object.entries(o.metadata))));
  const strings = [
    'contentType',
    'md5Hash',
    'crc32c',
    'etag',
    'contentDisposition',
    'contentEncoding',
    'contentLanguage',
    'cacheControl',
  ] as const;
  for (const k of strings) if (o[k] !== undefined) m.set(k, o[k] as string);
  if (o.generation !== undefined) m.set('generation', o.generation);
  if (o.metageneration !== undefined) m.set('metageneration', o.metageneration);
  if (o.timeCreated !== undefined) m.set('timeCreated', timestampOf(o.timeCreated));
  if (o.updated !== undefined) m.set('updated', timestampOf(o.updated));
  return new RMap(m);
}

export function storagePath(req: StorageRulesRequest): string[] {
  return ['b', req.bucket, 'o', ...req.objectPath.split('/').filter((s) => s !== '')];
}

export function storageRequest(req: StorageRulesRequest): RMap {
  const m = new Map<string, Value>([
    ['auth', authValue(req.auth)],
    ['method', req.method],
    ['path', new RPath(storagePath(req))],
    ['time', timestampFromDate(req.time)],
  ]);
  if (req.requestResource && (req.method === 'create' || req.method === 'update')) {
    m.set('resource', storageObjectValue(req.requestResource));
  }
  return new RMap(m);
}
