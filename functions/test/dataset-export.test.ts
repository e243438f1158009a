/**
 * Dataset exports: exportDataset (admins only) queues an export; the job
 * exportDatasets, run here with a controlled clock, writes only approved work, names no person,
 * gives each creator a pseudonym per customer key, and resumes after a crash without writing a
 * manifest line twice.
 */
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { runAt } from '../testing/jobs';
import { expectAudit } from '../testing/audit';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { exportDoc, exportObjects, manifestLines, seedApprovedWork } from '../testing/datasets';
import { attestation, newTask, upload } from '../testing/flows';
import { BUCKET } from '../testing/stack';
import { exportDatasets, exportDatasetsJob } from '../src/datasets/export-datasets';
import { because, REJECTION_NOTES } from '../testing/review-why';
import { tempDir } from '../testing/temp-dirs';

const MINUTE_MS = 60_000;

process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;
process.env.GROUNDTRUTH_DEV_KEYS_DIR = tempDir('gt-export-keys-');

let adminUser: Member;
let support: Member;
let creator: Member;

beforeAll(async () => {
  [adminUser, support, creator] = await Promise.all([
    newStaff('admin'),
    newStaff('support'),
    newCreator('export-perm'),
  ]);
});

/** Queues an export as the admin and runs the job until it is settled; returns its id. */
async function exportTask(
  taskId: string,
  input: { approvedFrom?: string; approvedTo?: string; includeAutoApproved?: boolean } = {},
  job = exportDatasets,
) {
  const { exportId } = await adminUser.call(callables.exportDataset, { taskId, ...input });
  for (let i = 0; i < 20; i++) {
    await runAt(job, Date.now());
    const status = (await exportDoc(exportId)).status;
    if (status === 'complete' || status === 'failed') break;
  }
  return exportId;
}

/** A creator's submission of `files` through the product, reviewed by support as `decision`. */
async function submit(
  who: Member,
  taskId: string,
  contents: string[],
  decision?: 'approved' | 'rejected' | 'needs_changes',
) {
  await who.call(callables.acceptTask, { taskId });
  const paths = [];
  for (const content of contents) paths.push(await upload(who, taskId, content));
  const { submissionId } = await who.call(callables.submitWork, {
    taskId,
    notes: 'Notes-by-creator-17',
    filePaths: paths,
    fileNames: contents.map((_, i) => `Zelda-Quixote-take-${i + 1}.mp4`),
    attestation,
  });
  if (decision)
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision,
      ...because(decision),
      notes: decision === 'approved' ? 'Note-from-reviewer-42' : REJECTION_NOTES,
    });
  return submissionId;
}

describe('exportDataset', () => {
  it('should queue an export for an admin, with its audit entry', async () => {
    const taskId = await newTask(support, { title: 'Queued export' });
    const { exportId } = await adminUser.call(callables.exportDataset, {
      taskId,
      approvedFrom: '2026-01-01',
      approvedTo: '2026-12-31',
    });
    const doc = await exportDoc(exportId);
    expect(doc).toMatchObject({
      task_id: taskId,
      task_title: 'Queued export',
      status: 'queued',
      created_by: adminUser.uid,
      created_by_name: 'Ada Admin',
      file_count: 0,
      error: null,
    });
    expect(doc.approved_from.toDate().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(doc.approved_to.toDate().toISOString()).toBe('2026-12-31T23:59:59.999Z');
    const [entry] = await expectAudit('export_dataset', exportId, adminUser.uid);
    expect(entry?.details).toMatchObject({ task_id: taskId });
  });

  it.each(['support', 'creator'] as const)('should refuse %s (permission-denied)', async (who) => {
    const taskId = await newTask(support);
    const caller = who === 'support' ? support : creator;
    const error = await caller.callError(callables.exportDataset, { taskId });
    expect(error.code).toBe('permission-denied');
    const queued = await admin
      .db()
      .collection('dataset_exports')
      .where('task_id', '==', taskId)
      .get();
    expect(queued.size).toBe(0);
  });

  it('should refuse a bad range, an unknown task and a signed-out caller', async () => {
    const taskId = await newTask(support);
    expect(
      await adminUser.callError(callables.exportDataset, { taskId, approvedFrom: 'yesterday' }),
    ).toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/^approvedFrom:/) });
    expect(
      await adminUser.callError(callables.exportDataset, {
        taskId,
        approvedFrom: '2026-02-01',
        approvedTo: '2026-01-01',
      }),
    ).toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/^approvedTo:/) });
    expect(
      await adminUser.callError(callables.exportDataset, {
        taskId,
        includeAutoApproved: 'no' as unknown as boolean,
      }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^includeAutoApproved:/),
    });
    expect(
      await adminUser.callError(callables.exportDataset, { taskId: 'no-such-task' }),
    ).toMatchObject({ code: 'not-found', message: serverMessages.taskNotFound });
  });
});

