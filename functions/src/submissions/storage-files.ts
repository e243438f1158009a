/**
 * The custody record (docs/architecture.md, Data model): what Storage itself says about each
 * uploaded file — size, type, MD5 and CRC32C computed by the server, generation and upload time —
 * never the client. Each file's bytes must also be what its type and name claim, and its media
 * facts are read from them (inspect-file.ts); a submitted file is stored as an attachment without a
 * public download token.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { SUBMITTABLE_UPLOAD_HOURS } from '@groundtruth/domain/constants';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@groundtruth/domain/upload-types';
import type { SubmissionFile } from '@groundtruth/domain/entities';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { bucket } from '../core/app';
import { fail } from '../core/errors';
import { inspectUpload } from './inspect-file';

/** The folder a creator uploads a task's files to (storage.rules allows only their own). */
export function uploadFolder(uid: string, taskId: string): string {
  return `submissions/${uid}/${taskId}/`;
}

function isNotFound(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 404;
}

/** Reads each file's Storage metadata; refuses paths outside the folder and files not uploaded. */
export async function custodyRecords(
  uid: string,
  taskId: string,
  paths: readonly string[],
  names: readonly string[],
): Promise<SubmissionFile[]> {
  if (paths.length !== names.length)
    throw fail.invalid(`fileNames: ${serverMessages.fileNamesMismatch}`);
  if (new Set(paths).size !== paths.length) throw fail.invalid('filePaths: must not repeat a file');
  const folder = uploadFolder(uid, taskId);
  for (const path of paths) {
    const rest = path.slice(folder.length);
    if (!path.startsWith(folder) || rest.length === 0 || rest.includes('/') || rest === '..') {
      throw fail.denied(serverMessages.fileOutsideFolder);
    }
  }
  return Promise.all(
    paths.map(async (path, i) => {
      const name = names[i] as string;
      let metadata;
      try {
        [metadata] = await bucket().file(path).getMetadata();
      } catch (err) {
        if (isNotFound(err)) throw fail.precondition(serverMessages.fileNotUploaded(path));
        throw err;
      }
      const size = Number(metadata.size ?? 0);
      const type = metadata.contentType ?? 'application/octet-stream';
      if (size > MAX_UPLOAD_BYTES) throw fail.precondition(serverMessages.fileTooLarge(name));
      if (!ALLOWED_UPLOAD_TYPES.test(type))
        throw fail.precondition(serverMessages.fileTypeNotAllowed(name));
      const inspection = await inspectUpload(name, path, type, size);
      if (inspection.problem !== null) throw fail.precondition(inspection.problem);
      const created = metadata.timeCreated ? new Date(metadata.timeCreated) : new Date();
      // deleteOrphanUploads may be deleting a file past ORPHAN_UPLOAD_HOURS: never submit one.
      if (Date.now() - created.getTime() > SUBMITTABLE_UPLOAD_HOURS * 3_600_000) {
        throw fail.precondition(serverMessages.fileUploadTooOld(name));
      }
      return {
        name,
        path,
        size,
        type,
        md5_hash: metadata.md5Hash ?? '',
        crc32c: metadata.crc32c ?? '',
        generation: metadata.generation === undefined ? undefined : String(metadata.generation),
        uploaded_by: uid,
        uploaded_at: Timestamp.fromDate(created),
        media: inspection.media,
        ...(inspection.provenance ? { provenance: inspection.provenance } : {}),
      };
    }),
  );
}

/** `attachment` with the file's own name, in the RFC 6266 form Storage itself writes. */
export function attachmentDisposition(name: string): string {
  return `attachment; filename*=utf-8''${encodeURIComponent(name)}`;
}

/**
 * Makes each submitted object an attachment — a browser opening it downloads it, never renders
 * it — and drops its Firebase download tokens, so no token URL reaches it without the rules:
 * the owner and staff read it through the SDK (storage.rules). Metadata only: the bytes, their
 * hashes and the generation custody records stay as they are.
 */
export async function storeAsAttachments(files: readonly Pick<SubmissionFile, 'name' | 'path'>[]) {
  await Promise.all(
    files.map((file) =>
      bucket()
        .file(file.path)
        .setMetadata({
          contentDisposition: attachmentDisposition(file.name),
          metadata: { firebaseStorageDownloadTokens: null },
        }),
    ),
  );
}
