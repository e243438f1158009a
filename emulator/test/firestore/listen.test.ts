/**
 * The full `firebase/firestore` SDK (not lite) over gRPC: streaming Write and Listen against the
 * project's emulator — writes, document and query listeners, other clients' writes, rules on
 * listens and writes, and a dropped connection that resumes.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  increment,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  disableNetwork,
  enableNetwork,
  Timestamp,
} from 'firebase/firestore';
import { fullClients, watchDoc, watchQuery, type FullClients } from './full-sdk.js';
import { OPEN_RULES, startTestEmulator, type TestEmulator } from './helpers.js';

const P = 'listen-conformance';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /open/{id} { allow read, write: if true; }
    match /rooms/{room}/messages/{id} { allow read, write: if true; }
    match /{path=**}/messages/{id} { allow read: if true; }
    match /private/{uid} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
    match /posts/{id} {
      allow read: if resource.data.visibility == 'public';
      allow write: if request.auth != null;
    }
  }
}`;

let emu: TestEmulator;
let sdk: FullClients;

beforeAll(async () => {
  emu = await startTestEmulator({ dataDir: null, rulesSource: RULES });
  sdk = fullClients('127.0.0.1', () => emu.port);
});

afterAll(async () => {
  await sdk?.close();
  await emu?.close();
});

describe('streaming Write (full SDK)', () => {
  it('commits sets, merges, transforms and deletes and reports server values', async () => {
    const db = sdk.client(P);
    const ref = doc(db, 'open', 'w1');
    await setDoc(ref, { n: 1, at: serverTimestamp(), tags: ['a'] });
    await updateDoc(ref, { n: increment(4), extra: true });
    await setDoc(ref, { merged: 'yes' }, { merge: true });
    const admin = await emu.admin(P).doc('open/w1').get();
    expect(admin.get('n')).toBe(5);
    expect(admin.get('extra')).toBe(true);
    expect(admin.get('merged')).toBe('yes');
    expect(admin.get('at')).toBeInstanceOf(Object);
    const at = (admin.get('at') as { toMillis(): number }).toMillis();
    expect(Math.abs(at - Date.now())).toBeLessThan(10_000);
    // The SDK's own cache holds the server's transform result, not its local estimate.
    const mine = await getDoc(ref);
    expect((mine.get('at') as Timestamp).toMillis()).toBe(at);
    await deleteDoc(ref);
    expect((await emu.admin(P).doc('open/w1').get()).exists).toBe(false);
  });

  it('commits a batch atomically and refuses one the rules deny, as a whole', async () => {
    const db = sdk.client(P, { sub: 'alice' });
    const ok = writeBatch(db);
    ok.set(doc(db, 'private', 'alice'), { v: 1 });
    ok.set(doc(db, 'open', 'b1'), { v: 1 });
    await ok.commit();
    expect((await emu.admin(P).doc('private/alice').get()).get('v')).toBe(1);

    const bad = writeBatch(db);
    bad.set(doc(db, 'open', 'b2'), { v: 2 });
    bad.set(doc(db, 'private', 'bob'), { v: 2 });
    await expect(bad.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await emu.admin(P).doc('open/b2').get()).exists).toBe(false);
  });

  it('refuses an update of a missing document with not-found', async () => {
    const db = sdk.client(P);
    await expect(updateDoc(doc(db, 'open', 'nope'), { a: 1 })).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('runs a transaction that reads two documents and writes one', async () => {
    const db = sdk.client(P);
    await emu.admin(P).doc('open/ta').set({ n: 1 });
    await emu.admin(P).doc('open/tb').set({ n: 2 });
    const sum = await runTransaction(db, async (tx) => {
      const a = await tx.get(doc(db, 'open', 'ta'));
      const b = await tx.get(doc(db, 'open', 'tb'));
      const total = (a.get('n') as number) + (b.get('n') as number);
      tx.update(doc(db, 'open', 'ta'), { n: total });
      return total;
    });
    expect(sum).toBe(3);
    expect((await emu.admin(P).doc('open/ta').get()).get('n')).toBe(3);
  });

  it('replays writes queued offline when the network comes back', async () => {
    const db = sdk.client(P);
    await setDoc(doc(db, 'open', 'warm'), { v: 0 });
    await disableNetwork(db);
    const queued = [
      setDoc(doc(db, 'open', 'off1'), { v: 1 }),
      updateDoc(doc(db, 'open', 'warm'), { v: increment(1) }),
    ];
    await new Promise((r) => setTimeout(r, 100));
    expect((await emu.admin(P).doc('open/off1').get()).exists).toBe(false);
    await enableNetwork(db);
    await Promise.all(queued);
    expect((await emu.admin(P).doc('open/off1').get()).get('v')).toBe(1);
    expect((await emu.admin(P).doc('open/warm').get()).get('v')).toBe(1);
  });
});

describe('streaming Listen (full SDK)', () => {
  it('delivers a document, then another client’s writes, then its deletion', async () => {
    const db = sdk.client(P);
    const other = sdk.client(P);
    await emu.admin(P).doc('open/d1').set({ n: 1 });
    const snaps = watchDoc(doc(db, 'open', 'd1'));
    const first = await snaps.next((s) => !s.metadata.fromCache);
    expect(first.data()).toEqual({ n: 1 });

    await setDoc(doc(other, 'open', 'd1'), { n: 2 });
    expect((await snaps.next((s) => s.get('n') === 2 && !s.metadata.fromCache)).data()).toEqual({
      n: 2,
    });
    await emu
      .admin(P)
      .doc('open/d1')
      .update({ n: FieldValue.increment(1) });
    await snaps.next((s) => s.get('n') === 3);
    await emu.admin(P).doc('open/d1').delete();
    await snaps.next((s) => !s.exists() && !s.metadata.fromCache);
    snaps.unsubscribe();
  });

  it('reports a missing document as not existing, then its creation', async () => {
    const db = sdk.client(P);
    const snaps = watchDoc(doc(db, 'open', 'later'));
    const first = await snaps.next((s) => !s.metadata.fromCache);
    expect(first.exists()).toBe(false);
    await emu.admin(P).doc('open/later').set({ here: true });
    await snaps.next((s) => s.get('here') === true);
    snaps.unsubscribe();
  });

  it('keeps a query current: added, modified, moved out by a change, removed by a delete', async () => {
    const db = sdk.client(P);
    const admin = emu.admin(P);
    await admin.doc('rooms/r1/messages/m1').set({ n: 1, kind: 'chat' });
    await admin.doc('rooms/r1/messages/m2').set({ n: 2, kind: 'chat' });
    await admin.doc('rooms/r1/messages/m3').set({ n: 3, kind: 'system' });
    const q = query(
      collection(db, 'rooms', 'r1', 'messages'),
      where('kind', '==', 'chat'),
      orderBy('n'),
    );
    const snaps = watchQuery(q);
    const first = await snaps.next((s) => !s.metadata.fromCache);
    expect(first.docs.map((d) => d.id)).toEqual(['m1', 'm2']);

    await admin.doc('rooms/r1/messages/m4').set({ n: 0, kind: 'chat' });
    let s = await snaps.next((x) => x.size === 3);
    expect(s.docs.map((d) => d.id)).toEqual(['m4', 'm1', 'm2']);
    expect(s.docChanges().map((c) => [c.type, c.doc.id])).toEqual([['added', 'm4']]);

    await admin.doc('rooms/r1/messages/m1').update({ n: 5 });
    s = await snaps.next((x) => x.docs.at(-1)?.id === 'm1');
    expect(s.docChanges().map((c) => [c.type, c.doc.id])).toEqual([['modified', 'm1']]);

    await admin.doc('rooms/r1/messages/m2').update({ kind: 'system' });
    s = await snaps.next((x) => x.size === 2 && !x.docs.some((d) => d.id === 'm2'));
    expect(s.docChanges().map((c) => [c.type, c.doc.id])).toEqual([['removed', 'm2']]);

    await admin.doc('rooms/r1/messages/m4').delete();
    s = await snaps.next((x) => x.size === 1);
    expect(s.docs.map((d) => d.id)).toEqual(['m1']);
    snaps.unsubscribe();
  });

  it('keeps a limited query at its limit as documents move in and out', async () => {
    const db = sdk.client(P);
    const admin = emu.admin(P);
    for (const [id, n] of [
      ['l1', 1],
      ['l2', 2],
      ['l3', 3],
    ] as const)
      await admin.doc(`open/${id}`).set({ rank: n });
    const snaps = watchQuery(query(collection(db, 'open'), orderBy('rank'), limit(2)));
    const first = await snaps.next((s) => !s.metadata.fromCache);
    expect(first.docs.map((d) => d.id)).toEqual(['l1', 'l2']);
    await admin.doc('open/l1').delete();
    const s = await snaps.next((x) => x.docs[0]?.id === 'l2');
    expect(s.docs.map((d) => d.id)).toEqual(['l2', 'l3']);
    snaps.unsubscribe();
  });

  it('listens to a collection group across parents', async () => {
    const db = sdk.client(P);
    const admin = emu.admin(P);
    await admin.doc('rooms/g1/messages/x').set({ g: true });
    const snaps = watchQuery(query(collectionGroup(db, 'messages'), where('g', '==', true)));
    await snaps.next((s) => !s.metadata.fromCache && s.size === 1);
    await admin.doc('rooms/g2/messages/y').set({ g: true });
    const s = await snaps.next((x) => x.size === 2);
    expect(s.docs.map((d) => d.ref.path).sort()).toEqual([
      'rooms/g1/messages/x',
      'rooms/g2/messages/y',
    ]);
    snaps.unsubscribe();
  });

  it('delivers a commit to every matching listener within 100 ms', async () => {
    const listeners = [sdk.client(P), sdk.client(P), sdk.client(P)].map((db) =>
      watchDoc(doc(db, 'open', 'fast')),
    );
    await Promise.all(listeners.map((l) => l.next((s) => !s.metadata.fromCache)));
    const delays: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const t0 = performance.now();
      await emu.admin(P).doc('open/fast').set({ i });
      await Promise.all(listeners.map((l) => l.next((s) => s.get('i') === i)));
      delays.push(performance.now() - t0);
    }
    delays.sort((a, b) => a - b);
    expect(delays[2]).toBeLessThan(100);
    for (const l of listeners) l.unsubscribe();
  });

  it('serves firebase-admin listeners too (its own Watch client over the same stream)', async () => {
    const admin = emu.admin(P);
    await admin.doc('open/adm1').set({ k: 1 });
    const seen: number[][] = [];
    let resolveNext: (() => void) | null = null;
    const unsubscribe = admin
      .collection('open')
      .where('k', '>=', 1)
      .onSnapshot((snap) => {
        seen.push(snap.docs.map((d) => d.get('k') as number).sort());
        resolveNext?.();
      });
    const until = async (pred: () => boolean): Promise<void> => {
      while (!pred()) await new Promise<void>((r) => (resolveNext = r));
    };
    await until(() => seen.length > 0);
    expect(seen.at(-1)).toEqual([1]);
    await setDoc(doc(sdk.client(P), 'open', 'adm2'), { k: 2 });
    await until(() => seen.at(-1)?.length === 2);
    expect(seen.at(-1)).toEqual([1, 2]);
    unsubscribe();
  });

  it('refuses a listen the rules deny with permission-denied, and allows one they permit', async () => {
    const db = sdk.client(P, { sub: 'alice' });
    const denied = watchDoc(doc(db, 'private', 'bob'));
    expect(await denied.failure()).toMatchObject({ code: 'permission-denied' });
    const deniedQuery = watchQuery(query(collection(db, 'posts')));
    expect(await deniedQuery.failure()).toMatchObject({ code: 'permission-denied' });

    const allowed = watchQuery(query(collection(db, 'posts'), where('visibility', '==', 'public')));
    await emu.admin(P).doc('posts/p1').set({ visibility: 'public' });
    await allowed.next((s) => !s.metadata.fromCache && s.size === 1);
    const mine = watchDoc(doc(db, 'private', 'alice'));
    await mine.next((s) => !s.metadata.fromCache);
    allowed.unsubscribe();
    mine.unsubscribe();
  });
});

/** A TCP proxy whose connections can be cut, to lose and regain the network for real. */
async function cuttableProxy(target: number) {
  const sockets = new Set<net.Socket>();
  let bytesToClient = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.pipe(upstream);
    upstream.on('data', (d: Buffer) => {
      bytesToClient += d.length;
      client.write(d);
    });
    const drop = (): void => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    get bytesToClient() {
      return bytesToClient;
    },
    cut() {
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

describe('a dropped connection (full SDK)', () => {
  it('resumes its listens with a resume token and gets only what changed', async () => {
    const proxy = await cuttableProxy(emu.port);
    const proxied = fullClients('127.0.0.1', () => proxy.port);
    try {
      const admin = emu.admin(P);
      const big = 'x'.repeat(2000);
      const batch = admin.batch();
      for (let i = 0; i < 40; i++) batch.set(admin.doc(`resume/r${i}`), { i, big });
      await batch.commit();
      await emu.setRules(P, OPEN_RULES);
      const db = proxied.client(P);
      const snaps = watchQuery(query(collection(db, 'resume')));
      await snaps.next((s) => !s.metadata.fromCache && s.size === 40);
      const before = proxy.bytesToClient;
      expect(before).toBeGreaterThan(40 * 2000);

      proxy.cut();
      await admin.doc('resume/r0').update({ i: 100 });
      await admin.doc('resume/r1').delete();
      const s = await snaps.next(
        (x) => !x.metadata.fromCache && x.size === 39 && x.docs.some((d) => d.get('i') === 100),
        20_000,
      );
      expect(s.docs.some((d) => d.id === 'r1')).toBe(false);
      // Only the changed document came again, not the 40 × 2 KB of the first snapshot.
      expect(proxy.bytesToClient - before).toBeLessThan(20_000);
      snaps.unsubscribe();
    } finally {
      await proxied.close();
      await proxy.close();
      await emu.setRules(P, RULES);
    }
  });
});
