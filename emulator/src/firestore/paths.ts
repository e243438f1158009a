/** Resource names and field paths, as production spells and validates them. */
import type { ProtoValue, StoredDocument } from '../rules/api.js';
import { ApiError } from './errors.js';
import type { Fields } from './values.js';

/** projects/{p}/databases/{db}/documents */
export function rootOf(project: string, database = '(default)'): string {
  return `projects/${project}/databases/${database}/documents`;
}

export interface ParsedName {
  project: string;
  database: string;
  /** Path below …/documents, e.g. "rooms/r1" ("" for the root). */
  path: string;
  segments: string[];
}

/** Parses a full resource name (document, collection or root). */
export function parseName(name: string): ParsedName {
  const m = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/.exec(name);
  if (!m) throw new ApiError('INVALID_ARGUMENT', `Invalid resource name: "${name}".`);
  const path = m[3] ?? '';
  const segments = path === '' ? [] : path.split('/');
  if (segments.some((s) => s === ''))
    throw new ApiError('INVALID_ARGUMENT', `Invalid resource name: "${name}".`);
  return { project: m[1]!, database: m[2]!, path, segments };
}

/** Parses a document name, insisting on an even number of segments. */
export function parseDocumentName(name: string, project?: string): ParsedName {
  const parsed = parseName(name);
  if (parsed.segments.length === 0 || parsed.segments.length % 2 !== 0)
    throw new ApiError(
      'INVALID_ARGUMENT',
      `Document name "${name}" has ${parsed.segments.length} path segments, but must have an even number.`,
    );
  if (project !== undefined && parsed.project !== project)
    throw new ApiError(
      'INVALID_ARGUMENT',
      `Document name "${name}" lies outside project ${project}.`,
    );
  for (const s of parsed.segments) {
    if (s === '.' || s === '..' || /^__.*__$/.test(s))
      throw new ApiError(
        'INVALID_ARGUMENT',
        `Resource id "${s}" is invalid because it is reserved.`,
      );
  }
  return parsed;
}

/** The rules path of a document or collection: /databases/(default)/documents/… */
export function rulesPath(database: string, path: string): string {
  return `/databases/${database}/documents${path ? `/${path}` : ''}`;
}

/** Splits a field path such as a.b.`c.d` into segments. */
export function parseFieldPath(fieldPath: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= fieldPath.length) {
    if (fieldPath[i] === '`') {
      let seg = '';
      i++;
      while (i < fieldPath.length && fieldPath[i] !== '`') {
        if (fieldPath[i] === '\\') i++;
        seg += fieldPath[i] ?? '';
        i++;
      }
      if (fieldPath[i] !== '`')
        throw new ApiError('INVALID_ARGUMENT', `Invalid field path: ${fieldPath}`);
      out.push(seg);
      i++;
      if (i < fieldPath.length && fieldPath[i] !== '.')
        throw new ApiError('INVALID_ARGUMENT', `Invalid field path: ${fieldPath}`);
      i++;
    } else {
      let j = fieldPath.indexOf('.', i);
      if (j < 0) j = fieldPath.length;
      const seg = fieldPath.slice(i, j);
      if (seg === '') throw new ApiError('INVALID_ARGUMENT', `Invalid field path: ${fieldPath}`);
      out.push(seg);
      i = j + 1;
    }
  }
  return out;
}

export function getField(fields: Fields, segments: string[]): ProtoValue | undefined {
  let cur: Fields | undefined = fields;
  for (let i = 0; i < segments.length; i++) {
    const v: ProtoValue | undefined = cur?.[segments[i]!];
    if (v === undefined) return undefined;
    if (i === segments.length - 1) return v;
    if (!('mapValue' in v)) return undefined;
    cur = v.mapValue.fields ?? {};
  }
  return undefined;
}

/** Sets (or, with undefined, deletes) a nested field, creating maps on the way. Mutates `fields`. */
export function setField(fields: Fields, segments: string[], value: ProtoValue | undefined): void {
  let cur = fields;
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i]!;
    let next = cur[key];
    if (next === undefined || !('mapValue' in next)) {
      if (value === undefined) return;
      next = { mapValue: { fields: {} } };
      cur[key] = next;
    } else {
      // Copy on write so that stored documents are never mutated in place.
      next = { mapValue: { fields: { ...(next.mapValue.fields ?? {}) } } };
      cur[key] = next;
    }
    cur = next.mapValue.fields!;
  }
  const last = segments[segments.length - 1]!;
  if (value === undefined) delete cur[last];
  else cur[last] = value;
}

/** A field mask: the fields a read returns (all when absent). */
export interface DocumentMask {
  fieldPaths?: string[];
}

/** The document with only the fields `mask` names. */
export function masked(doc: StoredDocument, mask: DocumentMask | undefined): StoredDocument {
  if (!mask?.fieldPaths) return doc;
  const fields: StoredDocument['fields'] = {};
  for (const fp of mask.fieldPaths) {
    const segs = parseFieldPath(fp);
    const v = getField(doc.fields, segs);
    if (v !== undefined) setField(fields, segs, v);
  }
  return { ...doc, fields };
}
