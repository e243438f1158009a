import {
  ALLOWED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  uploadAcceptAttribute,
  uploadKinds,
} from '@groundtruth/domain/upload-types';
import { messages } from '@groundtruth/domain/messages';
import { creatorSubmitWords } from '@groundtruth/domain/words/creator/submit';
import { mediaKindOfType, type MediaKind } from '@groundtruth/domain/media-requirements';

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
export function refusal(
  file: Pick<File, 'name' | 'size' | 'type'>,
  words: Pick<typeof messages, 'fileRefusedType' | 'fileRefusedTooLarge'> = messages,
): string | null {
  if (!ALLOWED_UPLOAD_TYPES.test(file.type)) return words.fileRefusedType(file.name);
  if (file.size > MAX_UPLOAD_BYTES) return words.fileRefusedTooLarge(file.name, formatLimit());
  return null;
}

/**
 * The picker's `accept` attribute: the types and extensions of domain's upload-types, only of
 * the kinds the task takes when it names them (every kind otherwise).
 */
export function acceptedTypesFor(kinds?: readonly MediaKind[]): string {
  if (!kinds?.length) return uploadAcceptAttribute;
  const taken = uploadKinds.filter((kind) => {
    const of = mediaKindOfType(kind.declared[0] ?? '');
    return of !== undefined && kinds.includes(of);
  });
  return [
    ...taken.flatMap((k) => k.declared),
    ...taken.flatMap((k) => k.extensions.map((e) => `.${e}`)),
  ].join(',');
}

const KIND_WORDS = creatorSubmitWords.kinds;

// The order the zone has always listed them in.
const KIND_ORDER = Object.keys(KIND_WORDS) as MediaKind[];

/** "Video, audio, images, PDF, plain text or Markdown": what the picker says it takes. */
export function acceptedKindsLine(
  kinds?: readonly MediaKind[],
  w: Pick<typeof creatorSubmitWords, 'kinds' | 'or'> = creatorSubmitWords,
): string {
  const words = KIND_ORDER.filter((k) => !kinds?.length || kinds.includes(k)).flatMap(
    (k) => w.kinds[k],
  );
  const line =
    words.length > 1
      ? `${words.slice(0, -1).join(', ')} ${w.or} ${words.at(-1)}`
      : (words[0] ?? '');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** The same file chosen again: same name, size and last change (the browser knows no more). */
export function sameFile(
  a: Pick<File, 'name' | 'size' | 'lastModified'>,
  b: Pick<File, 'name' | 'size' | 'lastModified'>,
): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}
