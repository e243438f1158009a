import { useMutation } from '@tanstack/react-query';
import type { SubmissionFile } from '@groundtruth/domain/entities';

/**
 * Downloads a submitted file by its Storage path (storage.rules let its owner and staff read it)
 * and hands it to the browser under its original name. The bytes come through the SDK, so the
 * request carries the user's credentials across origins, unlike a plain link. Storage loads on
 * the first download only: a list of submissions never pays for it.
 */
export async function downloadFile(file: Pick<SubmissionFile, 'name' | 'path'>): Promise<void> {
  const bytes = await readFileBytes(file.path);
  // application/octet-stream, whatever the file's type: the browser saves the bytes and never
  // renders them, as Storage's Content-Disposition: attachment says for the object.
  saveFile(new Blob([bytes], { type: 'application/octet-stream' }), file.name);
}

/**
 * The bytes of the Storage object at `path`, read through the SDK with the user's credentials
 * (storage.rules decide). getBytes rather than getBlob: the same authenticated read, and it also
 * runs outside a browser (the screen tests), where the SDK has no getBlob.
 */
export async function readFileBytes(path: string): Promise<ArrayBuffer> {
  const [{ getBytes, ref }, { storage }] = await Promise.all([
    import('@groundtruth/firebase-web/storage-sdk'),
    import('@groundtruth/firebase-web/storage'),
  ]);
  return getBytes(ref(await storage(), path));
}

/** Hands `blob` to the browser as a download named `name` (a file, a JSON export). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = name;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Download of one file; the caller reports success or failure. */
export function useDownloadFile() {
  return useMutation({ mutationFn: downloadFile });
}
