/**
 * Object resources as the two APIs show them: the Firebase API (v0, the web SDK) and the
 * Cloud Storage JSON API (storage#object, firebase-admin / @google-cloud/storage); and how
 * incoming metadata (upload or PATCH) is applied.
 */
import crypto from 'node:crypto';
import type { StorageObject } from '../rules/api.js';
import type { StoredObject } from './persistence/object-store.js';

const TOKENS_KEY = 'firebaseStorageDownloadTokens';

/** Production's etag: base64 of a small proto {1: generation, 2: metageneration}. */
export function etagOf(obj: Pick<StoredObject, 'generation' | 'metageneration'>): string {
  const bytes: number[] = [];
  const varint = (n: bigint) => {
    while (n >= 0x80n) {
      bytes.push(Number(n & 0x7fn) | 0x80);
      n >>= 7n;
    }
    bytes.push(Number(n));
  };
  bytes.push(0x08);
  varint(BigInt(obj.generation));
  bytes.push(0x10);
  varint(BigInt(obj.metageneration));
  return Buffer.from(bytes).toString('base64');
}

/** The Firebase (v0) resource: what getMetadata, uploads and updateMetadata return. */
export function firebaseResource(obj: StoredObject): Record<string, unknown> {
  const r: Record<string, unknown> = {
    name: obj.name,
    bucket: obj.bucket,
    generation: obj.generation,
    metageneration: String(obj.metageneration),
    contentType: obj.contentType ?? 'application/octet-stream',
    timeCreated: obj.timeCreated,
    updated: obj.updated,
    storageClass: obj.storageClass,
    size: String(obj.size),
    md5Hash: obj.md5Hash,
    crc32c: obj.crc32c,
    etag: etagOf(obj),
    contentEncoding: obj.contentEncoding ?? 'identity',
  };
  if (obj.contentDisposition !== undefined) r.contentDisposition = obj.contentDisposition;
  if (obj.contentLanguage !== undefined) r.contentLanguage = obj.contentLanguage;
  if (obj.cacheControl !== undefined) r.cacheControl = obj.cacheControl;
  if (obj.customTime !== undefined) r.customTime = obj.customTime;
  if (obj.metadata && Object.keys(obj.metadata).length > 0) r.metadata = { ...obj.metadata };
  r.downloadTokens = obj.downloadTokens.join(',');
  return r;
}

/** The JSON API resource (storage#object). `origin` is the server's http://host:port. */
export function gcsResource(obj: StoredObject, origin: string): Record<string, unknown> {
  const enc = encodeURIComponent(obj.name);
  const r: Record<string, unknown> = {
    kind: 'storage#object',
    id: `${obj.bucket}/${obj.name}/${obj.generation}`,
    selfLink: `${origin}/storage/v1/b/${encodeURIComponent(obj.bucket)}/o/${enc}`,
    mediaLink: `${origin}/download/storage/v1/b/${encodeURIComponent(obj.bucket)}/o/${enc}?generation=${obj.generation}&alt=media`,
    name: obj.name,
    bucket: obj.bucket,
    generation: obj.generation,
    metageneration: String(obj.metageneration),
    contentType: obj.contentType ?? 'application/octet-stream',
    storageClass: obj.storageClass,
    size: String(obj.size),
    md5Hash: obj.md5Hash,
    crc32c: obj.crc32c,
    etag: etagOf(obj),
    timeCreated: obj.timeCreated,
    updated: obj.updated,
    timeStorageClassUpdated: obj.timeCreated,
  };
  if (obj.contentEncoding !== undefined) r.contentEncoding = obj.contentEncoding;
  if (obj.contentDisposition !== undefined) r.contentDisposition = obj.contentDisposition;
  if (obj.contentLanguage !== undefined) r.contentLanguage = obj.contentLanguage;
  if (obj.cacheControl !== undefined) r.cacheControl = obj.cacheControl;
  if (obj.customTime !== undefined) r.customTime = obj.customTime;
  const metadata: Record<string, string> = { ...(obj.metadata ?? {}) };
  if (obj.downloadTokens.length > 0) metadata[TOKENS_KEY] = obj.downloadTokens.join(',');
  if (Object.keys(metadata).length > 0) r.metadata = metadata;
  return r;
}

/** The object as rules see it (resource / request.resource). */
export function rulesObject(obj: StoredObject): StorageObject {
  return {
    name: obj.name,
    bucket: obj.bucket,
    size: obj.size,
    contentType: obj.contentType ?? 'application/octet-stream',
    metadata: { ...(obj.metadata ?? {}) },
    md5Hash: obj.md5Hash,
    crc32c: obj.crc32c,
    etag: etagOf(obj),
    generation: obj.generation,
    metageneration: String(obj.metageneration),
    timeCreated: obj.timeCreated,
    updated: obj.updated,
    contentDisposition: obj.contentDisposition,
    contentEncoding: obj.contentEncoding ?? 'identity',
    contentLanguage: obj.contentLanguage,
    cacheControl: obj.cacheControl,
  };
}

