/**
 * Storage as the official emulator (firebase-tools' storage emulator) answers, through the real
 * SDKs where an SDK makes the call: an unreadable or unknown Authorization is a signed-out caller
 * for the rules and 403 "Missing admin credentials." on admin-only calls; firebase-admin's
 * makePublic(); signed POST policy uploads; its messages for malformed uploads; its
 * Content-Disposition on downloads.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import {
  getBytes,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { BUCKET, PROJECT, startTestStorage, TEST_RULES, type TestStorage } from './helpers.js';

let s: TestStorage;
let app: App;
const bytes = Buffer.from('bytes the rules protect');

/** A web client whose SDK sends `Authorization: Firebase <token>` with this exact token. */
function withToken(token: string): FirebaseStorage {
  // connectStorageEmulator passes a string mockUserToken through unchanged.
  const storage = s.web();
  (storage as unknown as { _overrideAuthToken: string })._overrideAuthToken = token;
  return storage;
}

const objectUrl = (name: string) => `${s.url}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`;

beforeAll(async () => {
  s = await startTestStorage({ rules: TEST_RULES });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${s.port}`;
  delete process.env.STORAGE_EMULATOR_HOST;
  // A service account of our own: generateSignedPostPolicyV4 signs with its key, locally.
  const { privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  app = initializeApp(
    {
      projectId: PROJECT,
      storageBucket: BUCKET,
      credential: cert({
        projectId: PROJECT,
        clientEmail: `emulator@${PROJECT}.iam.gserviceaccount.com`,
        privateKey,
      }),
    },
    'official-storage',
  );
  const alice = s.web({ sub: 'alice' });
  await uploadBytes(ref(alice, 'open/readme.txt'), bytes, { contentType: 'text/plain' });
  // A folder no test writes to, to list.
  await uploadBytes(ref(alice, 'open/shelf/readme.txt'), bytes, { contentType: 'text/plain' });
  await uploadBytes(ref(alice, 'submissions/alice/t1/a (1).txt'), bytes, {
    contentType: 'text/plain',
  });
});

afterAll(async () => {
  await deleteApp(app);
  await s.close();
});

const bucket = () => getAdminStorage(app).bucket();

describe('an unreadable or unknown Authorization is a signed-out caller', () => {
  it.each([
    ['an unreadable ID token', 'not-a-jwt'],
    ['a token whose payload is not JSON', 'a.%%%.c'],
  ])('with %s the web SDK still reads what the rules give everyone', async (_name, token) => {
    const storage = withToken(token);
    expect(Buffer.from(await getBytes(ref(storage, 'open/readme.txt')))).toEqual(bytes);
    expect((await getMetadata(ref(storage, 'open/readme.txt'))).size).toBe(bytes.length);
    expect((await listAll(ref(storage, 'open/shelf'))).items.map((i) => i.name)).toEqual([
      'readme.txt',
    ]);
    // …and is refused what needs a signed-in owner: storage/unauthorized (403), not 401.
    await expect(getBytes(ref(storage, 'submissions/alice/t1/a (1).txt'))).rejects.toMatchObject({
      code: 'storage/unauthorized',
      status: 403,
    });
    await expect(
      uploadBytes(ref(storage, 'submissions/alice/t1/b.txt'), bytes, { contentType: 'text/plain' }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('with another scheme (Basic) or a bare Bearer word', async () => {
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer nobody', 'Token x']) {
      const open = await fetch(`${objectUrl('open/readme.txt')}?alt=media`, {
        headers: { authorization },
      });
      expect(open.status, authorization).toBe(200);
      expect(Buffer.from(await open.arrayBuffer())).toEqual(bytes);
      const closed = await fetch(`${objectUrl('submissions/alice/t1/a (1).txt')}?alt=media`, {
        headers: { authorization },
      });
      expect(closed.status, authorization).toBe(403);
    }
  });

  it('admin-only calls answer 403 "Missing admin credentials." to anyone but the admin', async () => {
    const alice = s.web({ sub: 'alice' });
    const token = await getDownloadURL(ref(alice, 'open/readme.txt')); // a user may read the URL
    expect(token).toContain('token=');
    for (const authorization of [undefined, 'Firebase not-a-jwt', 'Basic x']) {
      for (const query of ['create_token=true', 'delete_token=x']) {
        const res = await fetch(`${objectUrl('open/readme.txt')}?${query}`, {
          method: 'POST',
          headers: authorization ? { authorization } : {},
        });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          error: { code: 403, message: 'Missing admin credentials.' },
        });
      }
    }
    const admin = await fetch(`${objectUrl('open/readme.txt')}?create_token=true`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner' },
    });
    expect(admin.status).toBe(200);
    expect(((await admin.json()) as { downloadTokens: string }).downloadTokens).toContain(',');
  });
});

describe("firebase-admin's file.makePublic()", () => {
  it('adds allUsers READER and answers the access control entry', async () => {
    const file = bucket().file('open/public.txt');
    await file.save(Buffer.from('for everyone'), { contentType: 'text/plain', resumable: false });
    const [response] = await file.makePublic();
    expect(response).toMatchObject({
      kind: 'storage#objectAccessControl',
      object: 'open/public.txt',
      bucket: BUCKET,
      entity: 'allUsers',
      role: 'READER',
    });
    const [isPublic] = await file.isPublic();
    expect(isPublic).toBe(true);
    await expect(bucket().file('open/none.txt').makePublic()).rejects.toMatchObject({ code: 404 });
  });
});

describe('signed POST policy uploads (generateSignedPostPolicyV4 + a form POST)', () => {
  it('stores the file under the key with the fields as metadata, and answers 204', async () => {
    const file = bucket().file('forms/report.pdf');
    const [policy] = await file.generateSignedPostPolicyV4({
      expires: Date.now() + 10 * 60 * 1000,
      fields: { 'x-goog-meta-source': 'form', 'Cache-Control': 'no-store' },
      conditions: [['content-length-range', 0, 1024]],
    });
    expect(policy.url).toBe(`http://127.0.0.1:${s.port}/${BUCKET}`);
    expect(policy.fields).toMatchObject({ key: 'forms/report.pdf', policy: expect.any(String) });
    const form = new FormData();
    for (const [k, v] of Object.entries(policy.fields)) form.append(k, v);
    const content = crypto.randomBytes(700);
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'report.pdf');
    const res = await fetch(policy.url, { method: 'POST', body: form });
    expect(res.status).toBe(204);
    const [meta] = await file.getMetadata();
    expect(meta).toMatchObject({
      name: 'forms/report.pdf',
      contentType: 'application/pdf',
      size: '700',
      cacheControl: 'no-store',
      metadata: { source: 'form' },
    });
    expect(meta.md5Hash).toBe(crypto.createHash('md5').update(content).digest('base64'));
    const [downloaded] = await file.download();
    expect(Buffer.compare(downloaded, content)).toBe(0);
  });

  it('fills ${filename} in the key, and a Content-Type field wins over the part type', async () => {
    const form = new FormData();
    form.append('key', 'forms/${filename}');
    form.append('Content-Type', 'text/csv');
    form.append('file', new Blob(['a,b\n1,2\n']), 'table.csv');
    expect((await fetch(`${s.url}/${BUCKET}`, { method: 'POST', body: form })).status).toBe(204);
    const [meta] = await bucket().file('forms/table.csv').getMetadata();
    expect(meta.contentType).toBe('text/csv');
  });

  it('reads the fields wherever they are in the form, after the file too', async () => {
    const form = new FormData();
    const content = crypto.randomBytes(256 * 1024 + 3);
    form.append('file', new Blob([content], { type: 'image/png' }), 'late.png');
    form.append('key', 'forms/late.png');
    form.append('x-goog-meta-order', 'file-first');
    expect((await fetch(`${s.url}/${BUCKET}`, { method: 'POST', body: form })).status).toBe(204);
    const [meta] = await bucket().file('forms/late.png').getMetadata();
    expect(meta).toMatchObject({ contentType: 'image/png', metadata: { order: 'file-first' } });
    const [downloaded] = await bucket().file('forms/late.png').download();
    expect(Buffer.compare(downloaded, content)).toBe(0);
  });

  it.each([
    ['no file', (f: FormData) => f.append('key', 'forms/x'), "Missing 'key' or file."],
    [
      'no key',
      (f: FormData) => f.append('file', new Blob(['x']), 'x.txt'),
      "Missing 'key' or file.",
    ],
  ])('answers the official 400 for a form with %s', async (_name, fill, message) => {
    const form = new FormData();
    fill(form);
    const res = await fetch(`${s.url}/${BUCKET}`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(message);
  });

  it('answers the official 400 for a body that is not a form', async () => {
    const res = await fetch(`${s.url}/${BUCKET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('Content-Type must be multipart/form-data');
  });
});

describe('malformed uploads get the official messages', () => {
  const related = (boundary: string, parts: string[]) =>
    parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`;
  const meta = 'Content-Type: application/json; charset=utf-8\r\n\r\n{"name":"open/x.txt"}';
  const data = 'Content-Type: text/plain\r\n\r\nhello';

  async function firebaseUpload(contentType: string | undefined, body: string) {
    const headers: Record<string, string> = { 'x-goog-upload-protocol': 'multipart' };
    if (contentType) headers['content-type'] = contentType;
    const res = await fetch(`${s.url}/v0/b/${BUCKET}/o?name=open%2Fx.txt`, {
      method: 'POST',
      headers,
      // Bytes, so that fetch adds no Content-Type of its own.
      body: Buffer.from(body),
    });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  }

  it.each([
    [
      'a bad content type',
      'text/plain',
      related('b', [meta, data]),
      'Bad content type. text/plain',
    ],
    [
      'no boundary',
      'multipart/related',
      related('b', [meta, data]),
      'Bad content type. multipart/related',
    ],
    [
      'three parts',
      'multipart/related; boundary=b',
      related('b', [meta, data, data]),
      'Unexpected number of parts in request body',
    ],
    [
      'one part',
      'multipart/related; boundary=b',
      related('b', [meta]),
      'Unexpected number of parts in request body',
    ],
    [
      'a part without a content type',
      'multipart/related; boundary=b',
      related('b', [meta, 'X-Other: 1\r\n\r\nhello']),
      'Failed to parse multipart request body part. Missing content type.',
    ],
  ])('Firebase API, %s: 400 with the message as text', async (_name, type, body, message) => {
    expect(await firebaseUpload(type, body)).toEqual({
      status: 400,
      type: 'text/html; charset=utf-8',
      text: message,
    });
  });

  it('Firebase API, no content type at all: 400 Bad Request', async () => {
    expect(await firebaseUpload(undefined, 'x')).toMatchObject({
      status: 400,
      text: 'Bad Request',
    });
  });

  it('JSON API (uploadType=multipart), a bad content type: 400 with the message as JSON', async () => {
    const res = await fetch(`${s.url}/upload/storage/v1/b/${BUCKET}/o?uploadType=multipart`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: related('b', [meta, data]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 400, message: 'Bad content type. text/plain' },
    });
    const parts = await fetch(`${s.url}/upload/storage/v1/b/${BUCKET}/o?uploadType=multipart`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/related; boundary=b' },
      body: related('b', [meta, data, data]),
    });
    expect(await parts.json()).toEqual({
      error: { code: 400, message: 'Unexpected number of parts in request body' },
    });
    // Nothing was stored by any of them.
    await expect(bucket().file('open/x.txt').exists()).resolves.toEqual([false]);
  });
});

