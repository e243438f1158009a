/**
 * `npm run bench -- export`: time and peak memory of a 1,000-file dataset export.
 * The project's emulator (Firestore + Storage) runs in this process, seeded with 1,000 approved
 * submissions of one file each; the export job runs in a child process of its own
 * (export-run.ts), so its peak RSS is the exporter's alone: the files are copied server-side and
 * hashed as streams, so it must not grow with the bytes exported.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { startEmulator } from '../../../../emulator/src/server';

const PROJECT = 'demo-groundtruth-export-bench';
const BUCKET = `${PROJECT}.appspot.com`;
const HOST = '127.0.0.1';
const PORTS = { firestore: 48080, storage: 49199 };
const root = path.resolve(import.meta.dirname, '../../../..');

export interface ExportBench {
  files: number;
  fileBytes: number;
  totalMB: number;
  seconds: number;
  peakRssMB: number;
  loadedRssMB: number;
  manifestKB: number;
}

/** Seeds `files` approved submissions of `fileBytes` each, exports them and measures. */
export async function benchExport(files = 1000, fileBytes = 256 * 1024): Promise<ExportBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-export-bench-'));
  const emulator = await startEmulator({
    firestorePort: PORTS.firestore,
    storagePort: PORTS.storage,
    dataDir,
    rulesSource: fs.readFileSync(path.join(root, 'firestore.rules'), 'utf8'),
    storageRulesSource: fs.readFileSync(path.join(root, 'storage.rules'), 'utf8'),
    log: () => {},
  });
  const env = {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
    STORAGE_EMULATOR_HOST: `http://${HOST}:${PORTS.storage}`,
    GCLOUD_PROJECT: PROJECT,
    GROUNDTRUTH_STORAGE_BUCKET: BUCKET,
    GROUNDTRUTH_DEV_KEYS_DIR: path.join(dataDir, 'keys'),
    FUNCTIONS_EMULATOR: 'true',
    METADATA_SERVER_DETECTION: 'none',
  };
  Object.assign(process.env, env);
  const app = initializeApp({ projectId: PROJECT, storageBucket: BUCKET }, 'export-bench');
  try {
    const db = getFirestore(app);
    const bucket = getStorage(app).bucket(BUCKET);
    const taskId = 'bench-task';
    const now = Timestamp.now();
    await db.doc(`tasks/${taskId}`).set({
      title: 'Bench task',
      category: 'video',
      description: 'A thousand approved takes.',
      payout_amount_cents: 100,
      due_at: null,
      quota_limit: null,
      accepted_count: 0,
      instructions_url: null,
      expected_timeline: null,
      tags: ['bench'],
      status: 'published',
      created_by: 'bench',
      created_at: now,
    });
    for (let start = 0; start < files; start += 100) {
      const batch = db.batch();
      await Promise.all(
        Array.from({ length: Math.min(100, files - start) }, async (_, k) => {
          const n = start + k;
          const uid = `bench-creator-${n % 50}`;
          const objectPath = `submissions/${uid}/${taskId}/take-${n}.mp4`;
          const file = bucket.file(objectPath);
          await file.save(crypto.randomBytes(fileBytes), {
            resumable: false,
            contentType: 'video/mp4',
          });
          const [meta] = await file.getMetadata();
          const at = Timestamp.fromMillis(now.toMillis() - (files - n) * 1000);
          batch.set(db.doc(`submissions/${taskId}_${uid}_${n}`), {
            user_id: uid,
            task_id: taskId,
            acceptance_id: `${taskId}_${uid}`,
            notes: '',
            files: [
              {
                name: `take-${n}.mp4`,
                path: objectPath,
                size: fileBytes,
                type: 'video/mp4',
                md5_hash: meta.md5Hash,
                crc32c: meta.crc32c,
                uploaded_by: uid,
                uploaded_at: at,
                generation: String(meta.generation),
              },
            ],
            review_status: 'approved',
            review_notes: null,
            reviewer_id: 'bench',
            reviewed_at: at,
            submitted_at: at,
            task_title: 'Bench task',
            payout_amount_cents: 100,
            submitter_name: 'Bench Person',
            submitter_email: 'bench@example.com',
            attestation: {
              owns_content: true,
              consents_to_ai_training: true,
              terms_version: TERMS_VERSION,
            },
            paid: false,
          });
        }),
      );
      await batch.commit();
    }
    const exportId = 'bench-export';
    // What exportDataset writes when an admin asks.
    await db.doc(`dataset_exports/${exportId}`).set({
      task_id: taskId,
      task_title: 'Bench task',
      status: 'queued',
      approved_from: null,
      approved_to: null,
      created_by: 'bench-admin',
      created_by_name: 'Bench Admin',
      created_at: now,
      started_at: null,
      completed_at: null,
      updated_at: now,
      submission_count: 0,
      file_count: 0,
      total_bytes: 0,
      contributor_count: 0,
      error: null,
      manifest_sha256: null,
      key_fingerprint: null,
      part_count: 0,
      attempts: 0,
    });
    // Asynchronously: the emulator serving the child runs on this process's event loop.
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/jiti/lib/jiti-cli.mjs'),
        path.join(import.meta.dirname, 'export-run.ts'),
        exportId,
      ],
      { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const last = stdout.trim().split('\n').pop() ?? '';
    if (code !== 0 || !last.startsWith('{'))
      throw new Error(`export run failed:\n${stdout}\n${stderr}`);
    const result = JSON.parse(last) as {
      ms: number;
      peakRssMB: number;
      loadedRssMB: number;
      status: string;
    };
    const doc = (await db.doc(`dataset_exports/${exportId}`).get()).data() ?? {};
    if (doc.status !== 'complete' || doc.file_count !== files)
      throw new Error(`export ended ${doc.status} with ${doc.file_count} files: ${doc.error}`);
    const [manifest] = await bucket.file(`exports/${exportId}/manifest.jsonl`).getMetadata();
    return {
      files,
      fileBytes,
      totalMB: (files * fileBytes) / 1e6,
      seconds: result.ms / 1000,
      peakRssMB: result.peakRssMB,
      loadedRssMB: result.loadedRssMB,
      manifestKB: Number(manifest.size) / 1024,
    };
  } finally {
    await deleteApp(app);
    await emulator.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
