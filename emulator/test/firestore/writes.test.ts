/**
 * Write semantics through the official SDKs: update masks, field transforms, preconditions,
 * batch atomicity, error codes, and serializable transactions on both protocols.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FieldValue,
  Timestamp as AdminTimestamp,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import {
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  increment,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  Timestamp,
  type Firestore,
} from 'firebase/firestore/lite';
import { startTestEmulator, type TestEmulator } from './helpers.js';

const PROJECT = 'demo-writes';
let emu: TestEmulator;
let web: Firestore;
let admin: AdminFirestore;

beforeAll(async () => {
  emu = await startTestEmulator();
  web = emu.web(PROJECT);
  admin = emu.admin(PROJECT);
});

afterAll(async () => {
  await emu?.close();
});

async function codeOf(p: Promise<unknown>): Promise<string | number> {
  try {
    await p;
  } catch (err) {
    return (err as { code: string | number }).code;
  }
  throw new Error('expected the call to fail');
}

describe('sets and updates', () => {
  it('should replace with set, merge with set({merge}) and patch with update', async () => {
    const ref = doc(web, 'docs/d1');
    await setDoc(ref, { a: 1, b: { c: 2, d: 3 }, e: 'x' });
    await setDoc(ref, { b: { c: 20 } }, { merge: true });
    expect((await getDoc(ref)).data()).toEqual({ a: 1, b: { c: 20, d: 3 }, e: 'x' });
    await updateDoc(ref, { 'b.d': deleteField(), e: 'y' });
    expect((await getDoc(ref)).data()).toEqual({ a: 1, b: { c: 20 }, e: 'y' });
    await setDoc(ref, { only: true });
    expect((await getDoc(ref)).data()).toEqual({ only: true });
  });

  it('should keep every value type intact through REST and gRPC', async () => {
    const when = Timestamp.fromMillis(1_700_000_000_123);
    await setDoc(doc(web, 'docs/types'), {
      s: 'é',
      i: 42,
      f: 1.5,
      big: 2 ** 53 - 1,
      t: when,
      n: null,
      arr: [1, 'a', { x: [2] }],
      m: { x: { y: true } },
    });
    const viaAdmin = (await admin.doc('docs/types').get()).data()!;
    expect(viaAdmin.t).toEqual(new AdminTimestamp(when.seconds, when.nanoseconds));
    expect({ ...viaAdmin, t: null }).toEqual({
      s: 'é',
      i: 42,
      f: 1.5,
      big: 2 ** 53 - 1,
      t: null,
      n: null,
      arr: [1, 'a', { x: [2] }],
      m: { x: { y: true } },
    });
    await admin.doc('docs/bytes').set({ b: Buffer.from([0, 255, 7]), r: admin.doc('docs/types') });
    const back = (await getDoc(doc(web, 'docs/bytes'))).data()!;
    expect(back.b.toUint8Array()).toEqual(new Uint8Array([0, 255, 7]));
    expect(back.r.path).toBe('docs/types');
  });

  it('should create documents with generated ids', async () => {
    const ref = await addDoc(collection(web, 'auto'), { k: 1 });
    expect(ref.id).toHaveLength(20);
    expect((await admin.doc(`auto/${ref.id}`).get()).data()).toEqual({ k: 1 });
  });

  it('should delete documents', async () => {
    await setDoc(doc(web, 'docs/gone'), { a: 1 });
    await deleteDoc(doc(web, 'docs/gone'));
    expect((await getDoc(doc(web, 'docs/gone'))).exists()).toBe(false);
  });
});

describe('field transforms', () => {
  it('should apply serverTimestamp, increment and array transforms through the web SDK', async () => {
    const ref = doc(web, 'docs/tx1');
    const before = Date.now();
    await setDoc(ref, {
      at: serverTimestamp(),
      n: increment(5),
      d: increment(1.5),
      tags: arrayUnion('a', 'b'),
    });
    await updateDoc(ref, {
      n: increment(2),
      d: increment(1),
      tags: arrayUnion('b', 'c'),
      missing: increment(3),
    });
    await updateDoc(ref, { tags: arrayRemove('a') });
    const data = (await getDoc(ref)).data()!;
    expect(data.n).toBe(7);
    expect(data.d).toBe(2.5);
    expect(data.missing).toBe(3);
    expect(data.tags).toEqual(['b', 'c']);
    expect(data.at.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(data.at.toMillis()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('should apply maximum and minimum and return transform results through firebase-admin', async () => {
    const ref = admin.doc('docs/tx2');
    await ref.set({ hi: 5, lo: 5, t: FieldValue.serverTimestamp() });
    const result = await ref.update({
      hi: FieldValue.increment(10),
      lo: FieldValue.increment(-10),
    });
    expect(result.writeTime).toBeInstanceOf(AdminTimestamp);
    expect((await ref.get()).data()).toMatchObject({ hi: 15, lo: -5 });
    const snap = await ref.get();
    expect(snap.updateTime!.isEqual(result.writeTime)).toBe(true);
    expect(snap.data()!.t).toBeInstanceOf(AdminTimestamp);
  });
});

describe('preconditions and errors', () => {
  it('should raise not-found when updating a missing document', async () => {
    expect(await codeOf(updateDoc(doc(web, 'docs/missing'), { a: 1 }))).toBe('not-found');
    expect(await codeOf(admin.doc('docs/missing').update({ a: 1 }))).toBe(5);
  });

  it('should raise already-exists when creating an existing document', async () => {
    await admin.doc('docs/exists').create({ a: 1 });
    expect(await codeOf(admin.doc('docs/exists').create({ a: 2 }))).toBe(6);
    expect((await admin.doc('docs/exists').get()).data()).toEqual({ a: 1 });
  });

  it('should enforce lastUpdateTime preconditions', async () => {
    const ref = admin.doc('docs/versioned');
    const w1 = await ref.set({ v: 1 });
    await ref.set({ v: 2 });
    expect(await codeOf(ref.update({ v: 3 }, { lastUpdateTime: w1.writeTime }))).toBe(9);
    expect(await codeOf(ref.delete({ lastUpdateTime: w1.writeTime }))).toBe(9);
    const current = (await ref.get()).updateTime!;
    await ref.update({ v: 4 }, { lastUpdateTime: current });
    expect((await ref.get()).data()).toEqual({ v: 4 });
    await ref.delete({ exists: true });
    expect(await codeOf(ref.delete({ exists: true }))).toBe(5);
  });

  it('should keep updateTime when a write changes nothing', async () => {
    const ref = admin.doc('docs/same');
    const w1 = await ref.set({ v: 1 });
    const w2 = await ref.set({ v: 1 });
    expect(w2.writeTime.isEqual(w1.writeTime)).toBe(true);
  });

  it('should reject documents over 1 MiB as production does', async () => {
    expect(await codeOf(admin.doc('docs/huge').set({ s: 'x'.repeat(1_048_576) }))).toBe(3);
    await admin.doc('docs/large').set({ s: 'x'.repeat(1_000_000) });
    expect(await codeOf(admin.doc('docs/large').update({ t: 'y'.repeat(60_000) }))).toBe(3);
    expect(((await admin.doc('docs/large').get()).data()!.s as string).length).toBe(1_000_000);
  });

  it('should reject invalid arguments', async () => {
    const res = await fetch(
      `${emu.url}/v1/projects/${PROJECT}/databases/(default)/documents:commit`,
      {
        method: 'POST',
        body: JSON.stringify({
          writes: [
            {
              update: { name: `projects/${PROJECT}/databases/(default)/documents/odd`, fields: {} },
            },
          ],
        }),
      },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { status: string } }).error.status).toBe(
      'INVALID_ARGUMENT',
    );
  });
});

describe('batches', () => {
  it('should apply all writes of a batch or none', async () => {
    await admin.doc('batch/keep').set({ v: 1 });
    const bad = writeBatch(web);
    bad.set(doc(web, 'batch/new'), { v: 1 });
    bad.update(doc(web, 'batch/keep'), { v: 2 });
    bad.update(doc(web, 'batch/absent'), { v: 1 });
    expect(await codeOf(bad.commit())).toBe('not-found');
    expect((await getDoc(doc(web, 'batch/new'))).exists()).toBe(false);
    expect((await getDoc(doc(web, 'batch/keep'))).data()).toEqual({ v: 1 });

    const good = admin.batch();
    good.set(admin.doc('batch/new'), { v: 1 });
    good.update(admin.doc('batch/keep'), { v: 2 });
    good.delete(admin.doc('batch/other'));
    const results = await good.commit();
    expect(results).toHaveLength(3);
    expect((await admin.doc('batch/keep').get()).data()).toEqual({ v: 2 });
  });

  it('should apply bulk writes independently', async () => {
    const writer = admin.bulkWriter();
    writer.onWriteError(() => false);
    const ok = writer.set(admin.doc('bulk/a'), { v: 1 });
    const failed = writer.update(admin.doc('bulk/missing'), { v: 1 });
    await writer.close();
    await expect(ok).resolves.toBeDefined();
    await expect(failed).rejects.toMatchObject({ code: 5 });
    expect((await admin.doc('bulk/a').get()).exists).toBe(true);
  });
});

describe('transactions', () => {
  it('should serialize 20 concurrent firebase-admin increments to exactly +20', async () => {
    const ref = admin.doc('counters/admin');
    await ref.set({ v: 100 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          tx.update(ref, { v: (snap.data()!.v as number) + 1 });
        }),
      ),
    );
    expect((await ref.get()).data()).toEqual({ v: 120 });
  });

  it('should serialize concurrent web SDK transactions through preconditions', async () => {
    const ref = doc(web, 'counters/web');
    await setDoc(ref, { v: 0 });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        runTransaction(
          web,
          async (tx) => {
            const snap = await tx.get(ref);
            tx.update(ref, { v: (snap.data()!.v as number) + 1 });
          },
          { maxAttempts: 20 },
        ),
      ),
    );
    expect((await getDoc(ref)).data()).toEqual({ v: 10 });
  });

  it('should make concurrent web SDK create-or-increment transactions exact', async () => {
    const ref = doc(web, 'counters/created');
    await Promise.all(
      Array.from({ length: 5 }, () =>
        runTransaction(
          web,
          async (tx) => {
            const snap = await tx.get(ref);
            if (snap.exists()) tx.update(ref, { v: (snap.data().v as number) + 1 });
            else tx.set(ref, { v: 1 });
          },
          { maxAttempts: 20 },
        ),
      ),
    );
    expect((await getDoc(ref)).data()).toEqual({ v: 5 });
  });

  it('should hold a write from outside until the transaction that read the document ends', async () => {
    const ref = admin.doc('counters/conflict');
    await ref.set({ v: 1 });
    let outside: Promise<unknown> | undefined;
    let seenInside: unknown;
    await admin.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      outside ??= ref.set({ v: 50 });
      await new Promise((r) => setTimeout(r, 200));
      seenInside = (await ref.get()).data();
      tx.update(ref, { v: (snap.data()!.v as number) + 1 });
    });
    expect(seenInside).toEqual({ v: 1 });
    await outside;
    expect((await ref.get()).data()).toEqual({ v: 50 });
  });

  it('should resolve two transactions that lock documents in opposite orders', async () => {
    await admin.doc('dl/a').set({ v: 0 });
    await admin.doc('dl/b').set({ v: 0 });
    let arrived = 0;
    let release!: () => void;
    const bothHoldOne = new Promise<void>((r) => (release = r));
    const cross = (first: string, second: string) =>
      admin.runTransaction(async (tx) => {
        const one = await tx.get(admin.doc(first));
        if (++arrived === 2) release();
        await bothHoldOne;
        const two = await tx.get(admin.doc(second));
        tx.update(admin.doc(first), { v: (one.data()!.v as number) + 1 });
        tx.update(admin.doc(second), { v: (two.data()!.v as number) + 1 });
      });
    const started = Date.now();
    await Promise.all([cross('dl/a', 'dl/b'), cross('dl/b', 'dl/a')]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await admin.doc('dl/a').get()).data()).toEqual({ v: 2 });
    expect((await admin.doc('dl/b').get()).data()).toEqual({ v: 2 });
  });

  it('should run queries inside transactions and roll back on error', async () => {
    await admin.doc('tq/a').set({ n: 1 });
    await expect(
      admin.runTransaction(async (tx) => {
        const snap = await tx.get(admin.collection('tq').where('n', '==', 1));
        tx.set(admin.doc('tq/b'), { n: snap.size });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await admin.doc('tq/b').get()).exists).toBe(false);
    await admin.runTransaction(async (tx) => {
      const snap = await tx.get(admin.collection('tq').where('n', '==', 1));
      tx.set(admin.doc('tq/b'), { n: snap.size });
    });
    expect((await admin.doc('tq/b').get()).data()).toEqual({ n: 1 });
  });

  it('should commit read-only transactions', async () => {
    await admin.doc('tr/a').set({ n: 1 });
    const n = await admin.runTransaction(
      async (tx) => (await tx.get(admin.doc('tr/a'))).data()!.n as number,
      { readOnly: true },
    );
    expect(n).toBe(1);
  });
});
