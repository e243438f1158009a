/**
 * Server-side copies: firebase-admin's `file.copy()` (the JSON API's `rewriteTo`) and
 * the older `copyTo`, as Cloud Storage answers them: the bytes and hashes of the source, its
 * metadata with the request's applied over it (the request's custom metadata replacing the
 * source's, download tokens included), preconditions on both ends, 404 for a missing source,
 * and a copy that survives a restart; and, as the official emulator, 501 for a rewriteToken.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { BUCKET, PROJECT, startTestStorage, TEST_RULES, type TestStorage } from './helpers.js';

let s: TestStorage;
let app: App;

beforeAll(async () => {
  s = await startTestStorage({ rules: TEST_RULES });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${s.port}`;
  delete process.env.STORAGE_EMULATOR_HOST;
  app = initializeApp({ projectId: PROJECT, storageBucket: BUCKET }, 'admin-copy');
});
afterAll(async () => {
  await deleteApp(app);
  await s.close();
});

const bucket = () => getAdminStorage(app).bucket();
const md5 = (bytes: Buffer) => crypto.createHash('md5').update(bytes).digest('base64');

/** POSTs to a copy path of the JSON API; resolves with the status and the JSON body. */
async function post(path: string, body?: unknown) {
  const response = await fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const enc = encodeURIComponent;

describe('server-side copy (rewriteTo, copyTo)', () => {
  it('should copy bytes, hashes and metadata with file.copy() (rewriteTo)', async () => {
    const bytes = crypto.randomBytes(2 * 1024 * 1024 + 5);
    const source = bucket().file('submissions/u1/t1/clip.bin');
    await source.save(bytes, {
      resumable: false,
      contentType: 'video/mp4',
      metadata: { contentDisposition: 'attachment', metadata: { kind: 'proof' } },
    });
    const [copied] = await source.copy('exports/e1/files/clip.bin');
    const [meta] = await copied.getMetadata();
    const [sourceMeta] = await source.getMetadata();
    expect(meta).toMatchObject({
      kind: 'storage#object',
      name: 'exports/e1/files/clip.bin',
      bucket: BUCKET,
      size: String(bytes.length),
      md5Hash: md5(bytes),
      crc32c: sourceMeta.crc32c,
      contentType: 'video/mp4',
      contentDisposition: 'attachment',
      metadata: { kind: 'proof' },
      metageneration: '1',
    });
    expect(BigInt(String(meta.generation))).toBeGreaterThan(BigInt(String(sourceMeta.generation)));
    const [downloaded] = await copied.download({ validation: 'crc32c' });
    expect(Buffer.compare(downloaded, bytes)).toBe(0);
    // The source is untouched.
    expect((await source.getMetadata())[0].generation).toBe(sourceMeta.generation);
  });

  it('should answer a rewrite as storage#rewriteResponse, done in one call', async () => {
    await bucket()
      .file('copy/a.txt')
      .save('alpha', { resumable: false, contentType: 'text/plain' });
    const { status, body } = await post(
      `/storage/v1/b/${BUCKET}/o/${enc('copy/a.txt')}/rewriteTo/b/${BUCKET}/o/${enc('copy/b.txt')}?maxBytesRewrittenPerCall=1048576`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: 'storage#rewriteResponse',
      totalBytesRewritten: '5',
      objectSize: '5',
      done: true,
      resource: {
        kind: 'storage#object',
        name: 'copy/b.txt',
        size: '5',
        contentType: 'text/plain',
      },
    });
    expect(body.rewriteToken).toBeUndefined();
  });

  it("should answer copyTo with the object, the body's fields over the source's", async () => {
    await bucket()
      .file('copy/c.txt')
      .save('gamma', {
        resumable: false,
        contentType: 'text/plain',
        metadata: { cacheControl: 'no-cache', metadata: { a: '1', b: '2' } },
      });
    const { status, body } = await post(
      `/b/${BUCKET}/o/${enc('copy/c.txt')}/copyTo/b/${BUCKET}/o/${enc('copy/d.txt')}`,
      { contentType: 'text/markdown', metadata: { b: null, c: '3' } },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: 'storage#object',
      name: 'copy/d.txt',
      contentType: 'text/markdown',
      cacheControl: 'no-cache',
    });
    // The body's custom metadata is the copy's whole custom metadata; null is kept as ''.
    expect(body.metadata).toEqual({ b: '', c: '3' });
  });

  // Custom metadata given with a copy is the copy's whole custom metadata, as production and
  // the official emulator make it: nothing of the source's is merged in.
  it("should replace the source's custom metadata with the copy's (file.copy)", async () => {
    await bucket()
      .file('copy/m.txt')
      .save('mu', {
        resumable: false,
        contentType: 'text/plain',
        metadata: { cacheControl: 'private,no-store', metadata: { hello: 'world' } },
      });
    const [, response] = await bucket()
      .file('copy/m.txt')
      .copy(bucket().file('copy/n.txt'), {
        metadata: { foo: 'bar' },
        cacheControl: 'private,max-age=10,immutable',
      });
    const resource = (response as { resource: Record<string, unknown> }).resource;
    expect(resource).toMatchObject({
      contentType: 'text/plain',
      cacheControl: 'private,max-age=10,immutable',
    });
    expect(resource.metadata).toEqual({ foo: 'bar' });
    expect((await bucket().file('copy/n.txt').getMetadata())[0]).toEqual(resource);
  });

  it('should store a null custom metadata value given with a copy as an empty string', async () => {
    await bucket().file('copy/o.txt').save('omicron', { resumable: false });
    const [, response] = await bucket()
      .file('copy/o.txt')
      .copy(bucket().file('copy/p.txt'), { metadata: { foo: 'bar', nullMetadata: null } });
    const resource = (response as { resource: Record<string, unknown> }).resource;
    expect(resource.metadata).toEqual({ foo: 'bar', nullMetadata: '' });
    expect((await bucket().file('copy/p.txt').getMetadata())[0]).toEqual(resource);
  });

  it("should drop the source's download tokens when a copy gives custom metadata", async () => {
    await bucket()
      .file('copy/q.txt')
      .save('rho', {
        resumable: false,
        metadata: { metadata: { firebaseStorageDownloadTokens: 'token1,token2' } },
      });
    const [, kept] = await bucket().file('copy/q.txt').copy(bucket().file('copy/r.txt'));
    expect((kept as { resource: Record<string, unknown> }).resource.metadata).toEqual({
      firebaseStorageDownloadTokens: 'token1,token2',
    });
    const [, replaced] = await bucket()
      .file('copy/q.txt')
      .copy(bucket().file('copy/s.txt'), { metadata: { foo: 'bar' } });
    expect((replaced as { resource: Record<string, unknown> }).resource.metadata).toEqual({
      foo: 'bar',
    });
    expect((await bucket().file('copy/s.txt').getMetadata())[0].metadata).toEqual({ foo: 'bar' });
  });

  // The official emulator answers every rewrite in one call and cannot continue one: a rewrite
  // carrying a rewriteToken falls through to its catch-all, 501 "Not Implemented".
  it('should refuse a rewrite that carries a rewriteToken with 501', async () => {
    await bucket().file('copy/t.txt').save('tau', { resumable: false });
    await expect(
      bucket().file('copy/t.txt').copy(bucket().file('copy/u.txt'), { token: 'foo-bar' }),
    ).rejects.toMatchObject({ code: 501 });
    expect((await bucket().file('copy/u.txt').exists())[0]).toBe(false);
    const response = await fetch(
      `${s.url}/storage/v1/b/${BUCKET}/o/${enc('copy/t.txt')}/rewriteTo/b/${BUCKET}/o/${enc('copy/u.txt')}?rewriteToken=foo-bar`,
      { method: 'POST' },
    );
    expect(response.status).toBe(501);
    expect(await response.text()).toBe('Not Implemented');
  });

  it('should copy into another bucket', async () => {
    await bucket().file('copy/e.txt').save('epsilon', { resumable: false });
    const other = getAdminStorage(app).bucket('other-bucket');
    await bucket().file('copy/e.txt').copy(other.file('mirror/e.txt'));
    const [text] = await other.file('mirror/e.txt').download();
    expect(text.toString()).toBe('epsilon');
  });

  it('should answer 404 for a missing source or another generation of it', async () => {
    const missing = await post(
      `/storage/v1/b/${BUCKET}/o/${enc('copy/none.txt')}/rewriteTo/b/${BUCKET}/o/${enc('copy/x.txt')}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      error: { code: 404, errors: [{ reason: 'notFound' }] },
    });
    await expect(bucket().file('copy/none.txt').copy('copy/y.txt')).rejects.toMatchObject({
      code: 404,
    });
    await bucket().file('copy/f.txt').save('phi', { resumable: false });
    const other = await post(
      `/storage/v1/b/${BUCKET}/o/${enc('copy/f.txt')}/rewriteTo/b/${BUCKET}/o/${enc('copy/g.txt')}?sourceGeneration=1`,
    );
    expect(other.status).toBe(404);
    expect((await bucket().file('copy/g.txt').exists())[0]).toBe(false);
  });

  it('should hold the destination and source preconditions (412)', async () => {
    await bucket().file('copy/h.txt').save('eta', { resumable: false });
    await bucket().file('copy/i.txt').save('iota', { resumable: false });
    // ifGenerationMatch=0: only when the destination does not exist (a copy that never overwrites).
    await expect(
      bucket()
        .file('copy/h.txt')
        .copy('copy/i.txt', { preconditionOpts: { ifGenerationMatch: 0 } }),
    ).rejects.toMatchObject({ code: 412 });
    expect((await bucket().file('copy/i.txt').download())[0].toString()).toBe('iota');
    const [source] = await bucket().file('copy/h.txt').getMetadata();
    const stale = await post(
      `/storage/v1/b/${BUCKET}/o/${enc('copy/h.txt')}/rewriteTo/b/${BUCKET}/o/${enc('copy/j.txt')}?ifSourceGenerationMatch=1`,
    );
    expect(stale.status).toBe(412);
    const fresh = await post(
      `/storage/v1/b/${BUCKET}/o/${enc('copy/h.txt')}/rewriteTo/b/${BUCKET}/o/${enc('copy/j.txt')}?ifSourceGenerationMatch=${source.generation}&ifGenerationMatch=0`,
    );
    expect(fresh.status).toBe(200);
  });

  it('should refuse other methods on a copy path (405)', async () => {
    const response = await fetch(
      `${s.url}/storage/v1/b/${BUCKET}/o/${enc('copy/a.txt')}/rewriteTo/b/${BUCKET}/o/${enc('copy/z.txt')}`,
    );
    expect(response.status).toBe(405);
  });

  it('should keep a copy across a restart', async () => {
    // A server of its own, driven over the JSON API: a restart moves the server's port, and the
    // file's admin client keeps the port it was made with.
    const own = await startTestStorage({ rules: TEST_RULES });
    try {
      const upload = await fetch(
        `${own.url}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${enc('copy/k.txt')}`,
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'kappa' },
      );
      expect(upload.status).toBe(200);
      const copy = await fetch(
        `${own.url}/storage/v1/b/${BUCKET}/o/${enc('copy/k.txt')}/rewriteTo/b/${BUCKET}/o/${enc('copy/l.txt')}`,
        { method: 'POST' },
      );
      expect(copy.status).toBe(200);
      await own.restart();
      const response = await fetch(
        `${own.url}/storage/v1/b/${BUCKET}/o/${enc('copy/l.txt')}?alt=media`,
      );
      expect(await response.text()).toBe('kappa');
    } finally {
      await own.close();
    }
  });
});
