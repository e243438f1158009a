import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadTask } from '@groundtruth/firebase-web/storage-sdk';
import { uploadSubmissionFile } from '../api/upload-submission-file';
import { sameFile } from './file-checks';

/** A chosen file and how far its upload got. */
export interface ChosenFile {
  /** Stable key for the list. */
  key: string;
  file: File;
  /** Bytes the server has confirmed. */
  transferred: number;
  /** Its Storage path once uploaded completely: it is never uploaded again. */
  path: string | null;
}

/** Uploaded files in the order chosen, ready for submitWork. */
export interface UploadedFiles {
  filePaths: string[];
  fileNames: string[];
}

/** An upload that did not complete: which file, and whether Cancel upload stopped it. */
export class UploadFailed extends Error {
  constructor(
    readonly fileName: string,
    readonly cancelled: boolean,
    options?: ErrorOptions,
  ) {
    super(cancelled ? `Upload of ${fileName} cancelled` : `Upload of ${fileName} failed`, options);
    this.name = 'UploadFailed';
  }
}

const isCancelled = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'storage/canceled';

let keys = 0;

/**
 * The files chosen on the submit screen and their resumable uploads. Files already uploaded keep
 * their path, so a retry after a failed submit uploads only what is missing; Cancel upload stops
 * the uploads under way and keeps every file listed.
 */
export function useFileUploads(userId: string, taskId: string) {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const running = useRef(new Map<string, UploadTask>());
  // Cancel can come while a file's upload is still starting (the Storage SDK loads with the
  // first file): such an upload is cancelled as soon as it exists.
  const cancelled = useRef(false);

  // Leaving the screen stops its uploads.
  useEffect(() => {
    const tasks = running.current;
    return () => tasks.forEach((task) => task.cancel());
  }, []);

  const update = (key: string, patch: Partial<ChosenFile>) =>
    setFiles((current) => current.map((f) => (f.key === key ? { ...f, ...patch } : f)));

  const add = useCallback((chosen: readonly File[]) => {
    setFiles((current) => [
      ...current,
      ...chosen
        .filter((file) => !current.some((c) => sameFile(c.file, file)))
        .map((file) => ({ key: `file-${++keys}`, file, transferred: 0, path: null })),
    ]);
  }, []);

  const remove = useCallback((key: string) => {
    setFiles((current) => current.filter((f) => f.key !== key));
  }, []);

  const uploadOne = async (chosen: ChosenFile): Promise<string> => {
    const { path, task } = await uploadSubmissionFile(userId, taskId, chosen.file);
    running.current.set(chosen.key, task);
    if (cancelled.current) task.cancel();
    task.on('state_changed', (snapshot) =>
      update(chosen.key, { transferred: snapshot.bytesTransferred }),
    );
    try {
      await task;
    } catch (error) {
      update(chosen.key, { transferred: 0 });
      throw new UploadFailed(chosen.file.name, isCancelled(error), { cause: error });
    } finally {
      running.current.delete(chosen.key);
    }
    update(chosen.key, { path, transferred: chosen.file.size });
    return path;
  };

  /** Uploads every file not uploaded yet; rejects with UploadFailed when one fails or is cancelled. */
  const uploadAll = async (): Promise<UploadedFiles> => {
    const chosen = files;
    cancelled.current = false;
    setUploading(true);
    try {
      const results = await Promise.allSettled(chosen.map((f) => f.path ?? uploadOne(f)));
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
      return {
        filePaths: results.map((r) => (r as PromiseFulfilledResult<string>).value),
        fileNames: chosen.map((f) => f.file.name),
      };
    } finally {
      setUploading(false);
    }
  };

  /** Stops the uploads under way (their files stay listed, to upload again). */
  const cancel = useCallback(() => {
    cancelled.current = true;
    running.current.forEach((task) => task.cancel());
  }, []);

  return { files, uploading, add, remove, uploadAll, cancel };
}
