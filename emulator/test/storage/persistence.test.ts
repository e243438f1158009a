/**
 * Durability: objects, metadata, download tokens and resumable sessions survive a restart on the
 * same data directory; leftovers of an interrupted write are swept at start.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getBytes,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytesResumable,
  uploadString,
} from 'firebase/storage';
import { BUCKET, startTestStorage, TEST_RULES, type TestStorage } from './helpers.js';

let s: TestStorage;
beforeAll(async () => {
  s = await startTestStorage({ rules: TEST_RULES });
});
afterAll(async () => s.close());

describe('persistence', () => {
  it('keeps objects, metadata and download tokens across a restart', async () => {
    const web = s.web({ sub: 'dana' });
    const a = ref(web, 'submissions/dana/t1/a.txt');
    await uploadString(a, 'alpha', 'raw', {
      contentType: 'text/plain',
      customMetadata: { k: 'v' },
    });
    await updateMetadata(a, { cacheControl: 'no-cache' });
    const big = new Uint8Array(600 * 1024).map((_, i) => i % 251);
    await uploadBytesResumable(ref(web, 'submissions/dana/t1/b.png'), big, {
      contentType: 'image/png',
    });
    const metaBefore = await getMetadata(a);
    const url = await getDownloadURL(a);

    await s.restart();
    const again = s.web({ sub: 'dana' });
    const metaAfter = await getMetadata(ref(again, 'submissions/dana/t1/a.txt'));
    const strip = (m: typeof metaBefore) => ({ ...m, ref: undefined });
    expect(strip(metaAfter)).toEqual(strip(metaBefore));
    expect(metaAfter.customMetadata).toEqual({ k: 'v' });
    expect(metaAfter.cacheControl).toBe('no-cache');
    expect(
      Buffer.compare(
        Buffer.from(await getBytes(ref(again, 'submissions/dana/t1/b.png'))),
        Buffer.from(big),
      ),
    ).toBe(0);
    // The same token still downloads (on the new port).
    const res = await fetch(url.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${s.port}`));
    expect(await res.text()).toBe('alpha');
    expect((await listAll(ref(again, 'submissions/dana/t1'))).items.map((i) => i.name)).toEqual([
      'a.txt',
      'b.png',
    ]);
  });

  it('resumes a resumable upload after a restart', async () => {
    const start = await fetch(
      `${s.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent('open/resume.txt')}`,
      {
        method: 'POST',
        headers: {
          'X-Goog-Upload-Protocol': 'resumable',
          'X-Goog-Upload-Command': 'start',
          'X-Goog-Upload-Header-Content-Length': '12',
        },
        body: JSON.stringify({ contentType: 'text/plain' }),
      },
    );
    const uploadUrl = start.headers.get('x-goog-upload-url') as string;
    await fetch(uploadUrl, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '0' },
      body: 'hello ',
    });

    await s.restart();
    const moved = uploadUrl.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${s.port}`);
    const q = await fetch(moved, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'query' } });
    expect(q.headers.get('x-goog-upload-size-received')).toBe('6');
    const fin = await fetch(moved, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '6' },
      body: 'world!',
    });
    expect(fin.status).toBe(200);
    const meta = (await fin.json()) as { size: string; md5Hash: string; contentType: string };
    expect(meta.size).toBe('12');
    expect(meta.contentType).toBe('text/plain');
    expect(meta.md5Hash).toBe(crypto.createHash('md5').update('hello world!').digest('base64'));
    expect(
      await (
        await fetch(`${s.url}/v0/b/${BUCKET}/o/${encodeURIComponent('open/resume.txt')}?alt=media`)
      ).text(),
    ).toBe('hello world!');
  });

  it('sweeps stray files an interrupted write left behind, keeping live objects', async () => {
    const keptPath = 'submissions/dana/t2/kept.txt';
    await uploadString(ref(s.web({ sub: 'dana' }), keptPath), 'kept', 'raw', {
      contentType: 'text/plain',
    });
    const bucketDir = path.join(s.dataDir, 'storage', 'buckets', encodeURIComponent(BUCKET));
    const live = fs.readdirSync(bucketDir).sort();
    fs.writeFileSync(path.join(bucketDir, 'deadbeef.1.bin'), 'orphaned bytes');
    fs.writeFileSync(path.join(bucketDir, 'deadbeef.x.tmp'), '{"half":');
    fs.writeFileSync(path.join(s.dataDir, 'storage', 'tmp', 'upload.tmp'), 'partial');
    await s.restart();
    expect(fs.readdirSync(bucketDir).sort()).toEqual(live);
    expect(fs.readdirSync(path.join(s.dataDir, 'storage', 'tmp'))).toEqual([]);
    const kept = await getBytes(ref(s.web({ sub: 'dana' }), keptPath));
    expect(new TextDecoder().decode(kept)).toBe('kept');
  });

  it('a client that aborts a multipart upload mid-body leaves no object and no temp file', async () => {
    const boundary = 'abortboundary';
    const head = `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"contentType":"text/plain"}\r\n--${boundary}\r\nContent-Type: text/plain\r\n\r\n`;
    const controller = new AbortController();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(c) {
        if (controller.signal.aborted) return c.error(new Error('aborted'));
        await new Promise((r) => setTimeout(r, 1));
        if (sent === 0) c.enqueue(new TextEncoder().encode(head));
        c.enqueue(new Uint8Array(64 * 1024).fill(120));
        sent++;
        if (sent === 20) {
          await new Promise((r) => setTimeout(r, 100));
          controller.abort();
        }
      },
    });
    const attempt = fetch(
      `${s.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent('open/aborted.txt')}`,
      {
        method: 'POST',
        headers: {
          'X-Goog-Upload-Protocol': 'multipart',
          'Content-Type': `multipart/related; boundary=${boundary}`,
        },
        body,
        signal: controller.signal,
        duplex: 'half',
      } as RequestInit,
    );
    await expect(attempt).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 200));
    expect(
      (await fetch(`${s.url}/v0/b/${BUCKET}/o/${encodeURIComponent('open/aborted.txt')}`)).status,
    ).toBe(404);
    expect(fs.readdirSync(path.join(s.dataDir, 'storage', 'tmp'))).toEqual([]);
  });
});
