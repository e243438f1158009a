/**
 * Query semantics through the official SDKs: every filter, cursors, ordering across types,
 * select, collection groups and aggregations. Data is seeded with firebase-admin (gRPC) and
 * read back through firebase/firestore/lite (REST) and firebase-admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FieldPath,
  GeoPoint,
  Timestamp,
  AggregateField,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import {
  and,
  average,
  collection,
  collectionGroup,
  count,
  documentId,
  endAt,
  endBefore,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  doc,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  startAfter,
  startAt,
  sum,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { startTestEmulator, type TestEmulator } from './helpers.js';

const PROJECT = 'demo-queries';
let emu: TestEmulator;
let web: Firestore;
let admin: AdminFirestore;

async function ids(q: Query): Promise<string[]> {
  return (await getDocs(q)).docs.map((d) => d.id);
}

beforeAll(async () => {
  emu = await startTestEmulator();
  web = emu.web(PROJECT);
  admin = emu.admin(PROJECT);
  const batch = admin.batch();
  const items: Record<string, Record<string, unknown>> = {
    a: { n: 1, s: 'x', tags: ['red', 'blue'], g: 'A' },
    b: { n: 2, s: 'y', tags: ['green'], g: 'B' },
    c: { n: 3.5, s: 'z', tags: [], g: 'A' },
    d: { n: null, s: 'w' },
    e: { s: 'v' },
    f: { n: NaN },
    g: { n: 10, nested: { x: 1 } },
  };
  for (const [id, data] of Object.entries(items)) batch.set(admin.doc(`items/${id}`), data);
  for (let i = 1; i <= 10; i++)
    batch.set(admin.doc(`nums/n${String(i).padStart(2, '0')}`), { n: i, parity: i % 2, tie: 1 });
  batch.set(admin.doc('rooms/r1/msgs/m1'), { text: 'hi', len: 2 });
  batch.set(admin.doc('rooms/r2/msgs/m2'), { text: 'hello', len: 5 });
  batch.set(admin.doc('msgs/m3'), { text: 'top', len: 3 });
  batch.set(admin.doc('rooms/r1/other/o1'), { text: 'no', len: 9 });
  await batch.commit();
});

afterAll(async () => {
  await emu?.close();
});

describe('field filters through the web SDK', () => {
  const items = () => collection(web, 'items');

  it('should match == on numbers and strings', async () => {
    expect(await ids(query(items(), where('n', '==', 2)))).toEqual(['b']);
    expect(await ids(query(items(), where('s', '==', 'w')))).toEqual(['d']);
  });

  it('should compare ints and doubles numerically and only within the type', async () => {
    expect(await ids(query(items(), where('n', '>', 1.5)))).toEqual(['b', 'c', 'g']);
    expect(await ids(query(items(), where('n', '<', 3)))).toEqual(['a', 'b']);
    expect(await ids(query(items(), where('n', '<=', 2)))).toEqual(['a', 'b']);
    expect(await ids(query(items(), where('n', '>=', 3.5)))).toEqual(['c', 'g']);
  });

  it('should exclude documents missing the field or null from != and not-in', async () => {
    expect(await ids(query(items(), where('n', '!=', 2)))).toEqual(['f', 'a', 'c', 'g']);
    expect(await ids(query(items(), where('n', 'not-in', [1, 2])))).toEqual(['f', 'c', 'g']);
    expect(await ids(query(items(), where('n', '!=', null)))).toEqual(['f', 'a', 'b', 'c', 'g']);
  });

  it('should match null and NaN by value', async () => {
    expect(await ids(query(items(), where('n', '==', null)))).toEqual(['d']);
    expect(await ids(query(items(), where('n', '==', NaN)))).toEqual(['f']);
  });

  it('should match array-contains, array-contains-any and in', async () => {
    expect(await ids(query(items(), where('tags', 'array-contains', 'red')))).toEqual(['a']);
    expect(
      await ids(query(items(), where('tags', 'array-contains-any', ['red', 'green']))),
    ).toEqual(['a', 'b']);
    expect(await ids(query(items(), where('n', 'in', [1, 10, 99])))).toEqual(['a', 'g']);
    expect(await ids(query(items(), where('g', 'in', ['B'])))).toEqual(['b']);
  });

  it('should combine filters with OR and AND, including inequalities on two fields', async () => {
    expect(await ids(query(items(), or(where('n', '==', 1), where('g', '==', 'B'))))).toEqual([
      'a',
      'b',
    ]);
    expect(await ids(query(items(), and(where('n', '>', 1), where('s', '<', 'z'))))).toEqual(['b']);
    expect(await ids(query(items(), or(where('n', '==', 1), where('s', '==', 'v'))))).toEqual([
      'a',
      'e',
    ]);
    // The inequality on n orders by n, which drops e (no n) even though its branch matches.
    expect(
      await ids(
        query(items(), or(and(where('g', '==', 'A'), where('n', '>', 2)), where('s', '==', 'v'))),
      ),
    ).toEqual(['c']);
  });

  it('should filter on nested fields and document ids', async () => {
    expect(await ids(query(items(), where('nested.x', '==', 1)))).toEqual(['g']);
    expect(await ids(query(items(), where(documentId(), '>', 'e')))).toEqual(['f', 'g']);
  });
});

describe('ordering and cursors', () => {
  const nums = () => collection(web, 'nums');
  const range = (a: number, b: number) =>
    Array.from({ length: b - a + 1 }, (_, i) => `n${String(a + i).padStart(2, '0')}`);

  it('should order with startAt, startAfter, endAt and endBefore', async () => {
    expect(await ids(query(nums(), orderBy('n'), startAt(3)))).toEqual(range(3, 10));
    expect(await ids(query(nums(), orderBy('n'), startAfter(3)))).toEqual(range(4, 10));
    expect(await ids(query(nums(), orderBy('n'), endAt(5)))).toEqual(range(1, 5));
    expect(await ids(query(nums(), orderBy('n'), endBefore(5)))).toEqual(range(1, 4));
    expect(await ids(query(nums(), orderBy('n'), startAfter(2), endAt(4)))).toEqual(['n03', 'n04']);
    expect(await ids(query(nums(), orderBy('n'), startAt(2), endBefore(4)))).toEqual([
      'n02',
      'n03',
    ]);
  });

  it('should apply cursors in descending order', async () => {
    expect(await ids(query(nums(), orderBy('n', 'desc'), startAt(8), limit(3)))).toEqual([
      'n08',
      'n07',
      'n06',
    ]);
    expect(await ids(query(nums(), orderBy('n', 'desc'), endBefore(3)))).toEqual(
      range(4, 10).reverse(),
    );
  });

  it('should apply limit and limitToLast', async () => {
    expect(await ids(query(nums(), orderBy('n'), limit(2)))).toEqual(['n01', 'n02']);
    expect(await ids(query(nums(), orderBy('n'), limitToLast(3)))).toEqual(['n08', 'n09', 'n10']);
    expect(await ids(query(nums(), orderBy('n'), startAfter(2), limitToLast(2)))).toEqual([
      'n09',
      'n10',
    ]);
  });

  it('should break ties by document name and page with snapshot cursors', async () => {
    const first = await getDocs(query(nums(), orderBy('tie'), orderBy('parity'), limit(3)));
    expect(first.docs.map((d) => d.id)).toEqual(['n02', 'n04', 'n06']);
    const next = await getDocs(
      query(nums(), orderBy('tie'), orderBy('parity'), startAfter(first.docs[2]!), limit(3)),
    );
    expect(next.docs.map((d) => d.id)).toEqual(['n08', 'n10', 'n01']);
  });

  it('should order by an inequality field implicitly', async () => {
    expect(await ids(query(nums(), where('parity', '==', 0), where('n', '<', 7)))).toEqual([
      'n02',
      'n04',
      'n06',
    ]);
    expect(await ids(query(collection(web, 'items'), where('s', '>=', 'w')))).toEqual([
      'd',
      'a',
      'b',
      'c',
    ]);
  });

  it('should apply offset and select through firebase-admin', async () => {
    const snap = await admin.collection('nums').orderBy('n').offset(2).limit(3).get();
    expect(snap.docs.map((d) => d.id)).toEqual(['n03', 'n04', 'n05']);
    const sel = await admin.collection('nums').where('n', '==', 4).select('parity').get();
    expect(sel.docs[0]!.data()).toEqual({ parity: 0 });
  });

  it('should order values of every type as production does', async () => {
    const values: unknown[] = [
      null,
      false,
      true,
      NaN,
      -5,
      0.5,
      2,
      Timestamp.fromMillis(1_000),
      '',
      'a',
      'é',
      Buffer.from([1]),
      Buffer.from([1, 2]),
      admin.doc('a/b'),
      admin.doc('a/c'),
      new GeoPoint(1, 2),
      new GeoPoint(1, 3),
      [1],
      [1, 2],
      { a: 1 },
      { b: 0 },
    ];
    const batch = admin.batch();
    // Write in reverse so that document names do not give the order away.
    values.forEach((v, i) =>
      batch.set(admin.doc(`mixed/m${String(values.length - i).padStart(2, '0')}`), { v }),
    );
    await batch.commit();
    const expected = values.map((_, i) => `m${String(values.length - i).padStart(2, '0')}`);
    const got = (await admin.collection('mixed').orderBy('v').get()).docs.map((d) => d.id);
    expect(got).toEqual(expected);
    const desc = await ids(query(collection(web, 'mixed'), orderBy('v', 'desc')));
    expect(desc).toEqual([...expected].reverse());
  });
});

describe('collection groups', () => {
  it('should query every collection with the id, and only those', async () => {
    expect(await ids(query(collectionGroup(web, 'msgs'), orderBy('len')))).toEqual([
      'm1',
      'm3',
      'm2',
    ]);
    expect(await ids(query(collectionGroup(web, 'msgs'), where('len', '>', 2)))).toEqual([
      'm3',
      'm2',
    ]);
    const viaAdmin = await admin.collectionGroup('msgs').where('text', '==', 'hi').get();
    expect(viaAdmin.docs.map((d) => d.ref.path)).toEqual(['rooms/r1/msgs/m1']);
  });

  it('should query a subcollection by its parent, whatever characters the ids hold', async () => {
    expect(await ids(query(collection(web, 'rooms/r2/msgs')))).toEqual(['m2']);
    await admin.doc('rooms/r2/sp:ecial é/x:y').set({ ok: true });
    expect(await ids(query(collection(web, 'rooms/r2/sp:ecial é')))).toEqual(['x:y']);
    expect((await getDoc(doc(web, 'rooms/r2/sp:ecial é/x:y'))).data()).toEqual({ ok: true });
  });
});

describe('aggregations', () => {
  it('should count, sum and average through the web SDK', async () => {
    expect((await getCount(collection(web, 'nums'))).data().count).toBe(10);
    const agg = await getAggregate(query(collection(web, 'nums'), where('n', '<=', 4)), {
      c: count(),
      s: sum('n'),
      a: average('n'),
    });
    expect(agg.data()).toEqual({ c: 4, s: 10, a: 2.5 });
  });

  it('should sum ints and doubles and ignore non-numbers', async () => {
    const agg = await getAggregate(query(collection(web, 'items'), where('g', 'in', ['A', 'B'])), {
      s: sum('n'),
      a: average('s'),
    });
    expect(agg.data()).toEqual({ s: 6.5, a: null });
  });

  it('should aggregate through firebase-admin with limits applied first', async () => {
    const q = admin.collection('nums').orderBy('n').limit(3);
    expect((await q.count().get()).data().count).toBe(3);
    const agg = await admin
      .collection('nums')
      .aggregate({ total: AggregateField.sum('n'), mean: AggregateField.average('n') })
      .get();
    expect(agg.data()).toEqual({ total: 55, mean: 5.5 });
  });
});

describe('reads', () => {
  it('should report missing documents as not existing', async () => {
    expect((await getDoc(doc(web, 'items/none'))).exists()).toBe(false);
    expect((await admin.doc('items/none').get()).exists).toBe(false);
  });

  it('should read many documents at once and list collections through firebase-admin', async () => {
    const snaps = await admin.getAll(admin.doc('items/a'), admin.doc('items/none'), {
      fieldMask: [new FieldPath('s')],
    });
    expect(snaps.map((s) => s.exists)).toEqual([true, false]);
    expect(snaps[0]!.data()).toEqual({ s: 'x' });
    // The seeded collections; 'mixed' is the ordering test's, made before or after this one as
    // the file's tests are ordered.
    const listed = (await admin.listCollections()).map((c) => c.id).sort();
    expect(listed.filter((id) => id !== 'mixed')).toEqual(['items', 'msgs', 'nums', 'rooms']);
    expect((await admin.doc('rooms/r1').listCollections()).map((c) => c.id).sort()).toEqual([
      'msgs',
      'other',
    ]);
    const refs = await admin.collection('rooms').listDocuments();
    expect(refs.map((r) => r.id).sort()).toEqual(['r1', 'r2']);
  });
});
