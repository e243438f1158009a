/**
 * ListDocuments (pages, `orderBy`, `show_missing`) and ListCollectionIds. A page token is the
 * offset of the page's first entry, base64-encoded.
 */
import type { StoredDocument } from '../rules/api.js';
import { ApiError } from './errors.js';
import { masked, parseName, type DocumentMask } from './paths.js';
import type { StructuredQuery } from './query/structured-query.js';
import type { Caller } from './security.js';
import type { FirestoreService } from './service.js';
import { compareNames } from './values.js';

/** ListDocuments' parameters (the REST query string's, as gRPC sends them too). */
export interface ListDocumentsRequest {
  pageSize?: number;
  pageToken?: string;
  orderBy?: string;
  mask?: DocumentMask;
  transaction?: string;
  showMissing?: boolean;
}

/** The offset a page token names (0 without one). */
function pageOffset(pageToken: string | undefined): number {
  return pageToken ? Number(Buffer.from(pageToken, 'base64').toString()) : 0;
}

/** The token of the page that starts at `offset`. */
function pageToken(offset: number): string {
  return Buffer.from(String(offset)).toString('base64');
}

export async function listDocuments(
  service: FirestoreService,
  project: string,
  caller: Caller,
  parent: string,
  collectionId: string,
  req: ListDocumentsRequest,
): Promise<{ documents: StoredDocument[]; nextPageToken?: string }> {
  if (req.showMissing) return listWithMissing(service, project, caller, parent, collectionId, req);
  const orderBy = (req.orderBy ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [fieldPath, dir] = s.split(/\s+/);
      return {
        field: { fieldPath: fieldPath! },
        direction: dir?.toLowerCase() === 'desc' ? 'DESCENDING' : 'ASCENDING',
      };
    });
  const offset = pageOffset(req.pageToken);
  const pageSize = req.pageSize && req.pageSize > 0 ? Number(req.pageSize) : undefined;
  const q: StructuredQuery = { from: [{ collectionId }], orderBy, offset };
  if (pageSize !== undefined) q.limit = pageSize + 1;
  const rows = await service.runQuery(project, caller, parent, {
    structuredQuery: q,
    transaction: req.transaction,
  });
  let documents = rows.filter((r) => r.document).map((r) => masked(r.document!, req.mask));
  let nextPageToken: string | undefined;
  if (pageSize !== undefined && documents.length > pageSize) {
    documents = documents.slice(0, pageSize);
    nextPageToken = pageToken(offset + pageSize);
  }
  return nextPageToken ? { documents, nextPageToken } : { documents };
}

/** ListDocuments with show_missing: documents plus absent ones that have subcollections, by name. */
function listWithMissing(
  service: FirestoreService,
  project: string,
  caller: Caller,
  parent: string,
  collectionId: string,
  req: { pageSize?: number; pageToken?: string; mask?: DocumentMask },
): { documents: StoredDocument[]; nextPageToken?: string } {
  const p = parseName(parent);
  const store = service.stores.project(project);
  service.security.checkList(
    caller,
    store,
    p.database,
    p.path,
    collectionId,
    false,
    {},
    new Date(),
  );
  const coll = p.path ? `${p.path}/${collectionId}` : collectionId;
  const names = new Map<string, StoredDocument>();
  for (const d of store.inCollection(coll)) names.set(d.name, masked(d, req.mask));
  for (const c of store.collections.keys()) {
    if (!c.startsWith(`${coll}/`)) continue;
    const id = c.slice(coll.length + 1).split('/')[0]!;
    const name = `${parent}/${collectionId}/${id}`;
    if (!names.has(name)) names.set(name, { name, fields: {} });
  }
  const all = [...names.values()].sort((a, b) => compareNames(a.name, b.name));
  const offset = pageOffset(req.pageToken);
  const size = req.pageSize && req.pageSize > 0 ? Number(req.pageSize) : all.length;
  const documents = all.slice(offset, offset + size);
  return offset + size < all.length
    ? { documents, nextPageToken: pageToken(offset + size) }
    : { documents };
}

export function listCollectionIds(
  service: FirestoreService,
  project: string,
  parent: string,
  req: { pageSize?: number; pageToken?: string },
): { collectionIds: string[]; nextPageToken?: string } {
  const p = parseName(parent);
  if (p.segments.length % 2 !== 0)
    throw new ApiError('INVALID_ARGUMENT', `Invalid parent "${parent}".`);
  const all = service.stores.project(project).collectionIds(p.path);
  const offset = pageOffset(req.pageToken);
  const size = req.pageSize && req.pageSize > 0 ? Number(req.pageSize) : all.length;
  const collectionIds = all.slice(offset, offset + size);
  return offset + size < all.length
    ? { collectionIds, nextPageToken: pageToken(offset + size) }
    : { collectionIds };
}
