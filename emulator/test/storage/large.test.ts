/**
 * A 200 MB file through the web SDK, resumable and multipart, against a server in its own
 * process: bytes and the server's MD5/CRC32C are verified, and the server's peak RSS must stay
 * far below the file size (uploads and downloads stream). Also: a crash mid-upload leaves no
 * half object.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getMetadata,
  getStorage,
  getStream,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { crc32cBase64, crc32cUpdate } from '../../src/storage/crc32c.js';
import { removeChildBundle, startChildStorage, type ChildStorage } from './child.js';
import { BUCKET, PROJECT, TEST_RULES } from './helpers.js';

const SIZE = 200 * 1024 * 1024;
const MB = 1024 * 1024;

let work: string;
let file: string;
let expected: { md5: string; crc32c: string };
let child: ChildStorage;
let app: FirebaseApp;
let storage: FirebaseStorage;
const memoryLog: string[] = [];

function connect(port: number): FirebaseStorage {
  app = initializeApp(
    { projectId: PROJECT, apiKey: 'fake', storageBucket: BUCKET },
    `large-${Date.now()}`,
  );
  const st = getStorage(app);
  // A killed server must fail the upload quickly instead of being retried for minutes.
  st.maxUploadRetryTime = 2_000;
  st.maxOperationRetryTime = 10_000;
  connectStorageEmulator(st, '127.0.0.1', port, {
    mockUserToken: { user_id: 'carol', sub: 'carol' },
  });
  return st;
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-storage-large-'));
  file = path.join(work, 'big.bin');
  // 200 MB of pseudo-random bytes, written (and hashed) in 1 MB blocks.
  const block = crypto.randomBytes(MB);
  const fd = fs.openSync(file, 'w');
  const md5 = crypto.createHash('md5');
  let crc = 0;
  for (let i = 0; i < SIZE / MB; i++) {
    block.writeUInt32LE(i, 0);
    fs.writeSync(fd, block);
    md5.update(block);
    crc = crc32cUpdate(crc, block);
  }
  fs.closeSync(fd);
  expected = { md5: md5.digest('base64'), crc32c: crc32cBase64(crc) };
  child = await startChildStorage(path.join(work, 'data'), TEST_RULES);
  storage = connect(child.port);
});

afterAll(async () => {
  await deleteApp(app);
  await child?.stop();
  fs.rmSync(work, { recursive: true, force: true });
  removeChildBundle();
  if (memoryLog.length) console.log(memoryLog.join('\n'));
});

/** A fresh server process on the same data, so each memory measurement starts clean. */
async function freshServer(): Promise<void> {
  await deleteApp(app);
  await child.stop();
  child = await startChildStorage(path.join(work, 'data'), TEST_RULES);
  storage = connect(child.port);
}

async function streamHash(
  stream: ReadableStream<Uint8Array>,
): Promise<{ size: number; md5: string; crc32c: string }> {
  const md5 = crypto.createHash('md5');
  let crc = 0;
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    md5.update(value);
    crc = crc32cUpdate(crc, value);
    size += value.length;
  }
  return { size, md5: md5.digest('base64'), crc32c: crc32cBase64(crc) };
}

