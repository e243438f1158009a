/**
 * deleteOrphanUploads: uploads no submission references are deleted once older than
 * ORPHAN_UPLOAD_HOURS; submitted ones stay. Run in this process with a controlled clock, as the
 * other job suites run their jobs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { ORPHAN_UPLOAD_HOURS } from '@groundtruth/domain/constants';
import { HOUR, runAt, runTwiceAtOnce } from '../testing/jobs';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { attestation, newTask, placeFile, upload } from '../testing/flows';
import { BUCKET } from '../testing/stack';
import { deleteOrphanUploads } from '../src/jobs/delete-orphan-uploads';
import { because } from '../testing/review-why';

process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;

let support: Member;
let creator: Member;

beforeAll(async () => {
  [support, creator] = await Promise.all([newStaff('support'), newCreator('orphans')]);
});

const exists = async (path: string) => (await admin.bucket().file(path).exists())[0];

describe(deleteOrphanUploads.name, () => {
  it('should delete an upload no submission references once it is old, and keep submitted ones', async () => {
    const taskId = await newTask(support);
    await creator.call(callables.acceptTask, { taskId });
    const orphan = await upload(creator, taskId, 'a take never submitted');
    const kept = await upload(creator, taskId, 'the submitted take');
    await creator.call(callables.submitWork, {
      taskId,
      filePaths: [kept],
      fileNames: ['take.mp4'],
      attestation,
    });
    // A file under a task nobody accepted (only firebase-admin can put one there).
    const stray = await placeFile(creator.uid, 'never-accepted-task');

    // Young files stay, referenced or not.
    await runAt(deleteOrphanUploads, Date.now() + (ORPHAN_UPLOAD_HOURS - 1) * HOUR);
    expect(await Promise.all([orphan, kept, stray].map(exists))).toEqual([true, true, true]);

    const later = Date.now() + (ORPHAN_UPLOAD_HOURS + 1) * HOUR;
    const reports = await runTwiceAtOnce(deleteOrphanUploads, later);
    expect(await Promise.all([orphan, kept, stray].map(exists))).toEqual([false, true, false]);
    // Each orphan was deleted once, by one of the two runs.
    expect(reports[0]!.changed + reports[1]!.changed).toBeGreaterThanOrEqual(2);

    // A rerun finds nothing more of these to do.
    await runAt(deleteOrphanUploads, later);
    expect(await exists(kept)).toBe(true);
  });

  it('should keep every file of an earlier submission after a resubmission', async () => {
    const taskId = await newTask(support);
    await creator.call(callables.acceptTask, { taskId });
    const first = await upload(creator, taskId, 'first take');
    const { submissionId } = await creator.call(callables.submitWork, {
      taskId,
      filePaths: [first],
      fileNames: ['first.mp4'],
      attestation,
    });
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'needs_changes',
      ...because('needs_changes'),
    });
    const second = await upload(creator, taskId, 'second take');
    await creator.call(callables.submitWork, {
      taskId,
      filePaths: [second],
      fileNames: ['second.mp4'],
      attestation,
    });
    await runAt(deleteOrphanUploads, Date.now() + (ORPHAN_UPLOAD_HOURS + 1) * HOUR);
    expect(await Promise.all([first, second].map(exists))).toEqual([true, true]);
  });
});
