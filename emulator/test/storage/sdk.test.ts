/**
 * Storage conformance through the web SDK (firebase/storage): multipart and resumable uploads
 * with progress, metadata get/update, download URLs, byte/blob/stream downloads with ranges,
 * delete, list/listAll with prefixes and pages — and the wire shapes production uses.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteObject,
  getBlob,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStream,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';
import { crc32c, crc32cBase64 } from '../../src/storage/crc32c.js';
import { BUCKET, startTestStorage, TEST_RULES, type TestStorage } from './helpers.js';

let s: TestStorage;
let alice: FirebaseStorage;

beforeAll(async () => {
  s = await startTestStorage({ rules: TEST_RULES });
  alice = s.web({ sub: 'alice', email: 'alice@example.com' });
});
afterAll(async () => s.close());

const enc = (text: string) => new TextEncoder().encode(text);
const md5 = (b: Uint8Array) => crypto.createHash('md5').update(b).digest('base64');
const objectUrl = (name: string) => `${s.url}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`;

describe('uploads', () => {
  it('uploadBytes (multipart) stores the bytes with server-computed MD5 and CRC32C', async () => {
    const data = enc('hello world');
    const { metadata } = await uploadBytes(ref(alice, 'submissions/alice/t1/hello.txt'), data, {
      contentType: 'text/plain',
      customMetadata: { task: 't1' },
    });
    expect(metadata.fullPath).toBe('submissions/alice/t1/hello.txt');
    expect(metadata.bucket).toBe(BUCKET);
    expect(metadata.size).toBe(11);
    expect(metadata.contentType).toBe('text/plain');
    expect(metadata.md5Hash).toBe(md5(data));
    expect(metadata.customMetadata).toEqual({ task: 't1' });
    expect(metadata.metageneration).toBe('1');
    expect(
      new TextDecoder().decode(await getBytes(ref(alice, 'submissions/alice/t1/hello.txt'))),
    ).toBe('hello world');
  });

  it('answers with the production resource shape', async () => {
    const data = enc('hello world');
    await uploadBytes(ref(alice, 'submissions/alice/t1/shape.txt'), data, {
      contentType: 'text/plain',
    });
    const res = await fetch(objectUrl('submissions/alice/t1/shape.txt'), {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'submissions/alice/t1/shape.txt',
      bucket: BUCKET,
      metageneration: '1',
      contentType: 'text/plain',
      storageClass: 'STANDARD',
      size: '11',
      md5Hash: 'XrY7u+Ae7tCTyyK7j1rNww==',
      crc32c: 'yZRlqg==',
      contentEncoding: 'identity',
      contentDisposition: "inline; filename*=utf-8''shape.txt",
    });
    expect(body.generation).toMatch(/^\d{16}$/);
    expect(body.timeCreated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(body.updated).toBe(body.timeCreated);
    expect(body.downloadTokens).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof body.etag).toBe('string');
  });

  it('uploadBytesResumable sends chunks, reports progress and finalizes with the right hashes', async () => {
    const data = crypto.randomBytes(1024 * 1024 + 12345);
    const task = uploadBytesResumable(ref(alice, 'large/alice/resumable.bin'), data, {
      contentType: 'application/octet-stream',
    });
    const progress: number[] = [];
    task.on('state_changed', (snap) => {
      progress.push(snap.bytesTransferred);
      expect(snap.totalBytes).toBe(data.length);
    });
    const { metadata } = await task;
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(data.length);
    expect(progress.some((p) => p > 0 && p < data.length)).toBe(true);
    expect(metadata.size).toBe(data.length);
    expect(metadata.md5Hash).toBe(md5(data));
    const raw = (await (
      await fetch(objectUrl('large/alice/resumable.bin'), {
        headers: { Authorization: 'Bearer owner' },
      })
    ).json()) as { crc32c: string };
    expect(raw.crc32c).toBe(crc32cBase64(crc32c(data)));
    expect(
      Buffer.compare(Buffer.from(await getBytes(ref(alice, 'large/alice/resumable.bin'))), data),
    ).toBe(0);
  });

  it('stores and serves an empty object', async () => {
    const r = ref(alice, 'submissions/alice/t1/empty.txt');
    const { metadata } = await uploadBytes(r, new Uint8Array(0), { contentType: 'text/plain' });
    expect(metadata.size).toBe(0);
    expect(metadata.md5Hash).toBe('1B2M2Y8AsgTpgAmY7PhCfg==');
    expect((await getBytes(r)).byteLength).toBe(0);
    expect((await getBytes(r, 10)).byteLength).toBe(0);
  });

  it('uploadBytesResumable can be paused, resumed and cancelled', async () => {
    const data = crypto.randomBytes(3 * 1024 * 1024);
    const paused = uploadBytesResumable(ref(alice, 'large/alice/paused.bin'), data);
    let pausedOnce = false;
    paused.on('state_changed', (snap) => {
      if (!pausedOnce && snap.bytesTransferred > 0) {
        pausedOnce = true;
        paused.pause();
        setTimeout(() => paused.resume(), 50);
      }
    });
    expect((await paused).metadata.md5Hash).toBe(md5(data));
    expect(pausedOnce).toBe(true);

    const cancelled = uploadBytesResumable(ref(alice, 'large/alice/cancelled.bin'), data);
    cancelled.on('state_changed', (snap) => {
      if (snap.bytesTransferred > 0) cancelled.cancel();
    });
    await expect(cancelled).rejects.toMatchObject({ code: 'storage/canceled' });
    await expect(getMetadata(ref(alice, 'large/alice/cancelled.bin'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('uploadString and a replaced object get a new generation', async () => {
    const r = ref(alice, 'submissions/alice/t1/replace.txt');
    const first = await uploadString(r, 'one', 'raw', { contentType: 'text/plain' });
    const second = await uploadString(r, 'two!', 'raw', { contentType: 'text/plain' });
    expect(second.metadata.generation).not.toBe(first.metadata.generation);
    expect(BigInt(second.metadata.generation) > BigInt(first.metadata.generation)).toBe(true);
    expect(second.metadata.size).toBe(4);
    expect(new TextDecoder().decode(await getBytes(r))).toBe('two!');
  });
});

describe('the resumable protocol on the wire', () => {
  const start = async (name: string, size: number) =>
    fetch(`${s.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer owner',
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': String(size),
        'X-Goog-Upload-Header-Content-Type': 'text/plain',
        'Content-Type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ name, contentType: 'text/plain' }),
    });
  const command = (url: string, cmd: string, body?: string, offset?: number) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'X-Goog-Upload-Command': cmd,
        ...(offset !== undefined ? { 'X-Goog-Upload-Offset': String(offset) } : {}),
      },
      body,
    });

  it('start, upload, query, a retried chunk, finalize, and a repeated finalize', async () => {
    const res = await start('open/wire.txt', 10);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-goog-upload-status')).toBe('active');
    const url = res.headers.get('x-goog-upload-url') as string;
    expect(url).toContain('upload_id=');

    expect((await command(url, 'upload', 'abcd', 0)).headers.get('x-goog-upload-status')).toBe(
      'active',
    );
    const q = await command(url, 'query');
    expect(q.headers.get('x-goog-upload-size-received')).toBe('4');
    expect(q.headers.get('x-goog-upload-status')).toBe('active');
    // A retried chunk that overlaps what arrived is not duplicated.
    await command(url, 'upload', 'cdef', 2);
    expect((await command(url, 'query')).headers.get('x-goog-upload-size-received')).toBe('6');
    // A chunk beyond what arrived is refused.
    expect((await command(url, 'upload', 'zz', 9)).status).toBe(400);

    const fin = await command(url, 'upload, finalize', 'ghij', 6);
    expect(fin.status).toBe(200);
    expect(fin.headers.get('x-goog-upload-status')).toBe('final');
    const meta = (await fin.json()) as { size: string; md5Hash: string };
    expect(meta.size).toBe('10');
    expect(meta.md5Hash).toBe(md5(enc('abcdefghij')));
    const again = await command(url, 'finalize');
    expect(again.status).toBe(200);
    expect(((await again.json()) as { size: string }).size).toBe('10');
    expect((await command(url, 'query')).headers.get('x-goog-upload-status')).toBe('final');
    expect(await (await fetch(`${objectUrl('open/wire.txt')}?alt=media`)).text()).toBe(
      'abcdefghij',
    );
  });

  it('cancel ends the session and nothing is stored', async () => {
    const url = (await start('open/cancelled.txt', 8)).headers.get('x-goog-upload-url') as string;
    await command(url, 'upload', 'abcd', 0);
    expect((await command(url, 'cancel')).status).toBe(200);
    expect((await command(url, 'upload, finalize', 'efgh', 4)).status).toBe(400);
    expect((await fetch(objectUrl('open/cancelled.txt'))).status).toBe(404);
  });

  it('refuses a finalize whose size differs from the declared one', async () => {
    const url = (await start('open/short.txt', 8)).headers.get('x-goog-upload-url') as string;
    const res = await command(url, 'upload, finalize', 'abc', 0);
    expect(res.status).toBe(400);
    expect((await fetch(objectUrl('open/short.txt'))).status).toBe(404);
  });

  it('404s an unknown session', async () => {
    const res = await command(
      `${s.url}/v0/b/${BUCKET}/o?name=x&upload_id=nope&upload_protocol=resumable`,
      'query',
    );
    expect(res.status).toBe(404);
  });
});

describe('metadata', () => {
  it('getMetadata and updateMetadata (merge, delete a key with null, bump metageneration)', async () => {
    const r = ref(alice, 'submissions/alice/t2/meta.txt');
    await uploadString(r, 'meta', 'raw', {
      contentType: 'text/plain',
      customMetadata: { a: '1', b: '2' },
    });
    const before = await getMetadata(r);
    expect(before.customMetadata).toEqual({ a: '1', b: '2' });
    const after = await updateMetadata(r, {
      cacheControl: 'public, max-age=60',
      contentDisposition: 'attachment',
      customMetadata: { b: null as unknown as string, c: '3' },
    });
    expect(after.customMetadata).toEqual({ a: '1', c: '3' });
    expect(after.cacheControl).toBe('public, max-age=60');
    expect(after.contentDisposition).toBe('attachment');
    expect(after.metageneration).toBe('2');
    expect(after.generation).toBe(before.generation);
    expect(after.md5Hash).toBe(before.md5Hash);
    expect(Date.parse(after.updated)).toBeGreaterThanOrEqual(Date.parse(before.updated));
    expect((await getMetadata(r)).customMetadata).toEqual({ a: '1', c: '3' });
  });

  it('getMetadata of a missing object is storage/object-not-found', async () => {
    await expect(getMetadata(ref(alice, 'submissions/alice/none.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
    const res = await fetch(objectUrl('submissions/alice/none.txt'), {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(404);
    expect(body.error.message).toMatch(/^Not Found\./);
  });
});

describe('downloads', () => {
  const content = crypto.randomBytes(300_000);
  beforeAll(async () => {
    await uploadBytes(ref(alice, 'submissions/alice/t3/photo.png'), content, {
      contentType: 'image/png',
    });
  });

  it('getDownloadURL gives a token URL that works with plain fetch, signed out', async () => {
    const url = await getDownloadURL(ref(alice, 'submissions/alice/t3/photo.png'));
    expect(url).toMatch(
      /\/v0\/b\/.+\/o\/submissions%2Falice%2Ft3%2Fphoto\.png\?alt=media&token=[0-9a-f-]{36}$/,
    );
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-goog-hash')).toBe(
      `crc32c=${crc32cBase64(crc32c(content))},md5=${md5(content)}`,
    );
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), content)).toBe(0);
    // Without the token (and without auth) the rules deny; a wrong token does not help.
    expect((await fetch(url.replace(/&token=.*/, ''))).status).toBe(403);
    expect(
      (await fetch(url.replace(/token=.*/, 'token=00000000-0000-0000-0000-000000000000'))).status,
    ).toBe(403);
  });

  it('serves an object with its Content-Disposition, and drops token URLs with its tokens', async () => {
    // What submitWork does to a submitted file, through the GCS JSON API as
    // firebase-admin sends it; production serves the stored disposition on every download.
    const r = ref(alice, 'submissions/alice/t3/clip.mp4');
    await uploadBytes(r, content.subarray(0, 1000), { contentType: 'video/mp4' });
    const url = await getDownloadURL(r);
    // The official emulator's download header for a web upload (official.test.ts).
    expect((await fetch(url)).headers.get('content-disposition')).toBe(
      'inline; filename*=clip.mp4',
    );
    const patched = await fetch(
      `${s.url}/storage/v1/b/${BUCKET}/o/${encodeURIComponent('submissions/alice/t3/clip.mp4')}`,
      {
        method: 'PATCH',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          contentDisposition: "attachment; filename*=utf-8''clip.mp4",
          metadata: { firebaseStorageDownloadTokens: null },
        }),
      },
    );
    expect(patched.status).toBe(200);
    expect((await fetch(url)).status).toBe(403);
    const media = await fetch(`${objectUrl('submissions/alice/t3/clip.mp4')}?alt=media`, {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(media.status).toBe(200);
    expect(media.headers.get('content-disposition')).toBe("attachment; filename*=utf-8''clip.mp4");
    const gcs = await fetch(
      `${s.url}/download/storage/v1/b/${BUCKET}/o/${encodeURIComponent('submissions/alice/t3/clip.mp4')}?alt=media`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    expect(gcs.headers.get('content-disposition')).toBe("attachment; filename*=utf-8''clip.mp4");
  });

  it('getBytes, getStream and byte ranges', async () => {
    const r = ref(alice, 'submissions/alice/t3/photo.png');
    expect(Buffer.compare(Buffer.from(await getBytes(r)), content)).toBe(0);
    // getBlob is browser-only in the SDK (it throws in Node); it is getBytes wrapped in a Blob.
    expect(() => getBlob(r)).toThrow(/Browser-like environments/);
    const first = await getBytes(r, 1000);
    expect(Buffer.compare(Buffer.from(first), content.subarray(0, 1000))).toBe(0);
    const chunks: Buffer[] = [];
    const reader = getStream(r).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(Buffer.from(value as Uint8Array));
    }
    expect(Buffer.compare(Buffer.concat(chunks), content)).toBe(0);

    const url = await getDownloadURL(r);
    const ranged = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${content.length}`);
    expect(
      Buffer.compare(Buffer.from(await ranged.arrayBuffer()), content.subarray(100, 200)),
    ).toBe(0);
    const suffix = await fetch(url, { headers: { Range: 'bytes=-10' } });
    expect(
      Buffer.compare(
        Buffer.from(await suffix.arrayBuffer()),
        content.subarray(content.length - 10),
      ),
    ).toBe(0);
    expect((await fetch(url, { headers: { Range: `bytes=${content.length}-` } })).status).toBe(416);
  });
});

describe('delete', () => {
  it('deleteObject removes the object; deleting again is object-not-found', async () => {
    const r = ref(alice, 'submissions/alice/t4/gone.txt');
    await uploadString(r, 'bye', 'raw', { contentType: 'text/plain' });
    await deleteObject(r);
    await expect(getMetadata(r)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await expect(getBytes(r)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await expect(deleteObject(r)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });
});

describe('list and listAll', () => {
  beforeAll(async () => {
    const names = [
      't5/a.txt',
      't5/b.txt',
      't5/c.txt',
      't5/sub/d.txt',
      't5/sub/e.txt',
      't5/sub2/f.txt',
      't6/g.txt',
    ];
    for (const n of names)
      await uploadString(ref(alice, `submissions/alice/list/${n}`), n, 'raw', {
        contentType: 'text/plain',
      });
  });

  it('listAll returns items and prefixes at one level', async () => {
    const res = await listAll(ref(alice, 'submissions/alice/list/t5'));
    expect(res.items.map((i) => i.fullPath)).toEqual([
      'submissions/alice/list/t5/a.txt',
      'submissions/alice/list/t5/b.txt',
      'submissions/alice/list/t5/c.txt',
    ]);
    expect(res.prefixes.map((p) => p.fullPath)).toEqual([
      'submissions/alice/list/t5/sub',
      'submissions/alice/list/t5/sub2',
    ]);
    const top = await listAll(ref(alice, 'submissions/alice/list'));
    expect(top.items).toEqual([]);
    expect(top.prefixes.map((p) => p.name)).toEqual(['t5', 't6']);
  });

  it('list pages with maxResults and pageToken, prefixes and items together', async () => {
    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await list(ref(alice, 'submissions/alice/list/t5'), {
        maxResults: 2,
        pageToken,
      });
      expect(page.items.length + page.prefixes.length).toBeLessThanOrEqual(2);
      seen.push(...page.prefixes.map((p) => `${p.name}/`), ...page.items.map((i) => i.name));
      pageToken = page.nextPageToken;
      pages++;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(['a.txt', 'b.txt', 'c.txt', 'sub/', 'sub2/']);
  });

  it('rejects a prefix without a trailing slash on the wire', async () => {
    const res = await fetch(`${s.url}/v0/b/${BUCKET}/o?prefix=submissions`, {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(res.status).toBe(400);
  });
});

describe('CORS', () => {
  it('answers preflights and exposes the upload headers', async () => {
    const pre = await fetch(`${s.url}/v0/b/${BUCKET}/o?name=x`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization,x-goog-upload-command,x-goog-upload-protocol',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-goog-upload-command');
    const res = await fetch(`${s.url}/v0/b/${BUCKET}/o/nothing`, {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-expose-headers')).toContain('x-goog-upload-url');
    expect(res.headers.get('access-control-expose-headers')).toContain('x-goog-upload-status');
  });
});

describe('more of the wire', () => {
  const owner = { Authorization: 'Bearer owner' };
  /** Each test's own object, so no test needs another to have run. */
  const put = async (name: string) => {
    const path = `submissions/alice/t7/${name}`;
    await uploadString(ref(alice, path), 'twelve bytes', 'raw', { contentType: 'text/plain' });
    return path;
  };

  it('HEAD answers the headers of a download without a body', async () => {
    await put('head.txt');
    const res = await fetch(`${objectUrl('submissions/alice/t7/head.txt')}?alt=media`, {
      method: 'HEAD',
      headers: owner,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('12');
    expect(res.headers.get('x-goog-stored-content-length')).toBe('12');
    expect(await res.text()).toBe('');
  });

  it('a download token grants the bytes, not the metadata', async () => {
    const url = await getDownloadURL(ref(alice, await put('token.txt')));
    expect((await fetch(url.replace('alt=media&', ''))).status).toBe(403);
  });

  it('create_token and delete_token are for the owner only', async () => {
    const path = await put('tokens.txt');
    await getDownloadURL(ref(alice, path));
    const url = objectUrl(path);
    expect((await fetch(`${url}?create_token=true`, { method: 'POST' })).status).toBe(403);
    const created = (await (
      await fetch(`${url}?create_token=true`, { method: 'POST', headers: owner })
    ).json()) as { downloadTokens: string };
    const tokens = created.downloadTokens.split(',');
    expect(tokens).toHaveLength(2);
    const first = tokens[0] as string;
    const deleted = (await (
      await fetch(`${url}?delete_token=${first}`, { method: 'POST', headers: owner })
    ).json()) as { downloadTokens: string };
    expect(deleted.downloadTokens).toBe(tokens[1]);
    expect((await fetch(`${url}?alt=media&token=${first}`)).status).toBe(403);
    expect((await fetch(`${url}?alt=media&token=${tokens[1]}`)).status).toBe(200);
  });

  it('X-HTTP-Method-Override: PATCH updates metadata', async () => {
    const res = await fetch(objectUrl(await put('patched.txt')), {
      method: 'POST',
      headers: { ...owner, 'X-HTTP-Method-Override': 'PATCH', 'Content-Type': 'application/json' },
      body: JSON.stringify({ contentLanguage: 'en' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { contentLanguage: string }).contentLanguage).toBe('en');
  });

  it('serves gzip-encoded objects decompressed to clients that do not accept gzip', async () => {
    const { gzipSync } = await import('node:zlib');
    const http = await import('node:http');
    const plain = 'compressible '.repeat(1000);
    await uploadBytes(ref(alice, 'submissions/alice/t7/page.txt'), gzipSync(plain), {
      contentType: 'text/plain',
      contentEncoding: 'gzip',
    });
    const body = await new Promise<{ encoding: string | undefined; text: string }>(
      (resolve, reject) => {
        http
          .get(
            `${objectUrl('submissions/alice/t7/page.txt')}?alt=media`,
            { headers: owner },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () =>
                resolve({
                  encoding: res.headers['content-encoding'],
                  text: Buffer.concat(chunks).toString(),
                }),
              );
            },
          )
          .on('error', reject);
      },
    );
    expect(body.encoding).toBeUndefined();
    expect(body.text).toBe(plain);
    // Clients that accept gzip get the stored bytes as they are.
    const res = await fetch(`${objectUrl('submissions/alice/t7/page.txt')}?alt=media`, {
      headers: owner,
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(plain);
  });

  it('unknown routes are 501 and a bad token is a signed-out caller (403 here)', async () => {
    expect((await fetch(`${s.url}/v0/nothing/here`)).status).toBe(400);
    expect((await fetch(`${s.url}/totally/unknown/route`, { method: 'POST' })).status).toBe(501);
    // As the official emulator: the rules judge it signed out (official.test.ts).
    const res = await fetch(objectUrl(await put('refused.txt')), {
      headers: { Authorization: 'Firebase not-a-jwt' },
    });
    expect(res.status).toBe(403);
  });
});
