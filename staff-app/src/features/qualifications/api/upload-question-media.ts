import { useMutation } from '@tanstack/react-query';
import {
  quizMediaKindOfType,
  quizMediaPath,
  QUIZ_MEDIA_MAX_BYTES,
} from '@groundtruth/domain/qualifications';

/** Why `file` cannot be a question's picture or clip; null when it can. */
export function questionMediaProblem(file: File): 'type' | 'size' | null {
  if (!quizMediaKindOfType(file.type)) return 'type';
  if (file.size > QUIZ_MEDIA_MAX_BYTES) return 'size';
  return null;
}

/**
 * Uploads a question's picture or clip to a path of its own (storage.rules let only admins write
 * there, each object once) and returns the path the question keeps. Storage loads on the first
 * upload only: the Qualifications list never pays for it.
 */
export async function uploadQuestionMedia(file: File): Promise<string> {
  const kind = quizMediaKindOfType(file.type);
  if (!kind) throw new Error(`A question cannot show a file of type ${file.type || 'unknown'}`);
  const path = quizMediaPath(crypto.randomUUID(), kind);
  const [{ ref, uploadBytesResumable }, { storage }] = await Promise.all([
    import('@groundtruth/firebase-web/storage-sdk'),
    import('@groundtruth/firebase-web/storage'),
  ]);
  await uploadBytesResumable(ref(await storage(), path), file, { contentType: file.type });
  return path;
}

export function useUploadQuestionMedia() {
  return useMutation({ mutationFn: uploadQuestionMedia });
}
