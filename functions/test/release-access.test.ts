/**
 * What a release's signer and readers can do after signing: a withdrawal through the link leaves
 * the submission out of a later dataset export (the job run in this process), and who reads a
 * release and its PDF (firestore.rules and storage.rules), allowed and refused.
 */
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { getBytes, ref } from 'firebase/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { exportDatasets } from '../src/datasets/export-datasets';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { exportDoc } from '../testing/datasets';
import { attestation, upload } from '../testing/flows';
import { runAt } from '../testing/jobs';
import {
  acceptedReleaseTask as releaseTaskBy,
  inPerson,
  linkOf,
  post,
  releaseDoc,
} from '../testing/releases';
import { BUCKET } from '../testing/stack';
import { tempDir } from '../testing/temp-dirs';

// The export job runs in this process (as in dataset-export.test.ts): its bucket and signing keys.
process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;
process.env.GROUNDTRUTH_DEV_KEYS_DIR = tempDir('gt-release-keys-');

let adminStaff: Member;
let support: Member;

beforeAll(async () => {
  [adminStaff, support] = await Promise.all([newStaff('admin'), newStaff('support')]);
});

const acceptedReleaseTask = (prefix: string) => releaseTaskBy(adminStaff, prefix);

describe('a withdrawn release and dataset exports', () => {
  it('should leave the flagged submission out of a later export', async () => {
    const { taskId, creator } = await acceptedReleaseTask('rel-export');
    const other = await newCreator('rel-export-other');
    await other.call(callables.acceptTask, { taskId });
    const { releaseId } = await creator.call(callables.signReleaseInPerson, {
      taskId,
      release: inPerson,
    });
    const submitOf = async (who: Member, extra: object) => {
      const path = await upload(who, taskId);
      const { submissionId } = await who.call(callables.submitWork, {
        taskId,
        notes: '',
        filePaths: [path],
        fileNames: ['market.mp4'],
        attestation,
        ...extra,
      });
      await adminStaff.call(callables.reviewSubmission, { submissionId, decision: 'approved' });
      return submissionId;
    };
    const withdrawn = await submitOf(creator, { peopleInFrame: 1, releaseIds: [releaseId] });
    await submitOf(other, { peopleInFrame: 0 });
    await post(await linkOf(`release_copy_${releaseId}`), { action: 'revoke' });
    expect((await admin.db().doc(`submissions/${withdrawn}`).get()).get('release_revoked')).toBe(
      true,
    );

    const { exportId } = await adminStaff.call(callables.exportDataset, { taskId });
    for (let i = 0; i < 20; i++) {
      await runAt(exportDatasets, Date.now());
      if (['complete', 'failed'].includes(String((await exportDoc(exportId)).status))) break;
    }
    expect(await exportDoc(exportId)).toMatchObject({ status: 'complete', submission_count: 1 });
  }, 180_000);
});

describe('who reads a release (firestore.rules, storage.rules)', () => {
  let releaseId: string;
  let pdfPath: string;
  let creator: Member;
  let other: Member;

  beforeAll(async () => {
    const made = await acceptedReleaseTask('rel-rules');
    creator = made.creator;
    other = await newCreator('rel-rules-other');
    ({ releaseId } = await creator.call(callables.signReleaseInPerson, {
      taskId: made.taskId,
      release: inPerson,
    }));
    pdfPath = String((await releaseDoc(releaseId))?.pdf_path);
  });

  const readRelease = (who: Member | ReturnType<typeof anonymousClient>) =>
    getDoc(doc(who.db, 'releases', releaseId));
  const readPdf = (who: Member | ReturnType<typeof anonymousClient>) =>
    getBytes(ref(who.storage, pdfPath));

  it('should let the creator and staff read the release and its PDF', async () => {
    expect((await readRelease(creator)).get('status')).toBe('signed');
    expect((await readRelease(support)).get('status')).toBe('signed');
    expect((await readPdf(creator)).byteLength).toBeGreaterThan(500);
    expect((await readPdf(support)).byteLength).toBeGreaterThan(500);
  });

  it('should refuse another creator and a signed-out visitor', async () => {
    for (const who of [other, anonymousClient()]) {
      await expect(readRelease(who)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(readPdf(who)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    }
  });

  it('should refuse every client write, the creator’s and an admin’s too', async () => {
    for (const who of [creator, adminStaff]) {
      await expect(
        setDoc(doc(who.db, 'releases', `forged-${who.uid}`), {
          creator_id: who.uid,
          status: 'signed',
        }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(deleteDoc(doc(who.db, 'releases', releaseId))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
  });
});
