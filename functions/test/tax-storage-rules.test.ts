/**
 * storage.rules for tax forms' PDFs, tax-forms/{userId}/{formId}.pdf: the creator who signed and
 * admins read them (support does not: the form holds an address and a date of birth); no client
 * writes, replaces or deletes one, so the hash each form records stays true.
 */
import { deleteObject, getBytes, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { beforeAll, describe } from 'vitest';
import { admin } from '../testing/clients';
import {
  clientFor,
  itAllowsExactly,
  ownerFor,
  seedMatrix,
  uids,
  type Identity,
  type MatrixRow,
} from '../testing/matrix';

type Op = (storage: ReturnType<typeof clientFor>['storage'], who: Identity) => Promise<unknown>;

const pdf = (owner: string) => `tax-forms/${owner}/${owner}_req-seed.pdf`;
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

const rows: MatrixRow<Op>[] = [
  {
    op: 'download own/target',
    run: (s, who) => getBytes(ref(s, pdf(ownerFor(who)))),
    allow: ['creator', 'admin'],
  },
  {
    op: "download another creator's",
    run: (s) => getBytes(ref(s, pdf(uids.otherCreator))),
    allow: ['otherCreator', 'admin'],
  },
  {
    op: 'get metadata',
    run: (s, who) => getMetadata(ref(s, pdf(ownerFor(who)))),
    allow: ['creator', 'admin'],
  },
  {
    op: 'upload a form',
    run: (s, who) =>
      uploadBytes(
        ref(s, `tax-forms/${ownerFor(who)}/new-${who}-${++uploads}.pdf`),
        new Uint8Array([37, 80, 68, 70]),
        {
          contentType: 'application/pdf',
        },
      ),
    allow: [],
  },
  {
    op: 'replace a form',
    run: (s, who) =>
      uploadBytes(ref(s, pdf(ownerFor(who))), new Uint8Array([37, 80, 68, 70]), {
        contentType: 'application/pdf',
      }),
    allow: [],
  },
  { op: 'delete', run: (s, who) => deleteObject(ref(s, pdf(ownerFor(who)))), allow: [] },
];

describe('storage.rules: tax-forms/{userId}/{formId}.pdf', () => {
  beforeAll(async () => {
    await seedMatrix();
    for (const uid of [uids.creator, uids.otherCreator, uids.suspended])
      await admin
        .bucket()
        .file(pdf(uid))
        .save(Buffer.from('%PDF-1.7 seed'), { resumable: false, contentType: 'application/pdf' });
  });
  itAllowsExactly(rows, outcome);
});
