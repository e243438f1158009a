import { describe, expect, it } from 'vitest';
import { STORAGE_RULES } from './fixtures/groundtruth-rules.js';
import {
  type RulesAuth,
  type StorageObject,
  type StorageRulesRequest,
  compileRules,
  evaluateFirestore,
  evaluateStorage,
} from './index.js';
import { memoryAccess, toFields } from './testing.js';

const rules = compileRules(STORAGE_RULES);
const NOW = new Date('2026-03-01T12:00:00Z');
const D = '/databases/(default)/documents';
const creator: RulesAuth = { uid: 'c1', token: {} };
const staff: RulesAuth = { uid: 's1', token: { role: 'staff' } };
const firestore = memoryAccess({
  [`${D}/tasks/open1`]: toFields({ status: 'open' }),
  [`${D}/tasks/closed1`]: toFields({ status: 'closed' }),
});
const MB = 1024 * 1024;
const obj = (name: string, patch: Partial<StorageObject> = {}): StorageObject => ({
  name,
  bucket: 'demo.appspot.com',
  size: 10 * MB,
  contentType: 'video/mp4',
  metadata: {},
  ...patch,
});

type Case = [
  string,
  Partial<StorageRulesRequest> & Pick<StorageRulesRequest, 'method' | 'objectPath'>,
  boolean,
];

describe('storage rules: size and content-type limits, cross-service firestore.get', () => {
  const up = (path: string, patch: Partial<StorageObject> = {}) => obj(path, patch);
  // prettier-ignore
  const cases: Case[] = [
    ['creator uploads a video to an open task', { method: 'create', objectPath: 'submissions/c1/open1/1.mp4', auth: creator, requestResource: up('submissions/c1/open1/1.mp4') }, true],
    ['creator uploads an image', { method: 'create', objectPath: 'submissions/c1/open1/1.jpg', auth: creator, requestResource: up('submissions/c1/open1/1.jpg', { contentType: 'image/jpeg' }) }, true],
    ['100 MB is too large', { method: 'create', objectPath: 'submissions/c1/open1/1.mp4', auth: creator, requestResource: up('x', { size: 100 * MB }) }, false],
    ['just under 100 MB is fine', { method: 'create', objectPath: 'submissions/c1/open1/1.mp4', auth: creator, requestResource: up('x', { size: 100 * MB - 1 }) }, true],
    ['pdf is refused', { method: 'create', objectPath: 'submissions/c1/open1/1.pdf', auth: creator, requestResource: up('x', { contentType: 'application/pdf' }) }, false],
    ['missing content type is an error, refused', { method: 'create', objectPath: 'submissions/c1/open1/1.bin', auth: creator, requestResource: up('x', { contentType: undefined }) }, false],
    ['closed task (firestore.get) refused', { method: 'create', objectPath: 'submissions/c1/closed1/1.mp4', auth: creator, requestResource: up('x') }, false],
    ['missing task (firestore.exists false) refused', { method: 'create', objectPath: 'submissions/c1/nope/1.mp4', auth: creator, requestResource: up('x') }, false],
    ["uploading into someone else's folder refused", { method: 'create', objectPath: 'submissions/c2/open1/1.mp4', auth: creator, requestResource: up('x') }, false],
    ['signed-out upload refused', { method: 'create', objectPath: 'submissions/c1/open1/1.mp4', auth: null, requestResource: up('x') }, false],
    ['overwrite refused', { method: 'update', objectPath: 'submissions/c1/open1/1.mp4', auth: creator, requestResource: up('x'), resource: obj('x') }, false],
    ['owner reads own media', { method: 'get', objectPath: 'submissions/c1/open1/1.mp4', auth: creator, resource: obj('x') }, true],
    ['staff read any media', { method: 'get', objectPath: 'submissions/c1/open1/1.mp4', auth: staff, resource: obj('x') }, true],
    ['others cannot read', { method: 'get', objectPath: 'submissions/c1/open1/1.mp4', auth: { uid: 'c2', token: {} }, resource: obj('x') }, false],
    ['owner lists own folder', { method: 'list', objectPath: 'submissions/c1/open1/', auth: creator }, true],
    ['owner deletes unlocked media', { method: 'delete', objectPath: 'submissions/c1/open1/1.mp4', auth: creator, resource: obj('x') }, true],
    ['owner cannot delete locked media', { method: 'delete', objectPath: 'submissions/c1/open1/1.mp4', auth: creator, resource: obj('x', { metadata: { locked: 'true' } }) }, false],
    ['staff delete locked media', { method: 'delete', objectPath: 'submissions/c1/open1/1.mp4', auth: staff, resource: obj('x', { metadata: { locked: 'true' } }) }, true],
    ['avatars are public', { method: 'get', objectPath: 'avatars/c1', auth: null, resource: obj('avatars/c1') }, true],
    ['avatar png upload', { method: 'create', objectPath: 'avatars/c1', auth: creator, requestResource: up('avatars/c1', { size: 1000, contentType: 'image/png' }) }, true],
    ['avatar gif refused', { method: 'create', objectPath: 'avatars/c1', auth: creator, requestResource: up('avatars/c1', { size: 1000, contentType: 'image/gif' }) }, false],
    ['avatar over 1 MB refused', { method: 'update', objectPath: 'avatars/c1', auth: creator, requestResource: up('avatars/c1', { size: MB, contentType: 'image/png' }) }, false],
    ["someone else's avatar refused", { method: 'create', objectPath: 'avatars/c2', auth: creator, requestResource: up('avatars/c2', { size: 10, contentType: 'image/png' }) }, false],
    ['staff list exports at depth', { method: 'list', objectPath: 'exports/2026/03/', auth: staff }, true],
    ['staff read an export', { method: 'get', objectPath: 'exports/2026/03/a.csv', auth: staff, resource: obj('exports/2026/03/a.csv') }, true],
    ['creators cannot read exports', { method: 'get', objectPath: 'exports/a.csv', auth: creator, resource: obj('exports/a.csv') }, false],
    ['unmatched path refused', { method: 'get', objectPath: 'other/a', auth: staff, resource: obj('other/a') }, false],
  ];
  it.each(cases)('%s', (_n, partial, allowed) => {
    const req: StorageRulesRequest = {
      bucket: 'demo.appspot.com',
      auth: null,
      time: NOW,
      firestore,
      ...partial,
    };
    expect(evaluateStorage(rules, req).allowed).toBe(allowed);
  });
});

