/**
 * The storage.rules matrix: submission files × every identity × get/list/create/update/delete
 * through the web Storage SDK with emulator mock tokens, plus the type and size limits.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  deleteObject,
  getBytes,
  getMetadata,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileRules, evaluateStorage } from '../../emulator/src/rules/index.js';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@groundtruth/domain/constants';
import { admin, mockClient } from './support/clients';
import {
  clientFor,
  identities,
  ownerFor,
  seedMatrix,
  uidOf,
  uids,
  type Identity,
} from './support/matrix';
import { BUCKET } from './support/stack';

type Op = (storage: FirebaseStorage, who: Identity) => Promise<unknown>;

const bytes = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);
const seedPath = (owner: string) => `submissions/${owner}/mx-task/seed.mp4`;
let uploads = 0;

async function outcome(run: Op, who: Identity): Promise<'allow' | 'deny'> {
  try {
    await run(clientFor(who).storage, who);
    return 'allow';
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'storage/unauthorized' || code === 'storage/unauthenticated') return 'deny';
    throw err;
  }
}

const staff = ['support', 'admin'] as const;
const rows: { op: string; run: Op; allow: readonly Identity[] }[] = [
  {
    op: 'get metadata',
    run: (s, who) => getMetadata(ref(s, seedPath(ownerFor(who)))),
    allow: ['creator', ...staff],
  },
  {
    op: 'download',
    run: (s, who) => getBytes(ref(s, seedPath(ownerFor(who)))),
    allow: ['creator', ...staff],
  },
  {
    op: 'list the task folder',
    run: (s, who) => list(ref(s, `submissions/${ownerFor(who)}/mx-task`)),
    allow: ['creator', ...staff],
  },
  {
    op: 'upload a new video to the target folder',
    run: (s, who) =>
      uploadBytes(ref(s, `submissions/${ownerFor(who)}/mx-task/${who}-${++uploads}.mp4`), bytes, {
        contentType: 'video/mp4',
      }),
    allow: ['creator'],
  },
  {
    op: 'upload a new video to their own folder',
    run: (s, who) =>
      uploadBytes(
        ref(s, `submissions/${uidOf(who) ?? 'nobody'}/mx-task/own-${++uploads}.mp4`),
        bytes,
        { contentType: 'video/mp4' },
      ),
    allow: ['creator', 'otherCreator'],
  },
  {
    op: 'upload a PDF',
    run: (s, who) =>
      uploadBytes(ref(s, `submissions/${ownerFor(who)}/mx-task/${who}-${++uploads}.pdf`), bytes, {
        contentType: 'application/pdf',
      }),
    allow: ['creator'],
  },
  {
    op: 'upload an executable',
    run: (s, who) =>
      uploadBytes(ref(s, `submissions/${ownerFor(who)}/mx-task/${who}-${++uploads}.exe`), bytes, {
        contentType: 'application/x-msdownload',
      }),
    allow: [],
  },
  {
    op: 'upload outside a task folder',
    run: (s, who) =>
      uploadBytes(ref(s, `submissions/${ownerFor(who)}/loose-${++uploads}.mp4`), bytes, {
        contentType: 'video/mp4',
      }),
    allow: [],
  },
  {
    op: 'upload elsewhere in the bucket',
    run: (s, who) =>
      uploadBytes(ref(s, `avatars/${who}-${++uploads}.png`), bytes, { contentType: 'image/png' }),
    allow: [],
  },
  {
    op: 'overwrite an uploaded file',
    run: (s, who) =>
      uploadBytes(ref(s, seedPath(ownerFor(who))), bytes, { contentType: 'video/mp4' }),
    allow: [],
  },
  {
    op: 'update metadata',
    run: (s, who) =>
      updateMetadata(ref(s, seedPath(ownerFor(who))), { customMetadata: { a: 'b' } }),
    allow: [],
  },
  { op: 'delete', run: (s, who) => deleteObject(ref(s, seedPath(ownerFor(who)))), allow: [] },
];

beforeAll(async () => {
  await seedMatrix();
  for (const owner of [uids.creator, uids.suspended]) {
    await admin
      .bucket()
      .file(seedPath(owner))
      .save(Buffer.from(bytes), { contentType: 'video/mp4' });
  }
});

describe('storage.rules: submissions/{userId}/{taskId}/{file}', () => {
  const cases = rows.flatMap((row) =>
    identities.map((who) => ({
      op: row.op,
      run: row.run,
      who,
      expected: row.allow.includes(who) ? 'allow' : 'deny',
    })),
  );
  it.each(cases)('should $expected $who: $op', async ({ run, who, expected }) => {
    expect(await outcome(run, who)).toBe(expected);
  });
});

describe('storage.rules: limits', () => {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../storage.rules'), 'utf8');
  const rules = compileRules(source);
  const create = (size: number, contentType: string) =>
    evaluateStorage(rules, {
      method: 'create',
      bucket: BUCKET,
      objectPath: `submissions/${uids.creator}/t1/1.mp4`,
      auth: { uid: uids.creator, token: { role: 'creator', sub: uids.creator } },
      time: new Date(),
      requestResource: {
        name: `submissions/${uids.creator}/t1/1.mp4`,
        bucket: BUCKET,
        size,
        contentType,
      },
      firestore: {
        get: (p) =>
          p.endsWith(`/users/${uids.creator}`)
            ? { name: p, fields: { status: { stringValue: 'active' } } }
            : null,
        getAfter: () => null,
      },
    }).allowed;

  it('should allow files up to MAX_UPLOAD_BYTES and refuse larger ones', () => {
    expect(create(MAX_UPLOAD_BYTES, 'video/mp4')).toBe(true);
    expect(create(MAX_UPLOAD_BYTES + 1, 'video/mp4')).toBe(false);
  });

  it.each([
    ['video/mp4', true],
    ['video/quicktime', true],
    ['audio/mpeg', true],
    ['image/jpeg', true],
    ['application/pdf', true],
    ['text/plain', true],
    ['text/markdown', true],
    ['text/html', false],
    ['application/zip', false],
    ['application/x-msdownload', false],
  ])('should agree with ALLOWED_UPLOAD_TYPES on %s', (type, allowed) => {
    expect(ALLOWED_UPLOAD_TYPES.test(type)).toBe(allowed);
    expect(create(1024, type)).toBe(allowed);
  });
});

describe('storage.rules: a demoted staff member with a stale claim', () => {
  it("should not read a creator's files", async () => {
    const { storage } = mockClient({ sub: uids.otherCreator, role: 'support' });
    await expect(getMetadata(ref(storage, seedPath(uids.creator)))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });
});
