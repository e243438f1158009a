/**
 * The whole dataset as one download: a completed export is also one tar beside its folder, whose
 * SHA-256 the export document holds; unpacked, it is the export's folder and passes
 * verify-dataset. Staff get a short-lived link to it (datasetArchiveLink, audited), which the
 * HTTP function datasetArchive streams; creators and strangers get nothing. The admin who asked
 * is told in the bell when the export completes or stops.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { exportArchivePath } from '@groundtruth/domain/dataset-exports';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { exportDoc, exportObjects, exportTask, seedApprovedWork } from '../testing/datasets';
import { newTask } from '../testing/flows';
import { BUCKET } from '../testing/stack';
import { linkToken } from '../src/core/link-token';
import { tarHeader } from '../src/datasets/dataset-archive';
import { tempDir } from '../testing/temp-dirs';

process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;
process.env.GROUNDTRUTH_DEV_KEYS_DIR = tempDir('gt-archive-keys-');

const verifier = path.resolve(import.meta.dirname, '../../verify-dataset/verify-dataset.mjs');
const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

let adminUser: Member;
let support: Member;
let exportId: string;

async function notificationOf(id: string) {
  return (await admin.db().doc(`notifications/${id}`).get()).data();
}

beforeAll(async () => {
  [adminUser, support] = await Promise.all([newStaff('admin'), newStaff('support')]);
  const taskId = await newTask(support, { title: 'Archived task' });
  await seedApprovedWork(taskId, 'archive-a', 2);
  await seedApprovedWork(taskId, 'archive-b', 1, { bytes: 1536 });
  exportId = await exportTask(adminUser, taskId);
  expect((await exportDoc(exportId)).status).toBe('complete');
}, 120_000);

describe('the archive of a completed export', () => {
  it('should hold the folder as it is, unpack to it and pass verify-dataset', async () => {
    const doc = await exportDoc(exportId);
    const [archive] = await admin.bucket().file(exportArchivePath(exportId)).download();
    expect(doc.archive_bytes).toBe(archive.length);
    expect(doc.archive_sha256).toBe(sha256(archive));
    expect(archive.length % 512).toBe(0);

    const dir = tempDir('gt-archive-');
    fs.writeFileSync(path.join(dir, 'dataset.tar'), archive);
    const untar = spawnSync('tar', ['-xf', 'dataset.tar'], { cwd: dir, encoding: 'utf8' });
    expect(untar.status, untar.stderr).toBe(0);
    const folder = path.join(dir, exportId);
    const objects = await exportObjects(exportId);
    expect(objects.size).toBe(3 + 5); // three files, the manifest, signature, key, card, croissant
    for (const [name, bytes] of objects) {
      expect(sha256(fs.readFileSync(path.join(folder, name))), name).toBe(sha256(bytes));
    }
    const run = spawnSync(process.execPath, [verifier, folder], { encoding: 'utf8' });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    expect(run.stdout).toContain('Files: 3 of 3 listed match their size and SHA-256');
  });

  it('should write a header tar reads back, for a path longer than 100 bytes and a size over 8 GiB', () => {
    const long = `${'a'.repeat(60)}/files/${'s'.repeat(50)}/1.mp4`;
    const header = tarHeader(long, 9 * 1024 ** 3, 1_700_000_000);
    expect(header.length).toBe(512);
    expect(header.subarray(345, 345 + 60).toString('utf8')).toBe('a'.repeat(60));
    expect(header[124]).toBe(0x80); // base-256 size
    let sum = 0;
    for (const [i, byte] of header.entries()) sum += i >= 148 && i < 156 ? 0x20 : byte;
    expect(parseInt(header.subarray(148, 154).toString('latin1'), 8)).toBe(sum);
  });

  it('should tell the admin who asked, in the bell, that it is ready', async () => {
    const doc = await exportDoc(exportId);
    expect(await notificationOf(`dataset_export_complete_${exportId}`)).toMatchObject({
      user_id: adminUser.uid,
      kind: 'dataset_export_complete',
      title: serverMessages.exportCompleteTitle,
      body: expect.stringContaining('The export of "Archived task" is ready: 3 files,'),
      link: '/dashboard/admin/tasks',
      read: false,
    });
    expect(doc.created_by).toBe(adminUser.uid);
  });
});

describe('datasetArchiveLink and the datasetArchive download', () => {
  it('should give staff a link that streams the archive, and audit who asked', async () => {
    // Staff of its own, so the other tests' links are not in its audit trail, in any order.
    const [asker, helper] = await Promise.all([newStaff('admin'), newStaff('support')]);
    for (const member of [asker, helper]) {
      const { url, expiresAt } = await member.call(callables.datasetArchiveLink, { exportId });
      expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="groundtruth-${exportId}.tar"`,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = new Uint8Array(await response.arrayBuffer());
      expect(sha256(body)).toBe((await exportDoc(exportId)).archive_sha256);
    }
    const audit = await admin
      .db()
      .collection('audit_logs')
      .where('action', '==', 'download_dataset')
      .where('entity_id', '==', exportId)
      .get();
    const askers = new Set([asker.uid, helper.uid]);
    expect(
      audit.docs
        .map((d) => d.get('actor_id') as string)
        .filter((id) => askers.has(id))
        .sort(),
    ).toEqual([asker.uid, helper.uid].sort());
  });

  it('should refuse creators and signed-out callers, an unknown export and an unfinished one', async () => {
    const creator = await newCreator('archive-creator');
    expect(await creator.callError(callables.datasetArchiveLink, { exportId })).toMatchObject({
      code: 'permission-denied',
    });
    expect(
      await anonymousClient().callError(callables.datasetArchiveLink, { exportId }),
    ).toMatchObject({ code: 'unauthenticated' });
    expect(
      await adminUser.callError(callables.datasetArchiveLink, { exportId: 'no-such-export' }),
    ).toMatchObject({ code: 'not-found', message: serverMessages.exportNotFound });
    const queued = await adminUser.call(callables.exportDataset, {
      taskId: await newTask(support, { title: 'Not yet exported' }),
    });
    expect(
      await adminUser.callError(callables.datasetArchiveLink, { exportId: queued.exportId }),
    ).toMatchObject({ code: 'failed-precondition', message: serverMessages.exportNotComplete });
  });

  it('should refuse a changed token and say an expired one has expired', async () => {
    const { url } = await adminUser.call(callables.datasetArchiveLink, { exportId });
    const changed = new URL(url);
    changed.searchParams.set(
      'token',
      // Its signature's first character changed (to another one: it may have been an A). Not
      // the last: base64url's last character carries two padding bits, and a change to those
      // alone decodes to the same signature.
      linkToken('dataset-archive:v1:', 'other', Date.now() + 60_000).replace(
        /\.([^.])([^.]*)$/,
        (_, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`,
      ),
    );
    const refused = await fetch(changed);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(serverMessages.archiveLinkInvalid);
    // A release link's token names a document too, but never opens a dataset.
    const release = new URL(url);
    release.searchParams.set('token', linkToken('release:v1:', exportId, Date.now() + 60_000));
    expect((await fetch(release)).status).toBe(400);
    const expired = new URL(url);
    expired.searchParams.set(
      'token',
      linkToken('dataset-archive:v1:', exportId, Date.now() - 1000),
    );
    const page = await fetch(expired);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(serverMessages.archiveLinkExpired);
  });
});

describe('an export that stops', () => {
  it('should tell the admin who asked why', async () => {
    const taskId = await newTask(support, { title: 'Missing its file' });
    const [id] = await seedApprovedWork(taskId, 'archive-gone', 1);
    const file = (await admin.db().doc(`submissions/${id}`).get()).get('files')[0];
    await admin.bucket().file(file.path).delete();
    const failedId = await exportTask(adminUser, taskId);
    expect((await exportDoc(failedId)).status).toBe('failed');
    expect(await notificationOf(`dataset_export_failed_${failedId}`)).toMatchObject({
      user_id: adminUser.uid,
      title: serverMessages.exportFailedTitle,
      body: `The export of "Missing its file" stopped: ${serverMessages.exportFileMissing(file.path)}`,
    });
  });
});
