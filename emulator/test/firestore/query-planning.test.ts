/**
 * The planner (equality indexes, order indexes, top-k) against the reference full scan, at the
 * query.ts level: many random queries over a random dataset that random writes and deletes keep
 * changing, each run both ways and compared byte for byte (documents, order, counts, sums, errors).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredDocument } from '../../src/rules/api.js';
import { runAggregation } from '../../src/firestore/query/aggregation.js';
import { countQuery, runQuery, setQueryPlanning } from '../../src/firestore/query/query.js';
import type { StructuredQuery } from '../../src/firestore/query/structured-query.js';
import { ProjectStore } from '../../src/firestore/persistence/store.js';
import { pick, randomFields, randomQuery, rng } from './random-queries.js';

const ROOT = 'projects/p/databases/(default)/documents';

function outcome(run: () => unknown): string {
  try {
    return JSON.stringify(run());
  } catch (err) {
    return `error: ${(err as Error).message}`;
  }
}

/** Runs `run` through the planner and through the reference scan. */
function bothWays(run: () => unknown): { planned: string; scanned: string } {
  setQueryPlanning(true);
  const planned = outcome(run);
  setQueryPlanning(false);
  const scanned = outcome(run);
  setQueryPlanning(true);
  return { planned, scanned };
}

let micros = 1;

/** Writes or deletes one random document of items (or of a nested items collection). */
function randomWrite(r: () => number, store: ProjectStore): void {
  const path =
    r() < 0.9 ? `items/d${Math.floor(r() * 60)}` : `rooms/r1/items/d${Math.floor(r() * 5)}`;
  const doc: StoredDocument | null =
    r() < 0.25
      ? null
      : {
          name: `${ROOT}/${path}`,
          fields: randomFields(r),
          createTime: '2024-01-01T00:00:00Z',
          updateTime: '2024-01-01T00:00:00Z',
        };
  void store.commit(new Map([[path, doc]]), micros++);
}

afterEach(() => setQueryPlanning(true));

describe('query planning agrees with the full scan', () => {
  it.each([1, 2, 3, 4, 5])('random queries between random writes (seed %i)', (seed) => {
    const r = rng(seed);
    const store = new ProjectStore('p', null);
    for (let i = 0; i < 80; i++) randomWrite(r, store);
    let indexed = 0;
    for (let step = 0; step < 400; step++) {
      const writes = Math.floor(r() * 4);
      for (let i = 0; i < writes; i++) randomWrite(r, store);
      if (r() < 0.02) void store.clear();
      const q: StructuredQuery = randomQuery(r, 'items');
      const parent = r() < 0.9 ? ROOT : `${ROOT}/rooms/r1`;
      const docs = bothWays(() => runQuery(store, parent, q));
      expect(docs.planned, JSON.stringify(q)).toBe(docs.scanned);
      const n = bothWays(() => countQuery(store, parent, q));
      expect(n.planned, JSON.stringify(q)).toBe(n.scanned);
      const aggregations = [
        { alias: 'c', count: {} },
        ...(r() < 0.5 ? [{ alias: 's', sum: { field: { fieldPath: 'n' } } }] : []),
      ];
      const agg = bothWays(() => runAggregation(store, parent, q, aggregations));
      expect(agg.planned, JSON.stringify(q)).toBe(agg.scanned);
      if (docs.planned.length > 2) indexed++;
    }
    // The dataset is not so sparse that every query is empty.
    expect(indexed).toBeGreaterThan(60);
  });

  it('treats 1 and 1.0, -0 and 0, equal timestamps and equal arrays and maps as one key', () => {
    const store = new ProjectStore('p', null);
    const put = (id: string, a: StoredDocument['fields'][string]): void =>
      void store.commit(
        new Map([
          [
            `items/${id}`,
            {
              name: `${ROOT}/items/${id}`,
              fields: { a },
              createTime: '2024-01-01T00:00:00Z',
              updateTime: '2024-01-01T00:00:00Z',
            },
          ],
        ]),
        micros++,
      );
    put('int', { integerValue: '1' });
    put('double', { doubleValue: 1 });
    put('zero', { integerValue: '0' });
    put('negzero', { doubleValue: -0 });
    put('ts', { timestampValue: '2024-01-01T00:00:00Z' });
    put('ts2', { timestampValue: '2024-01-01T00:00:00.000Z' });
    put('arr', { arrayValue: { values: [{ integerValue: '1' }] } });
    put('arr2', { arrayValue: { values: [{ doubleValue: 1 }] } });
    put('nan', { doubleValue: 'NaN' });
    const ids = (value: StoredDocument['fields'][string]): string[] =>
      runQuery(store, ROOT, {
        from: [{ collectionId: 'items' }],
        where: { fieldFilter: { field: { fieldPath: 'a' }, op: 'EQUAL', value } },
      }).map((d) => d.name.slice(d.name.lastIndexOf('/') + 1));
    expect(ids({ doubleValue: 1 })).toEqual(['double', 'int']);
    expect(ids({ doubleValue: 0 })).toEqual(['negzero', 'zero']);
    expect(ids({ timestampValue: '2024-01-01T00:00:00.000000Z' })).toEqual(['ts', 'ts2']);
    expect(ids({ arrayValue: { values: [{ doubleValue: 1 }] } })).toEqual(['arr', 'arr2']);
    expect(ids({ doubleValue: 'NaN' })).toEqual([]);
  });

  it('forgets deleted documents and a cleared store', () => {
    const r = rng(9);
    const store = new ProjectStore('p', null);
    const q: StructuredQuery = {
      from: [{ collectionId: 'items' }],
      where: {
        fieldFilter: { field: { fieldPath: 'a' }, op: 'EQUAL', value: { stringValue: 'x' } },
      },
    };
    const put = (id: string, doc: boolean): void =>
      void store.commit(
        new Map([
          [
            `items/${id}`,
            doc
              ? {
                  name: `${ROOT}/items/${id}`,
                  fields: { ...randomFields(r), a: { stringValue: 'x' }, n: { integerValue: '1' } },
                  createTime: '2024-01-01T00:00:00Z',
                  updateTime: '2024-01-01T00:00:00Z',
                }
              : null,
          ],
        ]),
        micros++,
      );
    for (const id of ['a', 'b', 'c']) put(id, true);
    expect(runQuery(store, ROOT, q)).toHaveLength(3); // builds the index
    put('b', false);
    expect(runQuery(store, ROOT, q).map((d) => d.name)).toEqual([
      `${ROOT}/items/a`,
      `${ROOT}/items/c`,
    ]);
    void store.clear();
    put(pick(r, ['a', 'c']), true);
    expect(runQuery(store, ROOT, q)).toHaveLength(1);
  });
});