async function rawMetadata(
  port: number,
  name: string,
): Promise<{ size: string; md5Hash: string; crc32c: string }> {
  const res = await fetch(`http://127.0.0.1:${port}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  return (await res.json()) as { size: string; md5Hash: string; crc32c: string };
}

describe('a 200 MB file', () => {
  it('uploads resumably and downloads with bounded server memory, hashes verified', async () => {
    const before = await child.resetPeak();
    const blob = await fs.openAsBlob(file, { type: 'video/mp4' });
    const task = uploadBytesResumable(ref(storage, 'large/carol/video.mp4'), blob);
    let events = 0;
    task.on('state_changed', () => events++);
    const { metadata } = await task;
    expect(events).toBeGreaterThan(5);
    expect(metadata.size).toBe(SIZE);
    expect(metadata.md5Hash).toBe(expected.md5);
    expect(metadata.contentType).toBe('video/mp4');
    expect((await rawMetadata(child.port, 'large/carol/video.mp4')).crc32c).toBe(expected.crc32c);

    const afterUpload = await child.memory();
    memoryLog.push(
      `resumable 200 MB upload: server RSS before ${(before.rss / MB).toFixed(0)} MB, peak ${(afterUpload.peak / MB).toFixed(0)} MB, growth ${((afterUpload.peak - before.rss) / MB).toFixed(0)} MB`,
    );
    expect(afterUpload.peak - before.rss).toBeLessThan(100 * MB);

    await freshServer();
    const beforeDownload = await child.resetPeak();
    const got = await streamHash(getStream(ref(storage, 'large/carol/video.mp4')));
    expect(got).toEqual({ size: SIZE, md5: expected.md5, crc32c: expected.crc32c });
    const after = await child.memory();
    const growth = after.peak - beforeDownload.rss;
    memoryLog.push(
      `200 MB download (getStream): server RSS before ${(beforeDownload.rss / MB).toFixed(0)} MB, peak ${(after.peak / MB).toFixed(0)} MB, growth ${(growth / MB).toFixed(0)} MB`,
    );
    expect(growth).toBeLessThan(100 * MB);
  });

  it('uploads as one multipart request (uploadBytes) with bounded server memory', async () => {
    await freshServer();
    const before = await child.resetPeak();
    const blob = await fs.openAsBlob(file, { type: 'video/mp4' });
    const { metadata } = await uploadBytes(ref(storage, 'large/carol/video2.mp4'), blob);
    expect(metadata.size).toBe(SIZE);
    expect(metadata.md5Hash).toBe(expected.md5);
    expect((await rawMetadata(child.port, 'large/carol/video2.mp4')).crc32c).toBe(expected.crc32c);
    const after = await child.memory();
    const growth = after.peak - before.rss;
    memoryLog.push(
      `multipart 200 MB up: server RSS before ${(before.rss / MB).toFixed(0)} MB, peak ${(after.peak / MB).toFixed(0)} MB, growth ${(growth / MB).toFixed(0)} MB`,
    );
    expect(growth).toBeLessThan(100 * MB);
  });

  it('a crash (SIGKILL) mid-upload leaves the previous object intact and no half object', async () => {
    // The test's own previous object, which the 200 MB upload is to replace.
    const target = ref(storage, 'large/carol/crash.mp4');
    await uploadBytes(target, Buffer.from('the previous object'), { contentType: 'video/mp4' });
    const before = await getMetadata(target);
    const bucketDir = path.join(work, 'data', 'storage', 'buckets', encodeURIComponent(BUCKET));
    const objectFiles = () => fs.readdirSync(bucketDir).filter((f) => f.endsWith('.bin')).length;
    const filesBefore = objectFiles();
    const blob = await fs.openAsBlob(file, { type: 'video/mp4' });
    const upload = uploadBytes(target, blob).catch((e: unknown) => e);
    // Kill once some bytes have reached the server's temp directory.
    const tmp = path.join(work, 'data', 'storage', 'tmp');
    for (let i = 0; i < 200; i++) {
      const sizes = fs.existsSync(tmp)
        ? fs.readdirSync(tmp).map((f) => fs.statSync(path.join(tmp, f)).size)
        : [];
      if (sizes.some((n) => n > 10 * MB)) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await child.kill();
    expect(await upload).toBeInstanceOf(Error);
    await deleteApp(app);

    child = await startChildStorage(path.join(work, 'data'), TEST_RULES);
    storage = connect(child.port);
    const after = await getMetadata(ref(storage, 'large/carol/crash.mp4'));
    expect(after.generation).toBe(before.generation);
    expect(after.md5Hash).toBe(before.md5Hash);
    // The partial bytes were swept at start; only the live objects' files remain.
    expect(fs.readdirSync(tmp)).toEqual([]);
    expect(objectFiles()).toBe(filesBefore);
  });
});
