/**
 * What a client may send as a Firestore document id or a Storage object name: the limits of
 * Firestore's and Storage's "Usage and limits", checked before any id reaches either, so no
 * client input makes them throw. The callables' inputs and the functions' repositories use them.
 */
import { z } from './zod';

/** Firestore's limit on a document id, in UTF-8 bytes. */
export const MAX_DOCUMENT_ID_BYTES = 1500;
/** Cloud Storage's limit on an object name, in UTF-8 bytes. */
export const MAX_STORAGE_PATH_BYTES = 1024;

const utf8 = new TextEncoder();

/** The length of `text` in UTF-8 bytes, as Firestore and Storage count it. */
export function byteLength(text: string): number {
  return utf8.encode(text).length;
}

/** An unpaired UTF-16 surrogate: no UTF-8 encoding exists, so no server stores it as sent. */
const LONE_SURROGATE = /\p{Surrogate}/u;
/** Control characters: Storage refuses CR and LF in names, and none belongs in an id. */
const CONTROL = /\p{Cc}/u;

/**
 * Why `value` cannot be a Firestore document id (the rules of Firestore's "Usage and limits"),
 * or null when it can. The functions' repositories use it too, for ids they derive.
 */
export function documentIdProblem(value: string): string | null {
  if (value.length === 0) return 'is required';
  if (value.includes('/')) return 'must not contain "/"';
  if (value === '.' || value === '..') return 'must not be "." or ".."';
  if (/^__.*__$/s.test(value)) return 'must not both start and end with "__" (reserved)';
  if (LONE_SURROGATE.test(value) || CONTROL.test(value)) return 'must be printable text';
  // Every UTF-16 unit is at least one UTF-8 byte: a long string needs no encoding to refuse.
  if (value.length > MAX_DOCUMENT_ID_BYTES || byteLength(value) > MAX_DOCUMENT_ID_BYTES)
    return `must be at most ${MAX_DOCUMENT_ID_BYTES} bytes long`;
  return null;
}

/** Why `value` cannot be the name of an uploaded file in Storage, or null when it can. */
export function storagePathProblem(value: string): string | null {
  if (value.length === 0) return 'is required';
  if (value.startsWith('/')) return 'must not start with "/"';
  const segments = value.split('/');
  if (segments.includes('')) return 'must not contain empty segments';
  if (segments.some((s) => s === '.' || s === '..')) return 'must not contain "." or ".." segments';
  if (LONE_SURROGATE.test(value) || CONTROL.test(value)) return 'must be printable text';
  if (value.length > MAX_STORAGE_PATH_BYTES || byteLength(value) > MAX_STORAGE_PATH_BYTES)
    return `must be at most ${MAX_STORAGE_PATH_BYTES} bytes long`;
  return null;
}

/** A check that reports `problem(value)` as the field's issue. */
export function refuseWith(problem: (value: string) => string | null) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/**
 * A document id a client sends (taskId, submissionId, payoutId…): any string Firestore accepts
 * as a document id, so that no id reaches Firestore that makes it throw.
 */
export const documentId = z.string().trim().superRefine(refuseWith(documentIdProblem));

/** The Storage path of a file a client uploaded: a valid object name, checked before any read. */
export const storagePath = z.string().superRefine(refuseWith(storagePathProblem));
