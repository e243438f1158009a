/**
 * The storage.rules matrix: submission files × every identity × get/list/create/update/delete
 * through the web Storage SDK with emulator mock tokens, plus the type and size limits and the
 * acceptance an upload needs, which the rules read from Firestore (firestore.get).
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
import type { StoredDocument } from '../../emulator/src/rules/api.js';
import { Timestamp } from 'firebase-admin/firestore';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@groundtruth/domain/upload-types';
import { acceptedUploadTypes } from '@groundtruth/domain/upload-types';
import {
  QUIZ_MEDIA_MAX_BYTES,
  quizMediaKinds,
  quizMediaTypes,
} from '@groundtruth/domain/qualifications';
import { admin, mockClient } from '../testing/clients';
import {
  clientFor,
  itAllowsExactly,
  ownerFor,
  seedMatrix,
  uidOf,
  uids,
  type Identity,
  type MatrixRow,
} from '../testing/matrix';
import {
  itAllowsExactlyForOrdersWith,
  matrixOrders,
  orderClient,
  seedOrderMatrix,
  type OrderIdentity,
} from '../testing/order-matrix';
import { BUCKET } from '../testing/stack';

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

type Row = MatrixRow<Op>;

const staff = ['support', 'admin'] as const;
const rows: Row[] = [
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

/** task_acceptances/{taskId}_{uid}, as acceptTask and submitWork leave it. */
function acceptance(taskId: string, uid: string, fields: Record<string, unknown> = {}) {
  return admin
    .db()
    .doc(`task_acceptances/${taskId}_${uid}`)
    .set({
      task_id: taskId,
      user_id: uid,
      status: 'accepted',
      accepted_at: Timestamp.now(),
      ...fields,
    });
}

beforeAll(async () => {
  await seedMatrix();
  // Every creator holds an acceptance of the matrix's task: the matrix is about who may write
  // where; the acceptance itself is tested below.
  await Promise.all(
    [uids.creator, uids.otherCreator, uids.suspended].map((uid) => acceptance('mx-task', uid)),
  );
  for (const owner of [uids.creator, uids.suspended]) {
    await admin
      .bucket()
      .file(seedPath(owner))
      .save(Buffer.from(bytes), { contentType: 'video/mp4' });
  }
});

describe('storage.rules: submissions/{userId}/{taskId}/{file}', () => {
  itAllowsExactly(rows, outcome);
});

/** An export's files: staff read them, no creator does, no client writes them. */
const exportPath = 'exports/mx-export/dataset-card.md';
const exportRows: Row[] = [
  { op: 'get metadata', run: (s) => getMetadata(ref(s, exportPath)), allow: staff },
  { op: 'download the card', run: (s) => getBytes(ref(s, exportPath)), allow: staff },
  {
    op: 'download a copied file',
    run: (s) => getBytes(ref(s, 'exports/mx-export/files/s_1/1.mp4')),
    allow: staff,
  },
  { op: 'list the export', run: (s) => list(ref(s, 'exports/mx-export')), allow: staff },
  {
    op: 'create a file in an export',
    run: (s, who) =>
      uploadBytes(ref(s, `exports/mx-export/extra-${who}-${++uploads}.txt`), bytes, {
        contentType: 'text/plain',
      }),
    allow: [],
  },
  {
    op: 'start an export folder',
    run: (s, who) =>
      uploadBytes(ref(s, `exports/new-${who}-${++uploads}/manifest.jsonl`), bytes, {
        contentType: 'application/json',
      }),
    allow: [],
  },
  {
    op: 'replace the manifest',
    run: (s) =>
      uploadBytes(ref(s, 'exports/mx-export/manifest.jsonl'), bytes, {
        contentType: 'application/json',
      }),
    allow: [],
  },
  {
    op: 'update metadata',
    run: (s) => updateMetadata(ref(s, exportPath), { customMetadata: { a: 'b' } }),
    allow: [],
  },
  { op: 'delete', run: (s) => deleteObject(ref(s, exportPath)), allow: [] },
];

describe('storage.rules: exports/{exportId}/**', () => {
  beforeAll(async () => {
    for (const file of [
      exportPath,
      'exports/mx-export/manifest.jsonl',
      'exports/mx-export/files/s_1/1.mp4',
    ])
      await admin.bucket().file(file).save(Buffer.from('export'), { resumable: false });
  });
  itAllowsExactly(exportRows, outcome);
});

/**
 * A dataset order's samples: the customers of the order's organisation and staff read them; the
 * other organisation's customer, a suspended customer and every creator (the matrix's creator
 * stands for the one whose approved file the sample was copied from) do not; no client writes.
 */
type OrderOp = (storage: FirebaseStorage) => Promise<unknown>;
const samplePath = (order: string) => `order-samples/${order}/s-${order}.jpg`;
const ownSample = samplePath(matrixOrders.own);

async function orderOutcome(run: OrderOp, who: OrderIdentity): Promise<'allow' | 'deny'> {
  try {
    await run(orderClient(who).storage);
    return 'allow';
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'storage/unauthorized' || code === 'storage/unauthenticated') return 'deny';
    throw err;
  }
}

