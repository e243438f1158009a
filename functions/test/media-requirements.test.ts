/**
 * Media requirements on the server: createTask stores them, submitWork inspects each
 * uploaded file (real sample media from dev-stack/src/samples/sample-media.mjs), stores its facts and refuses
 * a file that fails with `invalid-argument` and a message per file and requirement; an admin
 * changes them with updateTaskRequirements, which marks the task's pending submissions that now
 * fail (`fails_requirements`) from their stored facts.
 */
import fs from 'node:fs';
import { getDocs } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import type { MediaRequirements } from '@groundtruth/domain/media-requirements';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { screenQueries } from '@groundtruth/domain/queries';
import { liteQuery } from '@groundtruth/platform/firestore-queries';
import { sampleMedia } from '@groundtruth/dev-stack/sample-media';
import { expectAudit } from '../testing/audit';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { attestation, newTask, upload } from '../testing/flows';

type Samples = Awaited<ReturnType<typeof sampleMedia>>;
let samples: Samples;
let adminUser: Member;
let support: Member;
let creator: Member;

/** ≥ 1280 × 720, 3 s to 1 min, with sound: the seed's demo task asks the same. */
const hdWithSound: MediaRequirements = {
  kinds: ['video'],
  video: {
    min_width: 1280,
    min_height: 720,
    min_duration_s: 3,
    max_duration_s: 60,
    audio: 'required',
  },
};

beforeAll(async () => {
  [samples, adminUser, support, creator] = await Promise.all([
    sampleMedia(),
    newStaff('admin'),
    newStaff('support'),
    newCreator('media'),
  ]);
}, 120_000);

/** Accepts the task and uploads the samples as `clip.mp4`-like files; returns the paths. */
async function uploaded(taskId: string, files: [keyof Samples, string][]) {
  await creator.call(callables.acceptTask, { taskId });
  return Promise.all(
    files.map(([name, type]) => upload(creator, taskId, fs.readFileSync(samples[name]), type)),
  );
}

const submit = (taskId: string, filePaths: string[], fileNames: string[]) => ({
  taskId,
  filePaths,
  fileNames,
  attestation,
});

async function submission(id: string) {
  return (await admin.db().doc(`submissions/${id}`).get()).data()!;
}

describe(`${callables.createTask.name}: requirements`, () => {
  it('should store the requirements, and null for a task without', async () => {
    const withThem = await newTask(adminUser, { requirements: hdWithSound });
    const without = await newTask(adminUser);
    const read = async (id: string) =>
      (await admin.db().doc(`tasks/${id}`).get()).get('requirements') as unknown;
    expect(await read(withThem)).toEqual(hdWithSound);
    expect(await read(without)).toBeNull();
  });

  it('should refuse requirements that contradict themselves, naming the field', async () => {
    const error = await adminUser.callError(callables.createTask, {
      title: 'Backwards',
      description: 'Max below min.',
      category: 'video',
      payoutAmountCents: 100,
      quotaLimit: null,
      status: 'draft',
      dueAt: null,
      requirements: { video: { min_duration_s: 60, max_duration_s: 10 } },
    });
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/max_duration_s.*must be at least the minimum duration/);
  });
});

