/**
 * Security through the official SDKs: rules loaded through the control endpoint and from a
 * watched file, allow and deny with custom claims, owner bypass, and the control endpoints.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  deleteDoc,
  serverTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { OPEN_RULES, startTestEmulator, type TestEmulator } from './helpers.js';

const PROJECT = 'demo-rules';
const OTHER = 'demo-rules-other';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function isStaff() {
      return request.auth != null && request.auth.token.role == 'staff';
    }
    // Posts: published ones are public, staff see everything, authors edit their own.
    match /posts/{postId} {
      allow read: if resource.data.published == true || isStaff();
      allow create: if request.auth != null && request.resource.data.author == request.auth.uid;
      allow update: if request.auth.uid == resource.data.author
        && request.resource.data.author == resource.data.author;
      allow delete: if isStaff();
    }
    // Rooms: readable by members; created together with the creator's membership.
    match /rooms/{roomId} {
      allow read: if exists(/databases/$(database)/documents/rooms/$(roomId)/members/$(request.auth.uid));
      allow create: if getAfter(/databases/$(database)/documents/rooms/$(roomId)/members/$(request.auth.uid)).data.role == 'owner';
      match /members/{uid} {
        allow create: if request.auth.uid == uid;
      }
    }
    // Stamps: the client must set createdAt with serverTimestamp().
    match /stamps/{id} {
      allow create: if request.resource.data.createdAt == request.time;
    }
  }
}`;

let emu: TestEmulator;
let admin: AdminFirestore;

async function failure(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (err) {
    return err as { code: string; message: string };
  }
  throw new Error('expected the call to be denied');
}

beforeAll(async () => {
  emu = await startTestEmulator();
  admin = emu.admin(PROJECT);
  const res = await emu.setRules(PROJECT, RULES);
  expect(res.status).toBe(200);
  await admin.doc('posts/public').set({ published: true, author: 'alice', title: 'hello' });
  await admin.doc('posts/draft').set({ published: false, author: 'alice', title: 'wip' });
});

afterAll(async () => {
  await emu?.close();
});

describe('rules on reads', () => {
  it('should let anyone read a published post and deny a draft with the explanation', async () => {
    const anon = emu.web(PROJECT);
    expect((await getDoc(doc(anon, 'posts/public'))).data()?.title).toBe('hello');
    const denied = await failure(getDoc(doc(anon, 'posts/draft')));
    expect(denied.code).toBe('permission-denied');
    expect(denied.message).toContain('Missing or insufficient permissions.');
    expect(denied.message).toMatch(/for 'get' @ L\d+/);
  });

  it('should let a staff custom claim read drafts', async () => {
    const staff = emu.web(PROJECT, { sub: 'sam', role: 'staff' });
    expect((await getDoc(doc(staff, 'posts/draft'))).data()?.title).toBe('wip');
    const creator = emu.web(PROJECT, { sub: 'carl', role: 'creator' });
    expect((await failure(getDoc(doc(creator, 'posts/draft')))).code).toBe('permission-denied');
  });

  it('should judge queries by their constraints, not by the documents they return', async () => {
    const anon = emu.web(PROJECT);
    const ok = await getDocs(query(collection(anon, 'posts'), where('published', '==', true)));
    expect(ok.docs.map((d) => d.id)).toEqual(['public']);
    expect((await failure(getDocs(query(collection(anon, 'posts'), limit(10))))).code).toBe(
      'permission-denied',
    );
  });

  it('should check exists() against stored documents', async () => {
    await admin.doc('rooms/r1').set({ name: 'one' });
    await admin.doc('rooms/r1/members/mia').set({ role: 'member' });
    expect((await getDoc(doc(emu.web(PROJECT, { sub: 'mia' }), 'rooms/r1'))).exists()).toBe(true);
    expect((await failure(getDoc(doc(emu.web(PROJECT, { sub: 'max' }), 'rooms/r1')))).code).toBe(
      'permission-denied',
    );
  });
});

describe('rules on writes', () => {
  it('should allow creating a post as its author and deny impersonation', async () => {
    const alice = emu.web(PROJECT, { sub: 'alice' });
    await setDoc(doc(alice, 'posts/p1'), { author: 'alice', published: false });
    const denied = await failure(
      setDoc(doc(alice, 'posts/p2'), { author: 'bob', published: false }),
    );
    expect(denied.code).toBe('permission-denied');
    expect(denied.message).toMatch(/for 'create' @ L\d+/);
    expect((await admin.doc('posts/p2').get()).exists).toBe(false);
  });

  it('should judge updates by the merged document and deletes by claims', async () => {
    await admin.doc('posts/p3').set({ author: 'alice', published: false });
    const alice = emu.web(PROJECT, { sub: 'alice' });
    await updateDoc(doc(alice, 'posts/p3'), { published: true });
    const takeover = await failure(updateDoc(doc(alice, 'posts/p3'), { author: 'eve' }));
    expect(takeover.message).toMatch(/for 'update' @ L\d+/);
    const bob = emu.web(PROJECT, { sub: 'bob' });
    expect((await failure(updateDoc(doc(bob, 'posts/p3'), { title: 'mine' }))).code).toBe(
      'permission-denied',
    );
    expect((await failure(deleteDoc(doc(alice, 'posts/p3')))).code).toBe('permission-denied');
    await deleteDoc(doc(emu.web(PROJECT, { sub: 'sam', role: 'staff' }), 'posts/p3'));
    expect((await admin.doc('posts/p3').get()).exists).toBe(false);
  });

  it('should see a batch as a whole through getAfter and deny it as a whole', async () => {
    const zoe = emu.web(PROJECT, { sub: 'zoe' });
    const good = writeBatch(zoe);
    good.set(doc(zoe, 'rooms/z1'), { name: 'zoe' });
    good.set(doc(zoe, 'rooms/z1/members/zoe'), { role: 'owner' });
    await good.commit();
    const bad = writeBatch(zoe);
    bad.set(doc(zoe, 'rooms/z2'), { name: 'zoe' });
    bad.set(doc(zoe, 'rooms/z2/members/zoe'), { role: 'member' });
    expect((await failure(bad.commit())).code).toBe('permission-denied');
    expect((await admin.doc('rooms/z2/members/zoe').get()).exists).toBe(false);
  });

  it('should enforce rules over gRPC for a user token, with production codes', async () => {
    const claims = {
      sub: 'carl',
      user_id: 'carl',
      role: 'creator',
      iat: 0,
      exp: 3600,
      aud: PROJECT,
    };
    const jwt = `${Buffer.from('{"alg":"none","type":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const asCarl = emu.admin(PROJECT);
    asCarl.settings({ customHeaders: { Authorization: `Bearer ${jwt}` } });
    expect((await asCarl.doc('posts/public').get()).data()?.title).toBe('hello');
    const denied = await failure(asCarl.doc('posts/draft').get());
    expect(denied.code).toBe(7);
    expect(denied.message).toMatch(/Missing or insufficient permissions\.[\s\S]*for 'get' @ L\d+/);
    await asCarl.doc('posts/carl1').set({ author: 'carl', published: false });
    expect((await failure(asCarl.doc('posts/carl2').set({ author: 'alice' }))).code).toBe(7);
  });

  it('should see serverTimestamp() as request.time', async () => {
    const web = emu.web(PROJECT, { sub: 'tim' });
    for (let i = 0; i < 5; i++)
      await setDoc(doc(web, `stamps/s${i}`), { createdAt: serverTimestamp() });
    expect((await failure(setDoc(doc(web, 'stamps/bad'), { createdAt: new Date(0) }))).code).toBe(
      'permission-denied',
    );
  });

  it('should let firebase-admin (Bearer owner) bypass rules', async () => {
    await admin.doc('anything/goes').set({ ok: true });
    expect((await admin.doc('anything/goes').get()).data()).toEqual({ ok: true });
  });
});

describe('control endpoints', () => {
  it('should answer Ok at the root and allow CORS preflights', async () => {
    const root = await fetch(`${emu.url}/`);
    expect(await root.text()).toBe('Ok');
    const pre = await fetch(
      `${emu.url}/v1/projects/${PROJECT}/databases/(default)/documents:commit`,
      {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      },
    );
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('should reject rules with a syntax error, giving line and column, and keep the old rules', async () => {
    const res = await emu.setRules(
      PROJECT,
      "rules_version = '2';\nservice cloud.firestore {\n  match /x {\n    allow read: if ;\n  }\n}",
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; status: string } };
    expect(body.error.status).toBe('INVALID_ARGUMENT');
    expect(body.error.message).toMatch(/:4:\d+/);
    expect((await failure(getDoc(doc(emu.web(PROJECT), 'posts/draft')))).code).toBe(
      'permission-denied',
    );
  });

  it('should keep projects isolated in data and rules, and clear one project only', async () => {
    const other = emu.admin(OTHER);
    await other.doc('posts/draft').set({ published: false, mine: 'other' });
    expect((await admin.doc('posts/draft').get()).data()?.mine).toBeUndefined();
    // OTHER has no rules loaded through the endpoint and the emulator has no rules file: it is open.
    expect((await getDoc(doc(emu.web(OTHER), 'posts/draft'))).data()?.mine).toBe('other');
    await emu.setRules(OTHER, OPEN_RULES);
    const res = await fetch(
      `${emu.url}/emulator/v1/projects/${OTHER}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(res.status).toBe(200);
    expect((await other.doc('posts/draft').get()).exists).toBe(false);
    expect((await admin.doc('posts/draft').get()).exists).toBe(true);
  });
});

describe('rules file', () => {
  it('should load rules from the file at start and reload them when it changes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-rules-'));
    const file = path.join(dir, 'firestore.rules');
    fs.writeFileSync(
      file,
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n  }\n}\n",
    );
    const local = await startTestEmulator({ rulesPath: file });
    try {
      const web = local.web('demo-file');
      expect((await failure(setDoc(doc(web, 'notes/n1'), { a: 1 }))).code).toBe(
        'permission-denied',
      );
      fs.writeFileSync(file, OPEN_RULES);
      const deadline = Date.now() + 10_000;
      for (;;) {
        try {
          await setDoc(doc(web, 'notes/n1'), { a: 1 });
          break;
        } catch (err) {
          if (Date.now() > deadline) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      expect((await getDoc(doc(web, 'notes/n1'))).data()).toEqual({ a: 1 });
    } finally {
      await local.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