const ownOrg = ['customer', ...staff] as const;
const sampleRows: { op: string; run: OrderOp; allow: readonly OrderIdentity[] }[] = [
  { op: 'download a sample', run: (s) => getBytes(ref(s, ownSample)), allow: ownOrg },
  { op: 'get its metadata', run: (s) => getMetadata(ref(s, ownSample)), allow: ownOrg },
  {
    op: 'list the order’s samples',
    run: (s) => list(ref(s, `order-samples/${matrixOrders.own}`)),
    allow: ownOrg,
  },
  {
    op: 'download the other organisation’s sample',
    run: (s) => getBytes(ref(s, samplePath(matrixOrders.other))),
    allow: ['otherCustomer', ...staff],
  },
  {
    op: 'download a sample of an order that does not exist',
    run: (s) => getBytes(ref(s, samplePath('mx-no-order'))),
    allow: staff,
  },
  {
    op: 'upload a sample',
    run: (s) =>
      uploadBytes(ref(s, `order-samples/${matrixOrders.own}/new-${++uploads}.jpg`), bytes, {
        contentType: 'image/jpeg',
      }),
    allow: [],
  },
  {
    op: 'replace a sample',
    run: (s) => uploadBytes(ref(s, ownSample), bytes, { contentType: 'image/jpeg' }),
    allow: [],
  },
  {
    op: 'update metadata',
    run: (s) => updateMetadata(ref(s, ownSample), { customMetadata: { a: 'b' } }),
    allow: [],
  },
  { op: 'delete a sample', run: (s) => deleteObject(ref(s, ownSample)), allow: [] },
];

describe('storage.rules: order-samples/{orderId}/{file}', () => {
  beforeAll(async () => {
    await seedOrderMatrix();
    for (const order of [matrixOrders.own, matrixOrders.other, 'mx-no-order'])
      await admin
        .bucket()
        .file(samplePath(order))
        .save(Buffer.from(bytes), { contentType: 'image/jpeg', resumable: false });
  });
  itAllowsExactlyForOrdersWith(sampleRows, orderOutcome);
});

const quizImage = 'qualifications/mx-quiz/image';
const quizRows: Row[] = [
  {
    op: 'download a question picture',
    run: (s) => getBytes(ref(s, quizImage)),
    allow: ['creator', 'otherCreator', ...staff],
  },
  {
    op: 'upload a question picture',
    run: (s, who) =>
      uploadBytes(ref(s, `qualifications/up-${who}-${++uploads}/image`), bytes, {
        contentType: 'image/png',
      }),
    allow: ['admin'],
  },
  {
    op: 'upload a question clip',
    run: (s, who) =>
      uploadBytes(ref(s, `qualifications/up-${who}-${++uploads}/clip`), bytes, {
        contentType: 'video/mp4',
      }),
    allow: ['admin'],
  },
  {
    op: 'upload a video as a picture',
    run: (s, who) =>
      uploadBytes(ref(s, `qualifications/up-${who}-${++uploads}/image`), bytes, {
        contentType: 'video/mp4',
      }),
    allow: [],
  },
  {
    op: 'upload a picture under another name',
    run: (s, who) =>
      uploadBytes(ref(s, `qualifications/up-${who}-${++uploads}/answers.png`), bytes, {
        contentType: 'image/png',
      }),
    allow: [],
  },
  {
    op: 'replace a question picture',
    run: (s) => uploadBytes(ref(s, quizImage), bytes, { contentType: 'image/png' }),
    allow: [],
  },
  { op: 'delete a question picture', run: (s) => deleteObject(ref(s, quizImage)), allow: [] },
];

describe('storage.rules: qualifications/{uploadId}/{image|clip}', () => {
  beforeAll(async () => {
    await admin
      .bucket()
      .file(quizImage)
      .save(Buffer.from(bytes), { contentType: 'image/png', resumable: false });
  });
  itAllowsExactly(quizRows, outcome);
});

