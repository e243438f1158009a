/**
 * The export's last step: the parts joined into manifest.jsonl, signed, described (the dataset
 * card and croissant.json), the whole folder written as one archive and the export marked
 * complete. Finalizing again after a crash writes the same bytes.
 */
import crypto from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import { EXPORT_FILES, exportFolder } from '@groundtruth/domain/dataset-exports';
import { taskSchema } from '@groundtruth/domain/entities';
import { bucket, db } from '../core/app';
import { appUrl } from '../mail/config';
import { croissant } from './croissant';
import { writeArchive, type ArchiveEntry } from './dataset-archive';
import { datasetCard, type ExportDescription } from './describe';
import { commit, type ExportDoc } from './export-lease';
import { part } from './export-page';
import { customerKeyId, keyFingerprint, signingKeys } from './keys';
import { summarize, type ManifestLine } from './manifest';

/** The files and release PDFs the manifest lists, in its order, each once, with their sizes. */
async function deliveredObjects(folder: string, lines: ManifestLine[]): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = lines.map((line) => ({
    path: line.file_path,
    size: line.size_bytes,
  }));
  const releases = new Set(
    lines.flatMap((line) => line.releases?.documents ?? []).map((r) => r.path),
  );
  for (const path of releases) {
    const [metadata] = await bucket().file(`${folder}${path}`).getMetadata();
    entries.push({ path, size: Number(metadata.size) });
  }
  return entries;
}

/**
 * Joins the parts into the manifest, signs and describes it, writes the whole export as one
 * archive; marks the export complete.
 */
export async function finalize(doc: ExportDoc, key: string, now: Date) {
  const folder = exportFolder(doc.id);
  const count = doc.part_count ?? 0;
  const chunks: Buffer[] = [];
  for (let n = 0; n < count; n++) chunks.push((await bucket().file(part(doc.id, n)).download())[0]);
  const manifest = Buffer.concat(chunks);
  const lines = manifest
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ManifestLine);
  const summary = summarize(lines);
  const manifestSha256 = crypto.createHash('sha256').update(manifest).digest('hex');
  const { privateKey, publicKeyPem } = signingKeys();
  const signature = crypto.sign(null, manifest, privateKey).toString('base64');
  const fingerprint = keyFingerprint(publicKeyPem);

  const taskSnap = await db().collection(collections.tasks).doc(doc.task_id).get();
  const task = { ...taskSchema.parse(taskSnap.data()), id: taskSnap.id };
  const completedAt = (
    doc.completed_at ? new Date(doc.completed_at.toMillis()) : now
  ).toISOString();
  const description: ExportDescription = {
    exportId: doc.id,
    task,
    requirements: taskSnap.get('requirements') ?? undefined,
    summary,
    approvedFrom: doc.approved_from ? new Date(doc.approved_from.toMillis()).toISOString() : null,
    approvedTo: doc.approved_to ? new Date(doc.approved_to.toMillis()).toISOString() : null,
    includesAutoApproved: doc.include_auto_approved !== false,
    leftOut: doc.left_out ?? {},
    completedAt,
    manifestSha256,
    manifestBytes: manifest.length,
    keyFingerprint: fingerprint,
    customerKeyId: customerKeyId(key),
    location: `https://storage.googleapis.com/${bucket().name}/${folder}`,
    appUrl: appUrl(),
  };
  const entries: ArchiveEntry[] = [];
  const save = async (file: string, data: string | Buffer, contentType: string) => {
    await bucket().file(`${folder}${file}`).save(data, { resumable: false, contentType });
    entries.push({ path: file, size: Buffer.byteLength(data) });
  };
  await save(EXPORT_FILES.manifest, manifest, 'application/jsonl');
  await save(EXPORT_FILES.signature, `${signature}\n`, 'text/plain');
  await save(EXPORT_FILES.publicKey, publicKeyPem, 'application/x-pem-file');
  await save(EXPORT_FILES.card, datasetCard(description), 'text/markdown');
  await save(
    EXPORT_FILES.croissant,
    `${JSON.stringify(croissant(description), null, 2)}\n`,
    'application/ld+json',
  );
  for (let n = 0; n < count; n++)
    await bucket().file(part(doc.id, n)).delete({ ignoreNotFound: true });
  const archive = await writeArchive(
    doc.id,
    [...entries, ...(await deliveredObjects(folder, lines))],
    new Date(completedAt),
  );
  return commit(doc.id, doc.lease_id as string, () => ({
    status: 'complete',
    completed_at: Timestamp.fromDate(new Date(completedAt)),
    updated_at: Timestamp.fromDate(now),
    file_count: summary.files,
    total_bytes: summary.bytes,
    contributor_count: summary.contributors,
    manifest_sha256: manifestSha256,
    key_fingerprint: fingerprint,
    archive_sha256: archive.sha256,
    archive_bytes: archive.bytes,
    error: null,
    lease_id: null,
    lease_until: null,
  }));
}
