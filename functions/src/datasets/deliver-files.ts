/**
 * What an export delivers, object by object: each approved file copied server-side from the
 * generation its custody record names (or streamed through with its recorded position removed),
 * and each signed release PDF of a submission, every copy checked against the hash recorded when
 * it was made and measured as delivered.
 */
import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { File } from '@google-cloud/storage';
import { exportFolder } from '@groundtruth/domain/dataset-exports';
import type { SubmissionFile } from '@groundtruth/domain/entities';
import type { SubmissionRelease } from '@groundtruth/domain/releases';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { bucket } from '../core/app';
import { storageObject } from '../submissions/inspect-file';
import { locationRemovalPlan, patchStream, type RemovalPlan } from './location-removal';
import { exportedFilePath, exportedReleasePath, type DeliveredRelease } from './manifest';

/** An export that cannot succeed however often it is retried (the message says why). */
export class ExportStopped extends Error {}

/** Streams an object through SHA-256: its digest (hex) and size, in bounded memory. */
async function sha256Of(file: File): Promise<{ sha256: string; size: number }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of file.createReadStream()) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

function notFound(err: unknown): boolean {
  return (err as { code?: unknown }).code === 404;
}

/** A file's clean copy, measured: or why it was left out. */
export type CleanCopy =
  | {
      sha256: string;
      size: number;
      md5: string;
      /** Set when the position was removed: the hashes of the bytes as recorded. */
      original?: { md5: string; sha256: string };
    }
  | { leftOut: string };

/** What one file added to the export: its copy, or why it was left out. */
export type Delivered =
  | (Exclude<CleanCopy, { leftOut: string }> & { path: string })
  | {
      leftOut: string;
    };

/**
 * Copies file `index` of a submission into the export (server-side, the generation its custody
 * record names) and measures the copy. A file carrying the place it was recorded is streamed
 * through with the position removed instead (location-removal.ts), or left out when it cannot be.
 */
export async function copyFile(
  exportId: string,
  key: string,
  submissionId: string,
  file: SubmissionFile,
  index: number,
): Promise<Delivered> {
  const path = exportedFilePath(key, submissionId, index, file.name);
  const target = bucket().file(`${exportFolder(exportId)}${path}`);
  const copy = await copyWithoutLocation(file, target, path.split('/').pop()!);
  return 'leftOut' in copy ? copy : { path, ...copy };
}

/**
 * Copies a submission's `file` to `target`, named `fileName` when downloaded (never its original
 * name, which may carry a person's name): server-side from the generation its custody record
 * names, or, when it carries the place it was recorded, streamed through with the position
 * removed (location-removal.ts), or left out when it cannot be. What the dataset export and the
 * order samples deliver alike; the copy is checked against the custody record and measured.
 */
export async function copyWithoutLocation(
  file: SubmissionFile,
  target: File,
  fileName: string,
): Promise<CleanCopy> {
  const source = bucket().file(file.path, file.generation ? { generation: file.generation } : {});
  const options = {
    contentType: file.type,
    contentDisposition: `attachment; filename="${fileName}"`,
  };
  if (file.provenance?.capture.has_location) {
    return deliverWithoutLocation(file, source, target, options);
  }
  let resource: { md5Hash?: string } | undefined;
  try {
    const [, response] = await source.copy(target, options);
    resource = (response as { resource?: { md5Hash?: string } } | undefined)?.resource;
  } catch (err) {
    if (notFound(err)) throw new ExportStopped(serverMessages.exportFileMissing(file.path));
    throw err;
  }
  const md5 = resource?.md5Hash ?? String((await target.getMetadata())[0].md5Hash);
  if (md5 !== file.md5_hash) throw new ExportStopped(serverMessages.exportFileChanged(file.path));
  const { sha256, size } = await sha256Of(target);
  return { sha256, size, md5 };
}

/**
 * Streams `source` to `target` with its position overwritten, hashing both the bytes as
 * recorded (checked against the custody record) and the bytes delivered.
 */
async function deliverWithoutLocation(
  file: SubmissionFile,
  source: File,
  target: File,
  options: { contentType: string; contentDisposition: string },
): Promise<CleanCopy> {
  let plan: RemovalPlan;
  try {
    plan = await locationRemovalPlan(
      storageObject(file.path, file.size, file.generation),
      file.type,
    );
  } catch (err) {
    if (notFound(err)) throw new ExportStopped(serverMessages.exportFileMissing(file.path));
    throw err;
  }
  if ('reason' in plan) return { leftOut: plan.reason };
  const recorded = { md5: crypto.createHash('md5'), sha256: crypto.createHash('sha256') };
  const delivered = { md5: crypto.createHash('md5'), sha256: crypto.createHash('sha256') };
  let size = 0;
  const tap = (hashes: typeof recorded, count = false) =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hashes.md5.update(chunk);
        hashes.sha256.update(chunk);
        if (count) size += chunk.length;
        done(null, chunk);
      },
    });
  await pipeline(
    source.createReadStream({ validation: false }),
    tap(recorded),
    patchStream(plan.patches),
    tap(delivered, true),
    target.createWriteStream({ resumable: false, ...options, metadata: options }),
  );
  const originalMd5 = recorded.md5.digest('base64');
  if (originalMd5 !== file.md5_hash) {
    await target.delete({ ignoreNotFound: true });
    throw new ExportStopped(serverMessages.exportFileChanged(file.path));
  }
  return {
    size,
    md5: delivered.md5.digest('base64'),
    sha256: delivered.sha256.digest('hex'),
    original: { md5: originalMd5, sha256: recorded.sha256.digest('hex') },
  };
}

/**
 * Copies release `index` of a submission into the export (releases/{submission pseudonym}/…),
 * checking the copy against the SHA-256 its custody entry recorded when it was signed.
 */
export async function copyRelease(
  exportId: string,
  key: string,
  submissionId: string,
  release: SubmissionRelease,
  index: number,
): Promise<DeliveredRelease> {
  const path = exportedReleasePath(key, submissionId, index);
  const target = bucket().file(`${exportFolder(exportId)}${path}`);
  try {
    await bucket()
      .file(release.pdf_path)
      .copy(target, {
        contentType: 'application/pdf',
        contentDisposition: `attachment; filename="${path.split('/').pop()}"`,
      });
  } catch (err) {
    if (notFound(err)) throw new ExportStopped(serverMessages.exportFileMissing(release.pdf_path));
    throw err;
  }
  const { sha256 } = await sha256Of(target);
  if (sha256 !== release.pdf_sha256) {
    await target.delete({ ignoreNotFound: true });
    throw new ExportStopped(serverMessages.exportReleaseChanged(release.pdf_path));
  }
  return { path, sha256 };
}