describe('storage.rules: limits', () => {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../storage.rules'), 'utf8');
  const rules = compileRules(source);
  /**
   * Whether `uid`, an active user of `role`, may create `objectPath`; the rules' firestore.get
   * finds their users document and `documents` (fields by path suffix), and nothing else.
   */
  const createAs = (
    { uid, role }: { uid: string; role: string },
    objectPath: string,
    size: number,
    contentType: string,
    documents: Record<string, StoredDocument['fields']> = {},
  ) => {
    const stored: Record<string, StoredDocument['fields']> = {
      [`/users/${uid}`]: { status: { stringValue: 'active' }, role: { stringValue: role } },
      ...documents,
    };
    return evaluateStorage(rules, {
      method: 'create',
      bucket: BUCKET,
      objectPath,
      auth: { uid, token: { role, sub: uid } },
      time: new Date(),
      requestResource: { name: objectPath, bucket: BUCKET, size, contentType },
      firestore: {
        get: (p): StoredDocument | null => {
          const found = Object.entries(stored).find(([suffix]) => p.endsWith(suffix));
          return found ? { name: p, fields: found[1] } : null;
        },
        getAfter: () => null,
      },
    }).allowed;
  };

  const create = (size: number, contentType: string) =>
    createAs(
      { uid: uids.creator, role: 'creator' },
      `submissions/${uids.creator}/t1/1.mp4`,
      size,
      contentType,
      {
        [`/task_acceptances/t1_${uids.creator}`]: {
          user_id: { stringValue: uids.creator },
          status: { stringValue: 'accepted' },
        },
      },
    );

  const uploadQuizMedia = (kind: string, size: number, contentType: string) =>
    createAs({ uid: uids.admin, role: 'admin' }, `qualifications/u1/${kind}`, size, contentType);

  it('should allow a question picture up to QUIZ_MEDIA_MAX_BYTES and refuse a larger one', () => {
    expect(uploadQuizMedia('image', QUIZ_MEDIA_MAX_BYTES, 'image/png')).toBe(true);
    expect(uploadQuizMedia('image', QUIZ_MEDIA_MAX_BYTES + 1, 'image/png')).toBe(false);
  });

  it.each(quizMediaKinds.flatMap((kind) => quizMediaTypes[kind].map((type) => ({ kind, type }))))(
    'should take $type as a question $kind, as domain/qualifications lists it, and not as the other kind',
    ({ kind, type }) => {
      expect(uploadQuizMedia(kind, 1024, type)).toBe(true);
      expect(uploadQuizMedia(kind === 'image' ? 'clip' : 'image', 1024, type)).toBe(false);
    },
  );

  it.each(['image/svg+xml', 'text/html', 'image/heic', 'audio/mpeg'])(
    'should refuse %s as question media',
    (type) => {
      expect(uploadQuizMedia('image', 1024, type)).toBe(false);
      expect(uploadQuizMedia('clip', 1024, type)).toBe(false);
    },
  );

  it('should allow files up to MAX_UPLOAD_BYTES and refuse larger ones', () => {
    expect(create(MAX_UPLOAD_BYTES, 'video/mp4')).toBe(true);
    expect(create(MAX_UPLOAD_BYTES + 1, 'video/mp4')).toBe(false);
  });

  it.each(acceptedUploadTypes)('should accept %s, a type of domain/upload-types', (type) => {
    expect(ALLOWED_UPLOAD_TYPES.test(type)).toBe(true);
    expect(create(1024, type)).toBe(true);
  });

  it.each([
    'image/svg+xml',
    'text/html',
    'application/xhtml+xml',
    'text/xml',
    'application/javascript',
    'application/zip',
    'application/x-msdownload',
    'application/octet-stream',
    'video/mp4; charset=utf-8',
    'image/*',
  ])('should refuse %s', (type) => {
    expect(ALLOWED_UPLOAD_TYPES.test(type)).toBe(false);
    expect(create(1024, type)).toBe(false);
  });

  it('should list exactly the declared types of domain/upload-types', () => {
    const list = /contentType in \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    const listed = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...acceptedUploadTypes].sort());
  });
});

describe('storage.rules: an upload needs an active acceptance of the task', () => {
  const put = (taskId: string) =>
    outcome(
      (s) =>
        uploadBytes(ref(s, `submissions/${uids.creator}/${taskId}/${++uploads}.mp4`), bytes, {
          contentType: 'video/mp4',
        }),
      'creator',
    );
  const submission = (id: string, review_status: string) =>
    admin.db().doc(`submissions/${id}`).set({ user_id: uids.creator, review_status });

  beforeAll(async () => {
    const hour = 3_600_000;
    await Promise.all([
      acceptance('acc-open', uids.creator, {
        expires_at: Timestamp.fromMillis(Date.now() + hour),
      }),
      acceptance('acc-run-out', uids.creator, {
        expires_at: Timestamp.fromMillis(Date.now() - hour),
      }),
      acceptance('acc-expired', uids.creator, { status: 'expired' }),
      acceptance('acc-changes', uids.creator, {
        status: 'completed',
        latest_submission_id: 'acc-changes-sub',
      }),
      submission('acc-changes-sub', 'needs_changes'),
      acceptance('acc-pending', uids.creator, {
        status: 'completed',
        latest_submission_id: 'acc-pending-sub',
      }),
      submission('acc-pending-sub', 'pending'),
      acceptance('acc-approved', uids.creator, {
        status: 'completed',
        latest_submission_id: 'acc-approved-sub',
      }),
      submission('acc-approved-sub', 'approved'),
      // Someone else's acceptance of a task does not open the creator's folder for it.
      acceptance('acc-others', uids.otherCreator),
    ]);
  });

  it.each([
    ['an open acceptance', 'acc-open', 'allow'],
    ['a resubmission after needs_changes', 'acc-changes', 'allow'],
    ['no acceptance', 'acc-none', 'deny'],
    ["another creator's acceptance", 'acc-others', 'deny'],
    ['an acceptance past its expires_at', 'acc-run-out', 'deny'],
    ['an expired acceptance', 'acc-expired', 'deny'],
    ['a submission under review', 'acc-pending', 'deny'],
    ['an approved submission', 'acc-approved', 'deny'],
  ])('with %s (%s): should %s the upload', async (_, taskId, expected) => {
    expect(await put(taskId)).toBe(expected);
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
