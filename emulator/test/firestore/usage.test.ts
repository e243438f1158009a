/**
 * The usage meter (src/firestore/usage.ts) against Firestore's billing rules: each case runs a
 * real SDK call (firebase-admin over gRPC, the web lite SDK over REST) and compares what the
 * emulator's usage endpoint charged with what production bills for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AggregateField,
  FieldValue,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  query,
  where,
} from 'firebase/firestore/lite';
import { aggregationReads, queryReads } from '../../src/firestore/usage.js';
import { startTestEmulator, type TestEmulator } from './helpers.js';

const PROJECT = 'demo-usage';
let emu: TestEmulator;
let admin: AdminFirestore;

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function active() {
      return get(/databases/$(database)/documents/users/$(request.auth.uid)).data.status == 'active';
    }
    match /items/{id} { allow read: if request.auth != null && active(); }
    match /open/{id} { allow read: if true; }
  }
}`;

interface Charged {
  totals: {
    documentReads: number;
    indexEntriesScanned: number;
    writes: number;
    deletes: number;
    rulesLookups: number;
    requests: number;
  };
  byCaller: Record<string, { documentReads: number }>;
}

async function usage(): Promise<Charged> {
  const res = await fetch(`${emu.url}/emulator/v1/projects/${PROJECT}/usage`);
  return (await res.json()) as Charged;
}

async function resetUsage(): Promise<void> {
  await fetch(`${emu.url}/emulator/v1/projects/${PROJECT}/usage`, { method: 'DELETE' });
}

async function fill(coll: string, n: number, fields: (i: number) => Record<string, unknown>) {
  for (let start = 0; start < n; start += 500) {
    const batch = admin.batch();
    for (let i = start; i < Math.min(n, start + 500); i++)
      batch.set(admin.doc(`${coll}/d${String(i).padStart(5, '0')}`), fields(i));
    await batch.commit();
  }
}

beforeAll(async () => {
  emu = await startTestEmulator();
  admin = emu.admin(PROJECT);
  expect((await emu.setRules(PROJECT, RULES)).status).toBe(200);
  await fill('items', 2500, (i) => ({ n: i, even: i % 2 === 0 }));
  await fill('open', 20, (i) => ({ n: i }));
  await admin.doc('users/alice').set({ status: 'active' });
});

afterAll(async () => {
  await emu?.close();
});

describe('billing rules as functions', () => {
  it.each([
    [0, 0, 1],
    [1, 0, 1],
    [20, 0, 20],
    [2, 3, 5],
  ])('a query returning %i after skipping %i is %i reads', (returned, skipped, reads) => {
    expect(queryReads(returned, skipped)).toBe(reads);
  });
  it.each([
    [0, 1],
    [1, 1],
    [1000, 1],
    [1001, 2],
    [1500, 2],
    [50_000, 50],
  ])('an aggregation over %i index entries is %i reads', (entries, reads) => {
    expect(aggregationReads(entries)).toBe(reads);
  });
});

describe('the emulator charges each request as production bills it', () => {
  const alice = () => emu.web(PROJECT, { sub: 'alice' });
  const cases: {
    name: string;
    run: () => Promise<unknown>;
    reads: number;
    entries?: number;
    writes?: number;
    deletes?: number;
    lookups?: number;
  }[] = [
    { name: 'admin get of a document', run: () => admin.doc('items/d00001').get(), reads: 1 },
    { name: 'admin get of a missing document', run: () => admin.doc('items/none').get(), reads: 1 },
    {
      name: 'admin getAll of two found and one missing',
      run: () =>
        admin.getAll(admin.doc('open/d00001'), admin.doc('open/d00002'), admin.doc('open/x')),
      reads: 3,
    },
    {
      name: 'admin query with limit 5 (one read per document returned)',
      run: () => admin.collection('items').where('even', '==', true).limit(5).get(),
      reads: 5,
      entries: 5,
    },
    {
      name: 'admin query that returns nothing (minimum one read)',
      run: () => admin.collection('items').where('n', '==', -1).get(),
      reads: 1,
      entries: 0,
    },
    {
      name: 'admin query with offset 3 and limit 2 (skipped documents are billed)',
      run: () => admin.collection('open').orderBy('n').offset(3).limit(2).get(),
      reads: 5,
      entries: 5,
    },
    {
      name: 'admin count over 2,500 entries (one read per 1,000)',
      run: () => admin.collection('items').count().get(),
      reads: 3,
      entries: 2500,
    },
    {
      name: 'admin count over 1,250 entries',
      run: () => admin.collection('items').where('even', '==', true).count().get(),
      reads: 2,
      entries: 1250,
    },
    {
      name: 'admin count over nothing (minimum one read)',
      run: () => admin.collection('items').where('n', '<', 0).count().get(),
      reads: 1,
      entries: 0,
    },
    {
      name: 'admin sum over 20 entries',
      run: () =>
        admin
          .collection('open')
          .aggregate({ total: AggregateField.sum('n') })
          .get(),
      reads: 1,
      entries: 20,
    },
    {
      name: 'admin count and sum together over 1,250 entries',
      run: () =>
        admin
          .collection('items')
          .where('even', '==', true)
          .aggregate({ n: AggregateField.count(), total: AggregateField.sum('n') })
          .get(),
      reads: 2,
      entries: 1250,
    },
    {
      name: 'admin batch of two sets, an update and a delete',
      run: () => {
        const b = admin.batch();
        b.set(admin.doc('scratch/a'), { x: 1 });
        b.set(admin.doc('scratch/b'), { x: 1 });
        b.update(admin.doc('open/d00000'), { touched: FieldValue.increment(1) });
        b.delete(admin.doc('scratch/c'));
        return b.commit();
      },
      reads: 0,
      writes: 3,
      deletes: 1,
    },
    {
      name: 'web get under a rule that reads users/{uid} (one more read)',
      run: () => getDoc(doc(alice(), 'items/d00001')),
      reads: 2,
      lookups: 1,
    },
    {
      name: 'web query of 3 under that rule (the lookup is billed once per query)',
      run: () => getDocs(query(collection(alice(), 'items'), where('even', '==', false), limit(3))),
      reads: 4,
      entries: 3,
      lookups: 1,
    },
    {
      name: 'web count of 1,250 under that rule',
      run: () => getCount(query(collection(alice(), 'items'), where('even', '==', true))),
      reads: 3,
      entries: 1250,
      lookups: 1,
    },
    {
      name: 'web query of an open collection, signed out',
      run: () => getDocs(query(collection(emu.web(PROJECT), 'open'), limit(7))),
      reads: 7,
      entries: 7,
      lookups: 0,
    },
  ];

  it.each(cases)('$name', async (c) => {
    await resetUsage();
    await c.run();
    const { totals } = await usage();
    expect(totals.documentReads).toBe(c.reads);
    if (c.entries !== undefined) expect(totals.indexEntriesScanned).toBe(c.entries);
    expect(totals.writes).toBe(c.writes ?? 0);
    expect(totals.deletes).toBe(c.deletes ?? 0);
    if (c.lookups !== undefined) expect(totals.rulesLookups).toBe(c.lookups);
  });

  it('keeps figures per caller, so a screen\u2019s reads are told from the jobs\u2019', async () => {
    await resetUsage();
    await getDocs(query(collection(alice(), 'items'), limit(2)));
    await admin.collection('open').limit(4).get();
    const u = await usage();
    expect(u.byCaller.alice?.documentReads).toBe(3);
    expect(u.byCaller.owner?.documentReads).toBe(4);
  });

  it('answers only this machine, like every other route', async () => {
    const res = await fetch(`${emu.url}/emulator/v1/projects/${PROJECT}/usage`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