describe('Content-Disposition on downloads', () => {
  it('a web upload downloads inline with its file name (RFC 5987-encoded)', async () => {
    const url = await getDownloadURL(
      ref(s.web({ sub: 'alice' }), 'submissions/alice/t1/a (1).txt'),
    );
    const res = await fetch(url);
    expect(res.headers.get('content-disposition')).toBe('inline; filename*=a%20%281%29.txt');
  });

  it('an upload without a disposition downloads as an attachment; one with a type keeps it', async () => {
    await bucket()
      .file('open/plain.txt')
      .save(Buffer.from('x'), { resumable: false, contentType: 'text/plain' });
    await bucket()
      .file('open/inline.txt')
      .save(Buffer.from('x'), {
        resumable: false,
        contentType: 'text/plain',
        metadata: { contentDisposition: 'inline' },
      });
    const media = (name: string) =>
      fetch(`${s.url}/download/storage/v1/b/${BUCKET}/o/${encodeURIComponent(name)}?alt=media`);
    expect((await media('open/plain.txt')).headers.get('content-disposition')).toBe(
      'attachment; filename*=plain.txt',
    );
    expect((await media('open/inline.txt')).headers.get('content-disposition')).toBe(
      'inline; filename*=inline.txt',
    );
    // The same object through the Firebase API.
    const v0 = await fetch(`${objectUrl('open/plain.txt')}?alt=media`);
    expect(v0.headers.get('content-disposition')).toBe('attachment; filename*=plain.txt');
  });

  it('a disposition that already names the file is sent as stored', async () => {
    await bucket()
      .file('open/named.mp4')
      .save(Buffer.from('x'), {
        resumable: false,
        contentType: 'video/mp4',
        metadata: { contentDisposition: "attachment; filename*=utf-8''clip.mp4" },
      });
    const res = await fetch(`${objectUrl('open/named.mp4')}?alt=media`);
    expect(res.headers.get('content-disposition')).toBe("attachment; filename*=utf-8''clip.mp4");
  });
});