describe('exportDatasets', () => {
  it('should export only approved work and name no person in any exported byte', async () => {
    const zelda = await newCreator('zelda', 'Zelda Quixote');
    const yorick = await newCreator('yorick', 'Yorick Pemberton');
    const wanda = await newCreator('wanda', 'Wanda Okonkwo-Lind');
    const taskId = await newTask(support, { title: 'Street market sounds' });
    await submit(zelda, taskId, ['first approved take', 'second approved take'], 'approved');
    await submit(yorick, taskId, ['a rejected take'], 'rejected');
    await submit(wanda, taskId, ['a take sent back'], 'needs_changes');
    const pendingCreator = await newCreator('pending', 'Pat Pending');
    await submit(pendingCreator, taskId, ['a take waiting for review']);

    const exportId = await exportTask(taskId);
    const doc = await exportDoc(exportId);
    expect(doc).toMatchObject({
      status: 'complete',
      submission_count: 1,
      file_count: 2,
      contributor_count: 1,
      error: null,
    });
    expect(doc.manifest_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(doc.key_fingerprint).toMatch(/^SHA256:/);

    const lines = await manifestLines(exportId);
    expect(lines).toHaveLength(2);
    const objects = await exportObjects(exportId);
    expect([...objects.keys()].sort()).toEqual(
      [
        'croissant.json',
        'dataset-card.md',
        'manifest.jsonl',
        'manifest.sig',
        'public-key.pem',
        ...lines.map((line) => String(line.file_path)),
      ].sort(),
    );
    // The copies are the approved bytes, with their custody record.
    const zeldaSubmission = (
      await admin.db().collection('submissions').where('user_id', '==', zelda.uid).get()
    ).docs[0]!.data();
    for (const [i, line] of lines.entries()) {
      const source = zeldaSubmission.files[i];
      const [original] = await admin.bucket().file(source.path).download();
      expect(line).toMatchObject({
        size_bytes: original.length,
        md5: source.md5_hash,
        sha256: crypto.createHash('sha256').update(original).digest('hex'),
        content_type: 'video/mp4',
        task_id: taskId,
        attestation: {
          owns_content: true,
          consents_to_ai_training: true,
          terms_version: attestation.termsVersion,
        },
        review: { decision: 'approved' },
      });
      expect(Buffer.compare(objects.get(String(line.file_path))!, original)).toBe(0);
      expect(line.contributor).toMatch(/^[0-9a-f]{64}$/);
    }
    // No name, e-mail, uid or original file name of anyone, anywhere in the export.
    const people = [zelda, yorick, wanda, pendingCreator];
    const forbidden = [
      'Zelda',
      'Quixote',
      'Yorick',
      'Pemberton',
      'Wanda',
      'Okonkwo',
      'Pat Pending',
      ...people.flatMap((p) => [p.email, p.email.split('@')[0]!, p.uid]),
      'Ada Admin',
      'Sam Support',
      'Notes-by-creator-17',
      'Note-from-reviewer-42',
    ];
    for (const [name, bytes] of objects) {
      const text = bytes.toString('latin1');
      for (const word of forbidden) expect(text, `${word} in ${name}`).not.toContain(word);
    }
  });

  it('should keep a pseudonym for the same customer key and change it with another key', async () => {
    const taskId = await newTask(support, { title: 'Pseudonym task' });
    const [one, two] = await Promise.all([newCreator('pseudo-a'), newCreator('pseudo-b')]);
    await submit(one, taskId, ['one'], 'approved');
    await submit(two, taskId, ['two'], 'approved');
    const contributors = async () =>
      (await manifestLines(await exportTask(taskId))).map((line) => line.contributor).sort();
    process.env.GROUNDTRUTH_EXPORT_CUSTOMER_KEY = 'customer-a-key';
    const first = await contributors();
    const again = await contributors();
    process.env.GROUNDTRUTH_EXPORT_CUSTOMER_KEY = 'customer-b-key';
    const other = await contributors();
    delete process.env.GROUNDTRUTH_EXPORT_CUSTOMER_KEY;
    expect(new Set(first).size).toBe(2);
    expect(again).toEqual(first);
    expect(other).toHaveLength(2);
    expect(other.some((pseudonym) => first.includes(pseudonym))).toBe(false);
  });

  it('should resume after a crash mid-export without writing a line twice', async () => {
    const taskId = await newTask(support, { title: 'Crash task' });
    const seeded = await seedApprovedWork(taskId, 'crash-creator', 7);
    const { exportId } = await adminUser.call(callables.exportDataset, { taskId });
    const now = Date.now();
    let crashed = false;
    const crashing = exportDatasetsJob({
      pageSize: 2,
      afterPartWritten: (id, part) => {
        if (id === exportId && part === 1 && !crashed) {
          crashed = true;
          throw new Error('process killed');
        }
      },
    });
    await runAt(crashing, now);
    let doc = await exportDoc(exportId);
    // Two pages were written, one counted: the run died before moving past the second.
    expect(doc).toMatchObject({ status: 'running', part_count: 1, file_count: 2, attempts: 1 });
    expect((await admin.bucket().file(`exports/${exportId}/parts/000001.jsonl`).exists())[0]).toBe(
      true,
    );
    // Another run while the crashed run's lease holds leaves it alone.
    const early = await runAt(crashing, now + 30_000);
    expect(early.changed).toBe(0);
    expect((await exportDoc(exportId)).part_count).toBe(1);
    // After the lease: the second page is redone under the same part name, then the rest.
    await runAt(crashing, now + 3 * MINUTE_MS);
    doc = await exportDoc(exportId);
    expect(doc).toMatchObject({ status: 'complete', file_count: 7, submission_count: 7 });
    const lines = await manifestLines(exportId);
    expect(lines).toHaveLength(seeded.length);
    expect(new Set(lines.map((line) => line.file_path)).size).toBe(7);
    expect(new Set(lines.map((line) => line.submission_id)).size).toBe(7);
    // The parts are gone once the manifest is assembled.
    const [parts] = await admin.bucket().getFiles({ prefix: `exports/${exportId}/parts/` });
    expect(parts).toHaveLength(0);
  });

  it('should export only what was approved within the range asked for', async () => {
    const taskId = await newTask(support, { title: 'Range task' });
    await seedApprovedWork(taskId, 'range-early', 2, { approvedAt: Date.UTC(2026, 0, 10) });
    await seedApprovedWork(taskId, 'range-late', 3, { approvedAt: Date.UTC(2026, 5, 10) });
    const exportId = await exportTask(taskId, { approvedFrom: '2026-06-01' });
    expect(await exportDoc(exportId)).toMatchObject({ status: 'complete', file_count: 3 });
  });

  it("should carry a file's media facts into the manifest and the card when recorded", async () => {
    const taskId = await newTask(support, { title: 'Media facts task' });
    const [id] = await seedApprovedWork(taskId, 'media-creator', 1);
    const ref = admin.db().doc(`submissions/${id}`);
    const media = {
      type: 'video',
      format: 'MPEG-4',
      width: 1920,
      height: 1080,
      duration_s: 75,
      fps: 30,
      codec: 'AVC',
      audio: true,
      sample_rate_hz: 48_000,
    };
    const [file] = (await ref.get()).get('files');
    await ref.update({ files: [{ ...file, media }] });
    const exportId = await exportTask(taskId);
    const [line] = await manifestLines(exportId);
    expect(line?.media).toEqual(media);
    const card = (await exportObjects(exportId)).get('dataset-card.md')!.toString('utf8');
    expect(card).toContain('- Total duration: 1 min 15 s');
  });

  /**
   * A task with two submissions staff approved, two the review-deadline job approved and one it
   * approved before review_source was recorded (known by the system reviewer), in that order.
   */
  async function mixedTask(title: string) {
    const taskId = await newTask(support, { title });
    const base = Date.UTC(2026, 2, 1);
    const staff = await seedApprovedWork(taskId, 'mixed-staff', 2, { approvedAt: base });
    const auto = await seedApprovedWork(taskId, 'mixed-auto', 2, {
      approvedAt: base + 60_000,
      reviewerId: SYSTEM_ACTOR.uid,
      reviewSource: 'auto',
    });
    const older = await seedApprovedWork(taskId, 'mixed-older', 1, {
      approvedAt: base + 120_000,
      reviewerId: SYSTEM_ACTOR.uid,
    });
    return { taskId, staff, auto: [...auto, ...older] };
  }

  it('should mark auto-approved work in the manifest, export it by default and count it', async () => {
    const { taskId } = await mixedTask('Mixed review sources');
    const exportId = await exportTask(taskId);
    expect(await exportDoc(exportId)).toMatchObject({
      status: 'complete',
      include_auto_approved: true,
      submission_count: 5,
      auto_approved_count: 3,
      file_count: 5,
    });
    const lines = await manifestLines(exportId);
    expect(lines.map((line) => line.review_source)).toEqual([
      'staff',
      'staff',
      'auto',
      'auto',
      'auto',
    ]);
    const objects = await exportObjects(exportId);
    const card = objects.get('dataset-card.md')!.toString('utf8');
    expect(card).toContain('Of the 5 submissions, 3 were approved automatically');
    const croissant = JSON.parse(objects.get('croissant.json')!.toString('utf8'));
    const fields = croissant.recordSet[0].field.map((field: { name: string }) => field.name);
    expect(fields).toContain('review_source');
    const [entry] = await expectAudit('export_dataset', exportId, adminUser.uid);
    expect(entry?.details).toMatchObject({ include_auto_approved: true });
  });

  it('should leave auto-approved work out when asked, across pages of it alone', async () => {
    const { taskId, staff } = await mixedTask('Staff-reviewed only');
    // Pages of two: the second and third hold only auto-approved work, and are passed over.
    const exportId = await exportTask(
      taskId,
      { includeAutoApproved: false },
      exportDatasetsJob({ pageSize: 2 }),
    );
    expect(await exportDoc(exportId)).toMatchObject({
      status: 'complete',
      include_auto_approved: false,
      submission_count: 2,
      auto_approved_count: 0,
      file_count: 2,
      contributor_count: 1,
    });
    const lines = await manifestLines(exportId);
    expect(lines.map((line) => line.review_source)).toEqual(['staff', 'staff']);
    expect(lines).toHaveLength(staff.length);
    const card = (await exportObjects(exportId)).get('dataset-card.md')!.toString('utf8');
    expect(card).toContain('Submissions approved automatically');
    expect(card).toContain('were left out');
    const [entry] = await expectAudit('export_dataset', exportId, adminUser.uid);
    expect(entry?.details).toMatchObject({ include_auto_approved: false });
  });

  it('should stop, naming the file, when an approved file is gone', async () => {
    const taskId = await newTask(support, { title: 'Missing file task' });
    await seedApprovedWork(taskId, 'missing-creator', 1);
    const objectPath = `submissions/missing-creator/${taskId}/seed-1.mp4`;
    await admin.bucket().file(objectPath).delete();
    const exportId = await exportTask(taskId);
    expect(await exportDoc(exportId)).toMatchObject({
      status: 'failed',
      error: serverMessages.exportFileMissing(objectPath),
    });
  });
});