describe(`${callables.submitWork.name}: files meet the task's requirements`, () => {
  it('should refuse a video under the minimum resolution, naming the file and both sizes', async () => {
    const taskId = await newTask(support, { requirements: hdWithSound });
    const paths = await uploaded(taskId, [['mp4Small', 'video/mp4']]);
    expect(
      await creator.callError(callables.submitWork, submit(taskId, paths, ['clip.mp4'])),
    ).toMatchObject({
      code: 'invalid-argument',
      message: 'clip.mp4: 640 × 360 — this task needs at least 1280 × 720',
      details: { problems: ['clip.mp4: 640 × 360 — this task needs at least 1280 × 720'] },
    });
  });

  it('should refuse a video that is too short', async () => {
    const taskId = await newTask(support, {
      requirements: { video: { min_duration_s: 10 } },
    });
    const paths = await uploaded(taskId, [['mp4Faststart', 'video/mp4']]);
    expect(
      await creator.callError(callables.submitWork, submit(taskId, paths, ['take.mp4'])),
    ).toMatchObject({
      code: 'invalid-argument',
      message: 'take.mp4: 0:05 — this task needs at least 0:10',
    });
  });

  it('should refuse a silent video when sound is required', async () => {
    const taskId = await newTask(support, { requirements: hdWithSound });
    const paths = await uploaded(taskId, [['mp4Silent', 'video/mp4']]);
    expect(
      await creator.callError(callables.submitWork, submit(taskId, paths, ['quiet.mp4'])),
    ).toMatchObject({
      code: 'invalid-argument',
      message: 'quiet.mp4: no sound — this task needs video with sound',
    });
  });

  it('should refuse a PDF uploaded as a video by what its bytes are', async () => {
    const taskId = await newTask(support, { requirements: hdWithSound });
    const paths = await uploaded(taskId, [['pdfAsMp4', 'video/mp4']]);
    expect(
      await creator.callError(callables.submitWork, submit(taskId, paths, ['clip.mp4'])),
    ).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.fileContentMismatch('clip.mp4', 'video/mp4', 'application/pdf'),
    });
  });

  it('should list every problem: the number of files, then each file and requirement', async () => {
    const taskId = await newTask(support, {
      requirements: { ...hdWithSound, min_files: 3, kinds: ['video'] },
    });
    const paths = await uploaded(taskId, [
      ['mp4Small', 'video/mp4'],
      ['jpeg', 'image/jpeg'],
    ]);
    const problems = [
      '2 files — this task needs at least 3 files',
      'small.mp4: 640 × 360 — this task needs at least 1280 × 720',
      'photo.jpg: image — this task accepts video',
    ];
    expect(
      await creator.callError(
        callables.submitWork,
        submit(taskId, paths, ['small.mp4', 'photo.jpg']),
      ),
    ).toMatchObject({
      code: 'invalid-argument',
      message: problems.join('\n'),
      details: { problems },
    });
    // Nothing was submitted: the acceptance still waits for work.
    const acceptance = await admin.db().doc(`task_acceptances/${taskId}_${creator.uid}`).get();
    expect(acceptance.get('status')).toBe('accepted');
  });

  it('should take a file that meets them and store its facts on the file entry', async () => {
    const taskId = await newTask(support, { requirements: hdWithSound });
    const paths = await uploaded(taskId, [['mp4MoovAtEnd', 'video/mp4']]);
    const { submissionId } = await creator.call(
      callables.submitWork,
      submit(taskId, paths, ['market.mp4']),
    );
    const stored = await submission(submissionId);
    expect(stored.fails_requirements).toBe(false);
    expect(stored.files[0].media).toEqual({
      type: 'video',
      format: 'MPEG-4',
      width: 1280,
      height: 720,
      duration_s: 5,
      fps: 25,
      codec: 'AVC',
      audio: true,
      sample_rate_hz: 48000,
    });
  });

  it('should take any accepted file for a task without requirements, still recording facts', async () => {
    const taskId = await newTask(support);
    const paths = await uploaded(taskId, [
      ['mp4Small', 'video/mp4'],
      ['wav', 'audio/wav'],
    ]);
    const { submissionId } = await creator.call(
      callables.submitWork,
      submit(taskId, paths, ['small.mp4', 'tone.wav']),
    );
    const files = (await submission(submissionId)).files;
    expect(files[0].media).toMatchObject({ type: 'video', width: 640, height: 360, audio: true });
    expect(files[1].media).toMatchObject({ type: 'audio', duration_s: 2, sample_rate_hz: 16000 });
  });
});

