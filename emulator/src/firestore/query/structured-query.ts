/** A StructuredQuery as the API sends it: its parts, its limit, and the order production gives it. */
import type { ProtoValue, StoredDocument } from '../../rules/api.js';
import { getField, parseFieldPath } from '../paths.js';

interface FieldReference {
  fieldPath: string;
}

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  limit?: number | { value?: number };
  findNearest?: unknown;
}

export interface Filter {
  compositeFilter?: { op: string; filters?: Filter[] };
  fieldFilter?: { field: FieldReference; op: string; value: ProtoValue };
  unaryFilter?: { op: string; field: FieldReference };
}

export interface Order {
  field: FieldReference;
  direction?: string;
}

export interface Cursor {
  values?: ProtoValue[];
  before?: boolean;
}

export interface Aggregation {
  alias?: string;
  count?: { upTo?: number | string | { value?: number | string } };
  sum?: { field: FieldReference };
  avg?: { field: FieldReference };
}

const INEQUALITY = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);

export type Getter = (doc: StoredDocument) => ProtoValue | undefined;

/** Reads a field path (or `__name__`, as a reference) from a document. */
export function getter(fieldPath: string): Getter {
  if (fieldPath === '__name__') return (doc) => ({ referenceValue: doc.name });
  const segs = parseFieldPath(fieldPath);
  return (doc) => getField(doc.fields, segs);
}

export function queryLimit(q: StructuredQuery): number | undefined {
  const l = q.limit;
  if (l === undefined || l === null) return undefined;
  const n = typeof l === 'object' ? l.value : l;
  return n === undefined ? undefined : Number(n);
}

function inequalityFields(f: Filter | undefined, out: Set<string>): Set<string> {
  if (!f) return out;
  if (f.compositeFilter) for (const c of f.compositeFilter.filters ?? []) inequalityFields(c, out);
  if (f.fieldFilter && INEQUALITY.has(f.fieldFilter.op)) out.add(f.fieldFilter.field.fieldPath);
  if (f.unaryFilter && (f.unaryFilter.op === 'IS_NOT_NAN' || f.unaryFilter.op === 'IS_NOT_NULL'))
    out.add(f.unaryFilter.field.fieldPath);
  return out;
}

/** Explicit orders, then inequality fields in lexicographic order, then __name__ — as production. */
export function normalizedOrder(q: StructuredQuery): Order[] {
  const orders = [...(q.orderBy ?? [])].map((o) => ({
    field: o.field,
    direction: o.direction ?? 'ASCENDING',
  }));
  const seen = new Set(orders.map((o) => o.field.fieldPath));
  const lastDir = orders.length > 0 ? orders[orders.length - 1]!.direction : 'ASCENDING';
  for (const f of [...inequalityFields(q.where, new Set())].sort()) {
    if (!seen.has(f)) {
      orders.push({ field: { fieldPath: f }, direction: lastDir });
      seen.add(f);
    }
  }
  if (!seen.has('__name__')) orders.push({ field: { fieldPath: '__name__' }, direction: lastDir });
  return orders;
}
