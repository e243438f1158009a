/**
 * storage.rules through the web SDK: creators write only under their own uid, within size and
 * type limits; staff read through a custom claim; list is its own method; firestore.exists via
 * the firestore option; Bearer owner bypasses; no rules deny; the official control endpoints.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';
import type { FirestoreAccess, StoredDocument } from '../../src/rules/api.js';
import { BUCKET, PROJECT, startTestStorage, TEST_RULES, type TestStorage } from './helpers.js';

const docs = new Map<string, StoredDocument>();
const lookups: { project: string; path: string }[] = [];
const firestore = (project: string): FirestoreAccess => ({
  get(p) {
    lookups.push({ project, path: p });
    return docs.get(p) ?? null;
  },
  getAfter(p) {
    return docs.get(p) ?? null;
  },
});

let s: TestStorage;
let alice: FirebaseStorage;
let bob: FirebaseStorage;
let staff: FirebaseStorage;
let signedOut: FirebaseStorage;

beforeAll(async () => {
  s = await startTestStorage({ rules: TEST_RULES, firestore });
  alice = s.web({ sub: 'alice' });
  bob = s.web({ sub: 'bob' });
  staff = s.web({ sub: 'sam', role: 'support' });
  signedOut = s.web();
});
afterAll(async () => s.close());

const denied = { code: 'storage/unauthorized' };
const text = (t: string) => new TextEncoder().encode(t);

describe('writes', () => {
  it('lets a creator upload under their own uid', async () => {
    const { metadata } = await uploadBytes(
      ref(alice, 'submissions/alice/t1/ok.mp4'),
      text('video'),
      { contentType: 'video/mp4' },
    );
    expect(metadata.size).toBe(5);
  });

  it("denies another user's path", async () => {
    await expect(
      uploadBytes(ref(bob, 'submissions/alice/t1/evil.mp4'), text('x'), {
        contentType: 'video/mp4',
      }),
    ).rejects.toMatchObject(denied);
    await expect(getMetadata(ref(alice, 'submissions/alice/t1/evil.mp4'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('denies an oversized file (multipart and resumable)', async () => {
    const big = new Uint8Array(1024 * 1024 + 1);
    await expect(
      uploadBytes(ref(alice, 'submissions/alice/t1/big.pdf'), big, {
        contentType: 'application/pdf',
      }),
    ).rejects.toMatchObject(denied);
    await expect(
      uploadBytesResumable(ref(alice, 'submissions/alice/t1/big2.pdf'), big, {
        contentType: 'application/pdf',
      }),
    ).rejects.toMatchObject(denied);
    // Just under the limit is fine.
    const { metadata } = await uploadBytes(
      ref(alice, 'submissions/alice/t1/fits.pdf'),
      new Uint8Array(1024 * 1024 - 1),
      { contentType: 'application/pdf' },
    );
    expect(metadata.size).toBe(1024 * 1024 - 1);
  });

  it('denies a wrong content type', async () => {
    await expect(
      uploadBytes(ref(alice, 'submissions/alice/t1/a.zip'), text('zip'), {
        contentType: 'application/zip',
      }),
    ).rejects.toMatchObject(denied);
    await expect(
      uploadBytes(ref(alice, 'submissions/alice/t1/a.bin'), text('bin')),
    ).rejects.toMatchObject(denied);
    for (const type of ['image/png', 'audio/mpeg', 'text/plain']) {
      await uploadBytes(ref(alice, `submissions/alice/t1/ok.${type.split('/')[1]}`), text('x'), {
        contentType: type,
      });
    }
  });

  it('denies signed-out uploads', async () => {
    await expect(
      uploadBytes(ref(signedOut, 'submissions/alice/t1/anon.mp4'), text('x'), {
        contentType: 'video/mp4',
      }),
    ).rejects.toMatchObject(denied);
  });

  it('checks the update of metadata against request.resource', async () => {
    const r = ref(alice, 'submissions/alice/t1/meta.txt');
    await uploadString(r, 'm', 'raw', { contentType: 'text/plain' });
    await expect(updateMetadata(r, { contentType: 'application/zip' })).rejects.toMatchObject(
      denied,
    );
    await expect(
      updateMetadata(ref(bob, 'submissions/alice/t1/meta.txt'), { customMetadata: { x: '1' } }),
    ).rejects.toMatchObject(denied);
    expect((await updateMetadata(r, { customMetadata: { note: 'fine' } })).customMetadata).toEqual({
      note: 'fine',
    });
  });

  it('checks delete', async () => {
    const r = ref(alice, 'submissions/alice/t1/del.txt');
    await uploadString(r, 'd', 'raw', { contentType: 'text/plain' });
    await expect(deleteObject(ref(bob, 'submissions/alice/t1/del.txt'))).rejects.toMatchObject(
      denied,
    );
    await expect(deleteObject(ref(staff, 'submissions/alice/t1/del.txt'))).rejects.toMatchObject(
      denied,
    );
    await deleteObject(r);
  });
});

describe('reads and lists', () => {
  beforeAll(async () => {
    await uploadString(ref(alice, 'submissions/alice/t2/file.txt'), 'secret', 'raw', {
      contentType: 'text/plain',
    });
  });

  it('the owner and staff (custom claim) can read; others cannot', async () => {
    expect(
      new TextDecoder().decode(await getBytes(ref(alice, 'submissions/alice/t2/file.txt'))),
    ).toBe('secret');
    expect(
      new TextDecoder().decode(await getBytes(ref(staff, 'submissions/alice/t2/file.txt'))),
    ).toBe('secret');
    await expect(getBytes(ref(bob, 'submissions/alice/t2/file.txt'))).rejects.toMatchObject(denied);
    await expect(
      getMetadata(ref(signedOut, 'submissions/alice/t2/file.txt')),
    ).rejects.toMatchObject(denied);
  });

  it('list is checked as list', async () => {
    expect((await listAll(ref(alice, 'submissions/alice'))).prefixes.length).toBeGreaterThan(0);
    await expect(listAll(ref(bob, 'submissions/alice'))).rejects.toMatchObject(denied);
    await expect(listAll(ref(signedOut, 'submissions/alice'))).rejects.toMatchObject(denied);
  });

  it('denials carry production error bodies', async () => {
    const res = await fetch(
      `${s.url}/v0/b/${BUCKET}/o/${encodeURIComponent('submissions/alice/t2/file.txt')}`,
    );
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(403);
    expect(body.error.message).toMatch(/^Permission denied\./);
  });

  it('firestore.exists reads through the firestore option', async () => {
    await uploadString(ref(alice, 'gated/doc.txt'), 'gated', 'raw', { contentType: 'text/plain' });
    await expect(getBytes(ref(bob, 'gated/doc.txt'))).rejects.toMatchObject(denied);
    expect(lookups).toContainEqual({
      project: PROJECT,
      path: '/databases/(default)/documents/grants/bob',
    });
    docs.set('/databases/(default)/documents/grants/bob', {
      name: `projects/${PROJECT}/databases/(default)/documents/grants/bob`,
      fields: {},
    });
    expect(new TextDecoder().decode(await getBytes(ref(bob, 'gated/doc.txt')))).toBe('gated');
  });
});

describe('owner, rules loading and control endpoints', () => {
  it('Bearer owner bypasses rules', async () => {
    const name = encodeURIComponent('anywhere/at/all.bin');
    const up = await fetch(`${s.url}/v0/b/${BUCKET}/o?name=${name}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/zip' },
      body: 'owner bytes',
    });
    expect(up.status).toBe(200);
    const get = await fetch(`${s.url}/v0/b/${BUCKET}/o/${name}?alt=media`, {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(await get.text()).toBe('owner bytes');
    expect((await fetch(`${s.url}/v0/b/${BUCKET}/o/${name}?alt=media`)).status).toBe(403);
  });

  it('PUT /internal/setRules replaces the rules; invalid rules are refused with 400', async () => {
    const open = `rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read, write: if true; } } }`;
    const bad = await fetch(`${s.url}/internal/setRules`, {
      method: 'PUT',
      body: JSON.stringify({
        rules: { files: [{ name: 'storage.rules', content: 'service firebase.storage { match' }] },
      }),
    });
    expect(bad.status).toBe(400);
    await expect(
      uploadString(ref(bob, 'submissions/alice/x.zip'), 'x', 'raw', {
        contentType: 'application/zip',
      }),
    ).rejects.toMatchObject(denied);
    const ok = await fetch(`${s.url}/internal/setRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: open }] } }),
    });
    expect(ok.status).toBe(200);
    await uploadString(ref(bob, 'submissions/alice/x.zip'), 'x', 'raw', {
      contentType: 'application/zip',
    });
    s.service.setRules(TEST_RULES);
    await expect(
      uploadString(ref(bob, 'submissions/alice/y.zip'), 'x', 'raw', {
        contentType: 'application/zip',
      }),
    ).rejects.toMatchObject(denied);
  });

  it('POST /internal/reset deletes every object', async () => {
    await uploadString(ref(alice, 'submissions/alice/t9/keep.txt'), 'k', 'raw', {
      contentType: 'text/plain',
    });
    const res = await fetch(`${s.url}/internal/reset`, { method: 'POST' });
    expect(res.status).toBe(200);
    await expect(getMetadata(ref(alice, 'submissions/alice/t9/keep.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
    expect((await listAll(ref(alice, 'submissions/alice'))).prefixes).toEqual([]);
  });
});

describe('without rules', () => {
  let bare: TestStorage;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-storage-norules-'));
    fs.rmSync(dir, { recursive: true });
    bare = await startTestStorage({ rulesPath: path.join(dir, 'missing.rules') });
  });
  afterAll(async () => bare.close());

  it('denies every client request, but not the owner', async () => {
    await expect(
      uploadString(ref(bare.web({ sub: 'alice' }), 'submissions/alice/a.txt'), 'a', 'raw', {
        contentType: 'text/plain',
      }),
    ).rejects.toMatchObject(denied);
    const up = await fetch(`${bare.url}/v0/b/${BUCKET}/o?name=a.txt`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner' },
      body: 'a',
    });
    expect(up.status).toBe(200);
  });
});

describe('rules from a file', () => {
  let fileServer: TestStorage;
  let rulesPath: string;
  beforeAll(async () => {
    rulesPath = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'gt-storage-rules-')),
      'storage.rules',
    );
    fs.writeFileSync(
      rulesPath,
      `rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read: if true; } } }`,
    );
    fileServer = await startTestStorage({ rulesPath });
  });
  afterAll(async () => {
    await fileServer.close();
    fs.rmSync(path.dirname(rulesPath), { recursive: true, force: true });
  });

  /** Writes the rules file; each edit's later mtime makes it visible on coarse-grained clocks. */
  let tick = 0;
  function edit(text: string): void {
    fs.writeFileSync(rulesPath, text);
    const later = new Date(Date.now() + ++tick * 2000);
    fs.utimesSync(rulesPath, later, later);
  }

  it('picks up edits to the rules file', async () => {
    const st = fileServer.web({ sub: 'alice' });
    // Read-only, whatever another test of the file left.
    edit(
      `rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read: if true; } } }`,
    );
    await expect(uploadString(ref(st, 'f.txt'), 'f', 'raw')).rejects.toMatchObject(denied);
    edit(
      `rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read, write: if request.auth.uid == 'alice'; } } }`,
    );
    await uploadString(ref(st, 'f.txt'), 'f', 'raw');
  });

  it('rules set through the endpoint hold until the file changes again (the latest wins)', async () => {
    const st = fileServer.web({ sub: 'alice' });
    const closed = `rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read: if true; } } }`;
    const res = await fetch(`${fileServer.url}/internal/setRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: closed }] } }),
    });
    expect(res.status).toBe(200);
    await expect(uploadString(ref(st, 'g.txt'), 'g', 'raw')).rejects.toMatchObject(denied);
    edit(
      `rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read, write: if request.auth != null; } } }`,
    );
    await uploadString(ref(st, 'g.txt'), 'g', 'raw');
  });
});