export class BadMetadataError extends Error {}

const WRITABLE = [
  'contentType',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'cacheControl',
  'customTime',
] as const;

function str(v: unknown, field: string): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new BadMetadataError(`Invalid value for ${field}.`);
}

/**
 * Applies incoming metadata (an upload's resource or a PATCH body) to `base`. A field set to
 * null is removed; `metadata` entries merge (null removes a key; `metadata: null` clears all).
 * firebaseStorageDownloadTokens in custom metadata sets the download tokens.
 */
export function applyMetadata<T extends Partial<StoredObject>>(
  base: T,
  incoming: Record<string, unknown>,
): T {
  const out: T = { ...base };
  for (const field of WRITABLE) {
    if (!(field in incoming)) continue;
    const v = incoming[field];
    if (v === null || v === undefined) delete out[field];
    else out[field] = str(v, field) as T[typeof field];
  }
  if ('metadata' in incoming) {
    const m = incoming.metadata;
    if (m === null) {
      delete out.metadata;
    } else if (typeof m === 'object' && !Array.isArray(m)) {
      const merged: Record<string, string> = { ...(out.metadata ?? {}) };
      for (const [k, v] of Object.entries(m as Record<string, unknown>)) {
        if (k === TOKENS_KEY) {
          out.downloadTokens =
            v === null || v === ''
              ? []
              : str(v, k)
                  .split(',')
                  .map((t) => t.trim())
                  .filter(Boolean);
          continue;
        }
        if (v === null) delete merged[k];
        else merged[k] = typeof v === 'string' ? v : JSON.stringify(v);
      }
      if (Object.keys(merged).length > 0) out.metadata = merged;
      else delete out.metadata;
    } else if (m !== undefined) {
      throw new BadMetadataError('Invalid value for metadata.');
    }
  }
  return out;
}

/**
 * Applies a copy's request body to the destination's `base` (the source's metadata), as
 * production and firebase-tools' emulator copy: the body's fields replace the source's (null
 * removes one), but its `metadata` is the copy's whole custom metadata, not merged into the
 * source's: a null value there is kept as an empty string, non-strings are stored as JSON, and
 * the source's download tokens go with the rest unless that metadata names its own
 * firebaseStorageDownloadTokens. Empty or null `metadata` clears the custom metadata and keeps
 * the tokens.
 */
export function applyCopyMetadata<T extends Partial<StoredObject>>(
  base: T,
  incoming: Record<string, unknown>,
): T {
  const { metadata: m, ...fields } = incoming;
  const out = applyMetadata(base, fields);
  if (m === undefined) return out;
  if (m !== null && (typeof m !== 'object' || Array.isArray(m)))
    throw new BadMetadataError('Invalid value for metadata.');
  const entries = Object.entries((m ?? {}) as Record<string, unknown>);
  delete out.metadata;
  if (entries.length === 0) return out;
  const custom: Record<string, string> = {};
  out.downloadTokens = [];
  for (const [k, v] of entries) {
    const value = v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v);
    if (k === TOKENS_KEY)
      out.downloadTokens = value
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
    else custom[k] = value;
  }
  if (Object.keys(custom).length > 0) out.metadata = custom;
  return out;
}

export function newDownloadToken(): string {
  return crypto.randomUUID();
}

/** Production's default Content-Disposition for Firebase uploads. */
export function defaultDisposition(name: string): string {
  const file = name.split('/').pop() ?? name;
  return `inline; filename*=utf-8''${encodeURIComponent(file)}`;
}

/** RFC 5987 percent-encoding, as firebase-tools' storage emulator writes it (rfc.js). */
function encodeRFC5987(text: string): string {
  return encodeURIComponent(text)
    .replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%(7C|60|5E)/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The Content-Disposition of a download, as the official Storage emulator sends it:
 * `${contentDisposition || 'attachment'}; filename*=${rfc5987(last path segment)}`. The web
 * default this emulator stores (production's `inline; filename*=utf-8''…`) is the official
 * emulator's `inline`; a stored disposition that already names the file is sent as it is
 * (appending a second `filename*` would make the header invalid, RFC 6266 §4.1).
 */
export function downloadDisposition(
  obj: Pick<StoredObject, 'name' | 'contentDisposition'>,
): string {
  const stored =
    obj.contentDisposition === defaultDisposition(obj.name) ? 'inline' : obj.contentDisposition;
  if (stored && /(?:^|;)\s*filename\*?\s*=/i.test(stored)) return stored;
  const file = obj.name.split('/').pop() ?? obj.name;
  return `${stored || 'attachment'}; filename*=${encodeRFC5987(file)}`;
}