describe('storage request and resource objects', () => {
  const R = (cond: string) =>
    compileRules(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} {
      allow read, write: if ${cond};
    }
  }
}`);
  const existing = obj('a/b/c.png', {
    size: 2048,
    contentType: 'image/png',
    metadata: { owner: 'u1' },
    md5Hash: 'abc==',
    crc32c: 'AAAA',
    etag: 'e1',
    generation: '17',
    metageneration: '2',
    timeCreated: '2026-01-01T00:00:00.000Z',
    updated: '2026-02-01T00:00:00.000Z',
    contentDisposition: 'inline',
    contentEncoding: 'gzip',
    contentLanguage: 'en',
    cacheControl: 'no-cache',
  });
  const base: StorageRulesRequest = {
    method: 'update',
    bucket: 'demo.appspot.com',
    objectPath: 'a/b/c.png',
    auth: { uid: 'u1', token: {} },
    time: NOW,
    resource: existing,
    requestResource: obj('a/b/c.png', {
      size: 4096,
      contentType: 'image/png',
      metadata: { owner: 'u1', v: '2' },
    }),
  };
  // prettier-ignore
  const cases: [string, Partial<StorageRulesRequest>, boolean][] = [
    ["resource.name == 'a/b/c.png'", {}, true],
    ["resource.bucket == 'demo.appspot.com' && bucket == 'demo.appspot.com'", {}, true],
    ['resource.size == 2048 && resource.size is int', {}, true],
    ["resource.contentType == 'image/png'", {}, true],
    ['resource.metadata.owner == request.auth.uid', {}, true],
    ["resource.md5Hash == 'abc==' && resource.crc32c == 'AAAA' && resource.etag == 'e1'", {}, true],
    ["resource.generation == '17' && resource.metageneration == '2'", {}, true],
    ['resource.timeCreated < resource.updated && resource.updated < request.time', {}, true],
    ['resource.timeCreated.year() == 2026', {}, true],
    ["resource.contentDisposition == 'inline' && resource.contentEncoding == 'gzip'", {}, true],
    ["resource.contentLanguage == 'en' && resource.cacheControl == 'no-cache'", {}, true],
    ['request.resource.size > resource.size', {}, true],
    ["request.resource.metadata.v == '2'", {}, true],
    ["request.resource.metadata.keys().hasOnly(['owner', 'v'])", {}, true],
    ['allPaths == /a/b/c.png', {}, true],
    ['request.path == /b/demo.appspot.com/o/a/b/c.png', {}, true],
    ["request.method == 'update'", {}, true],
    ['request.time == timestamp.date(2026, 3, 1) + duration.value(12, "h")', {}, true],
    ['resource == null', { resource: null, method: 'create' }, true],
    ['resource.size > 0', { resource: null, method: 'create' }, false],
    ['request.resource.size > 0', { method: 'delete' }, false],
    ['request.resource.metadata.size() == 0', { requestResource: obj('x', { metadata: undefined }) }, true],
  ];
  it.each(cases)('%s', (cond, patch, allowed) => {
    expect(evaluateStorage(R(cond), { ...base, ...patch }).allowed).toBe(allowed);
  });

  it('firestore.get without Firestore access denies with a reason', () => {
    const d = evaluateStorage(R('firestore.get(/databases/(default)/documents/a/b).data.x == 1'), {
      ...base,
      firestore: undefined,
    });
    expect(d.allowed).toBe(false);
    expect(d.explanation).toContain('not available');
  });

  it('does not mix services', () => {
    const d = evaluateFirestore(rules, {
      method: 'get',
      path: `${D}/a/b`,
      auth: null,
      time: NOW,
      data: memoryAccess({}),
    });
    expect(d).toMatchObject({
      allowed: false,
      explanation: 'These rules are for service firebase.storage, not cloud.firestore.',
    });
    expect(
      evaluateStorage(
        compileRules('service cloud.firestore { match /{d=**} { allow read; } }'),
        base,
      ).allowed,
    ).toBe(false);
  });

  it('Firestore get() is not a Storage global', () => {
    const d = evaluateStorage(R('get(/databases/(default)/documents/a/b) != null'), base);
    expect(d.explanation).toContain('Function not found error: Name: [get].');
  });
});
