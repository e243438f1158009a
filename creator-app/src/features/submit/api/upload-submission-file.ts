import type { UploadTask } from '@groundtruth/firebase-web/storage-sdk';
import { storage } from '@groundtruth/firebase-web/storage';

let lastStamp = 0;

/**
 * Milliseconds since the epoch, strictly increasing within the page: files chosen together get
 * distinct names, and storage.rules allow creating an object but never replacing one.
 */
export function uploadStamp(now: number = Date.now()): number {
  lastStamp = Math.max(now, lastStamp + 1);
  return lastStamp;
}

/** The file's extension for its Storage name ("mp4"), from its name, else its type, else "bin". */
export function fileExtension(file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([A-Za-z0-9]{1,10})$/.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = /^[\w-]+\/([A-Za-z0-9]{1,10})$/.exec(file.type)?.[1];
  return fromType ? fromType.toLowerCase() : 'bin';
}

/** submissions/{uid}/{taskId}/{timestamp}.{ext}: the folder storage.rules and submitWork accept. */
export function submissionFilePath(userId: string, taskId: string, file: File): string {
  return `submissions/${userId}/${taskId}/${uploadStamp()}.${fileExtension(file)}`;
}

/** An upload under way: where it goes, and the SDK's task (progress events, cancel, awaitable). */
export interface StartedUpload {
  path: string;
  task: UploadTask;
}

/**
 * Starts a resumable upload of `file` to the creator's folder for the task. The SDK streams the
 * File in chunks (nothing is read into memory) and retries a failed chunk from where it stopped.
 */
export async function uploadSubmissionFile(
  userId: string,
  taskId: string,
  file: File,
): Promise<StartedUpload> {
  const path = submissionFilePath(userId, taskId, file);
  // The Storage SDK loads with the first file, not with the screen.
  const { ref, uploadBytesResumable } = await import('@groundtruth/firebase-web/storage-sdk');
  const task = uploadBytesResumable(ref(await storage(), path), file, { contentType: file.type });
  return { path, task };
}
