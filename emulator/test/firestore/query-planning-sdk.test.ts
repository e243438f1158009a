/**
 * The planner against the reference full scan through a running emulator: random documents
 * written and deleted over REST (so that doubles such as 1.0 stay doubles), random queries read
 * through firebase-admin (gRPC, incl. offsets and transactions), the web SDK (counts) and raw
 * REST runQuery, each asked twice — planned, then scanned — and compared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp, type Firestore as AdminFirestore, type Query } from 'firebase-admin/firestore';
import {
  collection,
  getCount,
  query as webQuery,
  where as webWhere,
} from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { setQueryPlanning } from '../../src/firestore/query/query.js';
import { pick, randomFields, randomQuery, rng } from './random-queries.js';
import { startTestEmulator, type TestEmulator } from './helpers.js';

const PROJECT = 'demo-planning';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;
let emu: TestEmulator;
let admin: AdminFirestore;
let web: Firestore;

/** JS values the SDKs send for EQUAL: ints, doubles, null, strings, timestamps, arrays, maps, NaN. */
const SDK_VALUES: readonly unknown[] = [
  1,
  1.5,
  0,
  null,
  'a',
  '1',
  true,
  Timestamp.fromDate(new Date('2024-01-01T00:00:00Z')),
  [1],
  [],
  { x: 1 },
  NaN,
];

async function rest(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${emu.url}/v1/${path}`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function randomWrites(r: () => number, count: number): Promise<void> {
  const writes = Array.from({ length: count }, () => {
    const name = `${ROOT}/items/d${Math.floor(r() * 80)}`;
    return r() < 0.25 ? { delete: name } : { update: { name, fields: randomFields(r) } };
  });
  // One write per document a commit: a batch may not name a document twice.
  const unique = [
    ...new Map(writes.map((w) => ['delete' in w ? w.delete : w.update.name, w])).values(),
  ];
  const res = (await rest(`${ROOT}:commit`, { writes: unique })) as { writeResults?: unknown[] };
  expect(res.writeResults, JSON.stringify(res)).toHaveLength(unique.length);
}

async function bothWays<T>(run: () => Promise<T>): Promise<{ planned: T; scanned: T }> {
  setQueryPlanning(true);
  const planned = await run();
  setQueryPlanning(false);
  try {
    return { planned, scanned: await run() };
  } finally {
    setQueryPlanning(true);
  }
}

function adminQuery(r: () => number): Query {
  let q: Query = admin.collection('items');
  const filters = 1 + Math.floor(r() * 2);
  for (let i = 0; i < filters; i++)
    q = q.where(pick(r, ['a', 'b', 'm.k']), '==', pick(r, SDK_VALUES));
  if (r() < 0.7) {
    q = q.orderBy('n', r() < 0.5 ? 'desc' : 'asc');
    if (r() < 0.3) q = q.startAfter(Math.floor(r() * 20));
  }
  if (r() < 0.7) q = q.limit(1 + Math.floor(r() * 10));
  if (r() < 0.3) q = q.offset(Math.floor(r() * 4));
  return q;
}

const rows = (docs: { id: string; data(): unknown }[]): string =>
  JSON.stringify(docs.map((d) => [d.id, d.data()]));

beforeAll(async () => {
  emu = await startTestEmulator();
  admin = emu.admin(PROJECT);
  web = emu.web(PROJECT);
});

afterAll(async () => {
  setQueryPlanning(true);
  await emu?.close();
});

describe('query planning through the SDKs agrees with the full scan', () => {
  it('random queries between random writes and deletes', async () => {
    const r = rng(42);
    await randomWrites(r, 120);
    let nonEmpty = 0;
    for (let step = 0; step < 60; step++) {
      await randomWrites(r, 1 + Math.floor(r() * 6));

      const q = adminQuery(r);
      const viaAdmin = await bothWays(async () => rows((await q.get()).docs));
      expect(viaAdmin.planned).toBe(viaAdmin.scanned);
      if (viaAdmin.planned !== '[]') nonEmpty++;

      // A read-write transaction runs the query, locks what it returned, and runs it again.
      const inTx = await bothWays(() =>
        admin.runTransaction(async (tx) => rows((await tx.get(q)).docs)),
      );
      expect(inTx.planned).toBe(viaAdmin.planned);
      expect(inTx.scanned).toBe(viaAdmin.scanned);

      const field = pick(r, ['a', 'b']);
      // The web SDK takes its own Timestamp class, not firebase-admin's.
      const value = pick(
        r,
        SDK_VALUES.filter((v) => !(v instanceof Timestamp)),
      );
      const counted = await bothWays(
        async () =>
          (await getCount(webQuery(collection(web, 'items'), webWhere(field, '==', value)))).data()
            .count,
      );
      expect(counted.planned).toBe(counted.scanned);

      const structuredQuery = randomQuery(r, 'items');
      const raw = await bothWays(() => rest(`${ROOT}:runQuery`, { structuredQuery }));
      expect(
        JSON.stringify(raw.planned, (k, v) => (k === 'readTime' ? undefined : v)),
        JSON.stringify(structuredQuery),
      ).toBe(JSON.stringify(raw.scanned, (k, v) => (k === 'readTime' ? undefined : v)));
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });
});
