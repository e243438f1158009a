/**
 * firebase-admin (its Storage is @google-cloud/storage's JSON API client) against the emulator:
 * what Cloud Functions need — upload, metadata with the server's MD5/CRC32C, download with the
 * client's hash validation on, exists, list, delete, and getDownloadURL.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  getDownloadURL as adminDownloadURL,
  getStorage as getAdminStorage,
} from 'firebase-admin/storage';
import { getMetadata, ref } from 'firebase/storage';
import { crc32c, crc32cBase64 } from '../../src/storage/crc32c.js';
import { BUCKET, PROJECT, startTestStorage, TEST_RULES, type TestStorage } from './helpers.js';

let s: TestStorage;
let app: App;

beforeAll(async () => {
  s = await startTestStorage({ rules: TEST_RULES });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${s.port}`;
  delete process.env.STORAGE_EMULATOR_HOST;
  app = initializeApp({ projectId: PROJECT, storageBucket: BUCKET }, 'admin-storage');
});
afterAll(async () => {
  await deleteApp(app);
  await s.close();
});

function bucket() {
  return getAdminStorage(app).bucket();
}

describe('firebase-admin Storage', () => {
  it('uploads (multipart and resumable) and reports the server-computed MD5 and CRC32C', async () => {
    const small = Buffer.from('custody record bytes');
    await bucket()
      .file('submissions/u9/t1/small.txt')
      .save(small, {
        resumable: false,
        contentType: 'text/plain',
        metadata: { metadata: { kind: 'proof' } },
      });
    const big = crypto.randomBytes(3 * 1024 * 1024 + 17);
    await bucket()
      .file('submissions/u9/t1/big.bin')
      .save(big, { resumable: true, contentType: 'application/octet-stream' });

    const [meta] = await bucket().file('submissions/u9/t1/small.txt').getMetadata();
    expect(meta.size).toBe(String(small.length));
    expect(meta.md5Hash).toBe(crypto.createHash('md5').update(small).digest('base64'));
    expect(meta.crc32c).toBe(crc32cBase64(crc32c(small)));
    expect(meta.contentType).toBe('text/plain');
    expect(meta.metadata).toEqual({ kind: 'proof' });
    expect(meta.kind).toBe('storage#object');

    const [bigMeta] = await bucket().file('submissions/u9/t1/big.bin').getMetadata();
    expect(bigMeta.size).toBe(String(big.length));
    expect(bigMeta.md5Hash).toBe(crypto.createHash('md5').update(big).digest('base64'));
    expect(bigMeta.crc32c).toBe(crc32cBase64(crc32c(big)));

    // Downloads are validated by the client against x-goog-hash.
    const [bytes] = await bucket()
      .file('submissions/u9/t1/big.bin')
      .download({ validation: 'crc32c' });
    expect(Buffer.compare(bytes, big)).toBe(0);
    const [bytesMd5] = await bucket()
      .file('submissions/u9/t1/small.txt')
      .download({ validation: 'md5' });
    expect(bytesMd5.toString()).toBe('custody record bytes');
  });

  it('checks existence, lists by prefix and deletes', async () => {
    await bucket().file('listing/a/1.txt').save('1', { resumable: false });
    await bucket().file('listing/a/2.txt').save('2', { resumable: false });
    await bucket().file('listing/b.txt').save('b', { resumable: false });
    expect((await bucket().file('listing/a/1.txt').exists())[0]).toBe(true);
    expect((await bucket().file('listing/nope.txt').exists())[0]).toBe(false);

    const [files] = await bucket().getFiles({ prefix: 'listing/' });
    expect(files.map((f) => f.name)).toEqual([
      'listing/a/1.txt',
      'listing/a/2.txt',
      'listing/b.txt',
    ]);
    const [, , apiResponse] = await bucket().getFiles({
      prefix: 'listing/',
      delimiter: '/',
      autoPaginate: false,
    });
    expect((apiResponse as { prefixes?: string[] }).prefixes).toEqual(['listing/a/']);
    const [paged, next] = await bucket().getFiles({
      prefix: 'listing/',
      maxResults: 2,
      autoPaginate: false,
    });
    expect(paged.map((f) => f.name)).toEqual(['listing/a/1.txt', 'listing/a/2.txt']);
    expect(next).toBeTruthy();

    await bucket().file('listing/a/1.txt').delete();
    expect((await bucket().file('listing/a/1.txt').exists())[0]).toBe(false);
    await expect(bucket().file('listing/a/1.txt').delete()).rejects.toMatchObject({ code: 404 });
  });

  it('updates metadata, and its download URL works without auth', async () => {
    const file = bucket().file('submissions/u9/t1/url.txt');
    await file.save('downloadable', { resumable: false, contentType: 'text/plain' });
    const [updated] = await file.setMetadata({
      metadata: { reviewed: 'yes' },
      cacheControl: 'no-store',
    });
    expect(updated.metadata?.reviewed).toBe('yes');
    expect(updated.metageneration).toBe('2');
    const url = await adminDownloadURL(file);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('downloadable');
  });

  it("sees objects uploaded through the web SDK, and the web SDK sees the admin's", async () => {
    const file = bucket().file('submissions/u9/t1/from-admin.txt');
    await file.save('x', { resumable: false, contentType: 'text/plain' });
    const web = s.web({ sub: 'u9' });
    const md = await getMetadata(ref(web, 'submissions/u9/t1/from-admin.txt'));
    expect(md.size).toBe(1);
    expect(md.md5Hash).toBe(crypto.createHash('md5').update('x').digest('base64'));
  });

  it('honours ifGenerationMatch (0 = only if absent)', async () => {
    const file = bucket().file('submissions/u9/t1/once.txt');
    await file.save('first', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
    await expect(
      file.save('second', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } }),
    ).rejects.toMatchObject({ code: 412 });
    await expect(
      file.save(Buffer.alloc(100), { resumable: true, preconditionOpts: { ifGenerationMatch: 0 } }),
    ).rejects.toThrow(/412/);
    const [bytes] = await file.download();
    expect(bytes.toString()).toBe('first');
  });

  it('lists in UTF-8 byte order, as Cloud Storage does', async () => {
    for (const n of ['order/b', 'order/a\u{1F600}', 'order/a\uE000', 'order/A'])
      await bucket().file(n).save('x', { resumable: false });
    const [files] = await bucket().getFiles({ prefix: 'order/' });
    expect(files.map((f) => f.name)).toEqual([
      'order/A',
      'order/a\uE000',
      'order/a\u{1F600}',
      'order/b',
    ]);
  });
});
