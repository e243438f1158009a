import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@groundtruth/domain/upload-types';
import { messages } from '@groundtruth/domain/messages';
import { uploadAcceptAttribute } from '@groundtruth/domain/upload-types';

/** Most files one submission holds (submitWorkInput's filePaths.max in domain/callables). */
export const MAX_FILES = 20;

/** "2 GB" for MAX_UPLOAD_BYTES: the limit as the picker states it. */
export function formatLimit(bytes: number = MAX_UPLOAD_BYTES): string {
  const gib = bytes / 1024 ** 3;
  return gib >= 1 ? `${Number(gib.toFixed(1))} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}

/**
 * Why storage.rules would refuse this file (type or size), or null when they accept it: the
 * picker says so before any byte is sent.
 */
export function refusal(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (!ALLOWED_UPLOAD_TYPES.test(file.type)) return messages.fileRefusedType(file.name);
  if (file.size > MAX_UPLOAD_BYTES) return messages.fileRefusedTooLarge(file.name, formatLimit());
  return null;
}

/** The `accept` attribute of the picker: the types and extensions of domain's upload-types. */
export const ACCEPTED_TYPES = uploadAcceptAttribute;