describe(callables.updateTaskRequirements.name, () => {
  it('should let an admin change them, audited, and a repeat change nothing', async () => {
    const taskId = await newTask(support);
    expect(
      await adminUser.call(callables.updateTaskRequirements, { taskId, requirements: hdWithSound }),
    ).toEqual({ taskId, changed: true, rechecked: 0 });
    expect((await admin.db().doc(`tasks/${taskId}`).get()).get('requirements')).toEqual(
      hdWithSound,
    );
    const [entry] = await expectAudit('update_task_requirements', taskId, adminUser.uid);
    expect(entry!.details).toEqual({
      from: 'None',
      to: 'Accepts: video; Video: at least 1280 × 720, 0:03 to 1:00 long, with sound',
    });

    expect(
      await adminUser.call(callables.updateTaskRequirements, { taskId, requirements: hdWithSound }),
    ).toMatchObject({ changed: false });
    await expectAudit('update_task_requirements', taskId, adminUser.uid, 1);
    await adminUser.call(callables.updateTaskRequirements, { taskId, requirements: null });
    expect((await admin.db().doc(`tasks/${taskId}`).get()).get('requirements')).toBeNull();
  });

  it('should refuse support, creators and signed-out callers, changing nothing', async () => {
    const taskId = await newTask(support, { requirements: hdWithSound });
    const input = { taskId, requirements: null };
    expect(await support.callError(callables.updateTaskRequirements, input)).toMatchObject({
      code: 'permission-denied',
      message: serverMessages.onlyAdminsChangeRequirements,
    });
    expect(await creator.callError(callables.updateTaskRequirements, input)).toMatchObject({
      code: 'permission-denied',
      message: serverMessages.permissionDenied,
    });
    expect(
      await anonymousClient().callError(callables.updateTaskRequirements, input),
    ).toMatchObject({ code: 'unauthenticated' });
    expect(
      await adminUser.callError(callables.updateTaskRequirements, { ...input, taskId: 'nope' }),
    ).toMatchObject({ code: 'not-found', message: serverMessages.taskNotFound });
    expect((await admin.db().doc(`tasks/${taskId}`).get()).get('requirements')).toEqual(
      hdWithSound,
    );
  });

  it('should recheck every pending submission of the task, page after page, and only pending ones', async () => {
    const taskId = await newTask(support);
    const db = admin.db();
    const batch = db.batch();
    const small = { type: 'video', format: 'MPEG-4', width: 640, height: 360, duration_s: 5 };
    const total = 130; // more than one page (JOB_PAGE_SIZE is 100)
    for (let i = 0; i < total + 2; i++) {
      batch.set(db.doc(`submissions/${taskId}_bulk-${i}_1`), {
        user_id: `bulk-${i}`,
        task_id: taskId,
        acceptance_id: null,
        notes: '',
        files: [
          {
            name: `clip-${i}.mp4`,
            path: `submissions/bulk-${i}/${taskId}/clip.mp4`,
            size: 1000,
            type: 'video/mp4',
            md5_hash: `md5-${i}`,
            crc32c: 'crc',
            uploaded_by: `bulk-${i}`,
            uploaded_at: Timestamp.now(),
            media: { ...small, fps: 25, codec: 'AVC', audio: true, sample_rate_hz: 48000 },
          },
        ],
        // Two already reviewed: their judgement stays as it was.
        review_status: i < total ? 'pending' : 'approved',
        review_notes: null,
        reviewer_id: null,
        reviewed_at: null,
        submitted_at: Timestamp.fromMillis(Date.now() - i * 1000),
        task_title: 'Bulk',
        payout_amount_cents: 100,
        submitter_name: 'Bulk',
        submitter_email: 'bulk@example.com',
        attestation: { owns_content: true, consents_to_ai_training: true, terms_version: 'v1' },
        paid: false,
      });
    }
    await batch.commit();
    expect(
      await adminUser.call(callables.updateTaskRequirements, { taskId, requirements: hdWithSound }),
    ).toMatchObject({ changed: true, rechecked: total });
    const all = await db.collection('submissions').where('task_id', '==', taskId).get();
    const flagged = all.docs.filter((d) => d.get('fails_requirements') === true);
    expect(flagged).toHaveLength(total);
    expect(
      all.docs
        .filter((d) => d.get('review_status') === 'approved')
        .map((d) => d.get('fails_requirements')),
    ).toEqual([undefined, undefined]);

    // Requirements removed: none fails any more (and the review queue's filter is empty again).
    await adminUser.call(callables.updateTaskRequirements, { taskId, requirements: null });
    const after = await db.collection('submissions').where('task_id', '==', taskId).get();
    expect(after.docs.filter((d) => d.get('fails_requirements') === true)).toHaveLength(0);
  });

  it('should mark pending submissions that fail the new requirements, from their stored facts', async () => {
    const taskId = await newTask(support);
    const paths = await uploaded(taskId, [['mp4Small', 'video/mp4']]);
    const { submissionId } = await creator.call(
      callables.submitWork,
      submit(taskId, paths, ['small.mp4']),
    );
    // Stored facts are the whole judgement: the file itself is gone and is not read again.
    await admin.bucket().file(paths[0]!).delete();

    expect(
      await adminUser.call(callables.updateTaskRequirements, { taskId, requirements: hdWithSound }),
    ).toMatchObject({ changed: true, rechecked: 1 });
    expect(await submission(submissionId)).toMatchObject({
      fails_requirements: true,
      requirement_problems: ['small.mp4: 640 × 360 — this task needs at least 1280 × 720'],
    });
    // The review queue's filter, as the staff screen reads it under the rules.
    const queue = await getDocs(
      liteQuery(support.db, screenQueries.reviewQueueFailingRequirements()),
    );
    expect(queue.docs.map((d) => d.id)).toContain(submissionId);

    await adminUser.call(callables.updateTaskRequirements, {
      taskId,
      requirements: { video: { min_width: 640, min_height: 360 } },
    });
    expect(await submission(submissionId)).toMatchObject({
      fails_requirements: false,
      requirement_problems: [],
    });
  });
});
