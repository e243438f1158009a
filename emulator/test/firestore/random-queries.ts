/**
 * Random documents and queries for the planner's property tests: values that test equality at its
 * edges (1 and 1.0, -0 and 0, NaN, null, missing fields, arrays, maps, timestamps spelled two ways,
 * references, bytes, geo points) and queries mixing EQUAL, IN and ARRAY_CONTAINS(_ANY) filters,
 * orders, limits, offsets, cursors.
 */
import type { ProtoValue } from '../../src/rules/api.js';
import type { Filter, StructuredQuery } from '../../src/firestore/query/structured-query.js';

/** Deterministic (mulberry32), so that a failing seed can be replayed. */
export { mulberry32 as rng } from '../../../tooling/mulberry32.mjs';

export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

const ref = (p: string): ProtoValue => ({
  referenceValue: `projects/p/databases/(default)/documents/${p}`,
});

/** Values an equality field takes; several pairs are equal under Firestore's rules. */
export const EQUALITY_VALUES: readonly ProtoValue[] = [
  { integerValue: '1' },
  { doubleValue: 1 },
  { doubleValue: 1.5 },
  { integerValue: '0' },
  { doubleValue: -0 },
  { doubleValue: 'NaN' },
  { doubleValue: 'Infinity' },
  { integerValue: '9007199254740993' },
  { doubleValue: 9007199254740992 },
  { nullValue: null },
  { booleanValue: true },
  { booleanValue: false },
  { stringValue: '1' },
  { stringValue: 'a' },
  { stringValue: '' },
  { timestampValue: '2024-01-01T00:00:00Z' },
  { timestampValue: '2024-01-01T00:00:00.000Z' },
  { timestampValue: '2024-01-01T00:00:00.000001Z' },
  ref('items/a'),
  ref('items/b'),
  { bytesValue: 'AAE=' },
  { geoPointValue: { latitude: 1, longitude: 2 } },
  { arrayValue: { values: [{ integerValue: '1' }] } },
  { arrayValue: { values: [{ doubleValue: 1 }] } },
  { arrayValue: { values: [{ doubleValue: 'NaN' }] } },
  { arrayValue: {} },
  { arrayValue: { values: [{ nullValue: null }] } },
  { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '1' }, { stringValue: 'a' }] } },
  {
    arrayValue: {
      values: [{ doubleValue: 1.5 }, { geoPointValue: { latitude: 1, longitude: 2 } }],
    },
  },
  { mapValue: { fields: { x: { integerValue: '1' } } } },
  { mapValue: { fields: { x: { doubleValue: 1 } } } },
  { mapValue: { fields: {} } },
];

const EQUALITY_FIELDS = ['a', 'b', 'm.k'] as const;

/** Fields of one random document: a, b and m.k from the pool (or missing), n a sort key. */
export function randomFields(r: () => number): Record<string, ProtoValue> {
  const fields: Record<string, ProtoValue> = {};
  if (r() < 0.85) fields.a = pick(r, EQUALITY_VALUES);
  if (r() < 0.85) fields.b = pick(r, EQUALITY_VALUES.slice(0, 12));
  if (r() < 0.7) fields.m = { mapValue: { fields: { k: pick(r, EQUALITY_VALUES) } } };
  if (r() < 0.9)
    fields.n =
      r() < 0.5
        ? { integerValue: String(Math.floor(r() * 20)) }
        : { doubleValue: Math.floor(r() * 40) / 2 };
  return fields;
}

/** EQUAL mostly; IN, ARRAY_CONTAINS and ARRAY_CONTAINS_ANY too (the index reads elements). */
function equal(r: () => number): Filter {
  const field = { fieldPath: pick(r, EQUALITY_FIELDS) };
  const x = r();
  const list = (): ProtoValue => ({
    arrayValue: {
      values: Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(r, EQUALITY_VALUES)),
    },
  });
  if (x < 0.6) return { fieldFilter: { field, op: 'EQUAL', value: pick(r, EQUALITY_VALUES) } };
  if (x < 0.75) return { fieldFilter: { field, op: 'IN', value: list() } };
  if (x < 0.9)
    return { fieldFilter: { field, op: 'ARRAY_CONTAINS', value: pick(r, EQUALITY_VALUES) } };
  return { fieldFilter: { field, op: 'ARRAY_CONTAINS_ANY', value: list() } };
}

function where(r: () => number): Filter | undefined {
  const x = r();
  if (x < 0.1) return undefined;
  if (x < 0.4) return equal(r);
  const parts = Array.from({ length: 1 + Math.floor(r() * 3) }, () => equal(r));
  if (r() < 0.3)
    parts.push({
      fieldFilter: {
        field: { fieldPath: 'n' },
        op: pick(r, ['GREATER_THAN', 'LESS_THAN_OR_EQUAL']),
        value: { integerValue: String(Math.floor(r() * 20)) },
      },
    });
  // An OR can't use an index: it must fall back to the scan and still agree.
  const op = r() < 0.15 ? 'OR' : 'AND';
  // A nested AND is still a conjunction the planner may use.
  if (op === 'AND' && parts.length > 1 && r() < 0.3)
    return {
      compositeFilter: {
        op: 'AND',
        filters: [parts[0]!, { compositeFilter: { op: 'AND', filters: parts.slice(1) } }],
      },
    };
  return { compositeFilter: { op, filters: parts } };
}

/** A random query on `collectionId`; sometimes over the collection group. */
export function randomQuery(r: () => number, collectionId: string): StructuredQuery {
  const q: StructuredQuery = { from: [{ collectionId, allDescendants: r() < 0.1 }] };
  const w = where(r);
  if (w) q.where = w;
  const ordered = r() < 0.7;
  if (ordered)
    q.orderBy = [
      {
        field: { fieldPath: 'n' },
        direction: r() < 0.5 ? 'DESCENDING' : 'ASCENDING',
      },
    ];
  if (r() < 0.7) q.limit = Math.floor(r() * 12);
  if (r() < 0.3) q.offset = Math.floor(r() * 5);
  if (ordered && r() < 0.3)
    q.startAt = { values: [{ integerValue: String(Math.floor(r() * 20)) }], before: r() < 0.5 };
  if (ordered && r() < 0.2)
    q.endAt = { values: [{ doubleValue: Math.floor(r() * 40) / 2 }], before: r() < 0.5 };
  return q;
}
