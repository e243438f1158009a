/**
 * Dataset exports in the suites: approved work seeded with firebase-admin (many
 * submissions without a callable each), the export job run in this process, and an export
 * downloaded to a folder as a customer would receive it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { TERMS_VERSION, type ReviewSource } from '@groundtruth/domain/constants';
import { exportFolder } from '@groundtruth/domain/dataset-exports';
import { callables } from '@groundtruth/domain/callable-registry';
import { exportDatasets } from '../src/datasets/export-datasets';
import { admin, type Member } from './clients';
import { runAt } from './jobs';
import { bytesFor } from './files';
import { tempDir } from './temp-dirs';

/**
 * Approved submissions of `taskId` by `uid`, one file each, written past the callables; by a
 * staff reviewer unless `reviewerId` and `reviewSource` say otherwise (absent: an older one).
 */
export async function seedApprovedWork(
  taskId: string,
  uid: string,
  count: number,
  {
    approvedAt = Date.now() - 3_600_000,
    bytes = 2048,
    reviewerId = 'seed-reviewer',
    reviewSource,
  }: {
    approvedAt?: number;
    bytes?: number;
    reviewerId?: string;
    reviewSource?: ReviewSource;
  } = {},
): Promise<string[]> {
  const db = admin.db();
  const ids: string[] = [];
  const batchSize = 50;
  for (let start = 0; start < count; start += batchSize) {
    const batch = db.batch();
    await Promise.all(
      Array.from({ length: Math.min(batchSize, count - start) }, async (_, k) => {
        const n = start + k + 1;
        const id = `${taskId}_${uid}_${n}`;
        const objectPath = `submissions/${uid}/${taskId}/seed-${n}.mp4`;
        const data = Buffer.concat([
          Buffer.from(bytesFor(`take ${n} of ${taskId}`, 'video/mp4')),
          crypto.randomBytes(Math.max(0, bytes - 64)),
        ]);
        const file = admin.bucket().file(objectPath);
        await file.save(data, { resumable: false, contentType: 'video/mp4' });
        const [meta] = await file.getMetadata();
        const at = Timestamp.fromMillis(approvedAt + n * 1000);
        batch.set(db.doc(`submissions/${id}`), {
          user_id: uid,
          task_id: taskId,
          acceptance_id: `${taskId}_${uid}`,
          notes: '',
          files: [
            {
              name: `take-${n}.mp4`,
              path: objectPath,
              size: data.length,
              type: 'video/mp4',
              md5_hash: meta.md5Hash,
              crc32c: meta.crc32c,
              uploaded_by: uid,
              uploaded_at: at,
              generation: String(meta.generation),
            },
          ],
          file_hashes: [meta.md5Hash],
          review_status: 'approved',
          review_notes: 'ok',
          reviewer_id: reviewerId,
          reviewed_at: at,
          ...(reviewSource ? { review_source: reviewSource } : {}),
          submitted_at: Timestamp.fromMillis(approvedAt - 60_000),
          task_title: 'Seeded task',
          payout_amount_cents: 100,
          submitter_name: 'Seeded Person',
          submitter_email: 'seeded@example.com',
          attestation: {
            owns_content: true,
            consents_to_ai_training: true,
            terms_version: TERMS_VERSION,
          },
          paid: false,
        });
        ids.push(id);
      }),
    );
    await batch.commit();
  }
  return ids;
}

/** The export's document. */
export async function exportDoc(exportId: string) {
  return (await admin.db().doc(`dataset_exports/${exportId}`).get()).data() ?? {};
}

/** Every object of an export: relative path → bytes. */
export async function exportObjects(exportId: string): Promise<Map<string, Buffer>> {
  const prefix = exportFolder(exportId);
  const [files] = await admin.bucket().getFiles({ prefix });
  const out = new Map<string, Buffer>();
  for (const file of files) out.set(file.name.slice(prefix.length), (await file.download())[0]);
  return out;
}

/** The export's manifest lines. */
export async function manifestLines(exportId: string): Promise<Record<string, unknown>[]> {
  const [bytes] = await admin
    .bucket()
    .file(`${exportFolder(exportId)}manifest.jsonl`)
    .download();
  return bytes
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Downloads the export into a new temporary folder, as a customer would; returns its path. */
export async function downloadExport(exportId: string): Promise<string> {
  const dir = tempDir(`gt-export-${exportId}-`);
  for (const [name, bytes] of await exportObjects(exportId)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), bytes);
  }
  return dir;
}

/** `by` (an admin) exports the task; the job runs here until the export completes or fails. */
export async function exportTask(by: Member, taskId: string): Promise<string> {
  const { exportId } = await by.call(callables.exportDataset, { taskId });
  for (let i = 0; i < 20; i++) {
    await runAt(exportDatasets, Date.now());
    const { status } = await exportDoc(exportId);
    if (status === 'complete' || status === 'failed') break;
  }
  return exportId;
}
