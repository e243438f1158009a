/**
 * A file is what its bytes say (issue 20, DESIGN §9). submitWork reads the first bytes of each
 * uploaded object — a ranged read, never the whole object — and identifies its real type with
 * file-type (a maintained library of magic numbers). The declared content type must be one the
 * product accepts (domain/upload-types), the file's name must carry an extension of that kind,
 * and the bytes must be that kind: a binary format by its magic number, a text format (plain
 * text, Markdown, CSV, JSON) by being valid UTF-8 text with no magic number and no markup a
 * browser would render as a page. Each refusal names the file.
 */
import { fileTypeFromBuffer } from 'file-type/core';
import { messages } from '@groundtruth/domain/messages';
import { extensionOf, uploadKindOf } from '@groundtruth/domain/upload-types';
import { bucket } from '../app';

/** Bytes file-type needs to recognise every format it knows (its reasonableDetectionSizeInBytes). */
export const SNIFF_BYTES = 4100;
/** Bytes of a text file checked for UTF-8: a long transcript is judged by its first 64 KiB. */
export const TEXT_SNIFF_BYTES = 64 * 1024;

/** The first `count` bytes of the object at `path` (fewer when it is shorter), by a ranged read. */
export async function firstBytes(path: string, count: number): Promise<Uint8Array> {
  const [bytes] = await bucket()
    .file(path)
    .download({ start: 0, end: count - 1, validation: false });
  return bytes.subarray(0, count);
}

/** Markup a browser renders or runs, at the start of a would-be text file. */
const PAGE_START =
  /^\s*<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script[\s>]|svg[\s>]|\?xml\s)/i;

/** Whether `bytes` (possibly cut short mid-character) are UTF-8 text, not a page or binary. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    // stream: a character cut in two by the end of the ranged read is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return false;
  }
  return !PAGE_START.test(text.replace(/^\uFEFF/, ''));
}

/**
 * Why the file named `name`, declared as `contentType`, whose object starts with `head`, is not
 * what it claims; null when it is. `pathName` (the object's own name) is checked like `name`.
 */
export async function contentProblem(
  name: string,
  pathName: string,
  contentType: string,
  head: Uint8Array,
): Promise<string | null> {
  const kind = uploadKindOf(contentType);
  if (!kind) return messages.fileTypeNotAllowed(name);
  for (const fileName of [name, pathName]) {
    if (!kind.extensions.includes(extensionOf(fileName))) {
      return messages.fileExtensionMismatch(name, contentType);
    }
  }
  const found = await fileTypeFromBuffer(head);
  if (kind.text) {
    if (found) return messages.fileContentMismatch(name, contentType, found.mime);
    return isPlainText(head) ? null : messages.fileNotText(name);
  }
  if (!found || !kind.sniffed.includes(found.mime)) {
    return messages.fileContentMismatch(name, contentType, found?.mime);
  }
  return null;
}

/** Reads the head of the object at `path` and judges it (see contentProblem). */
export async function inspectUpload(
  name: string,
  path: string,
  contentType: string,
): Promise<string | null> {
  const kind = uploadKindOf(contentType);
  const head = kind
    ? await firstBytes(path, kind.text ? TEXT_SNIFF_BYTES : SNIFF_BYTES)
    : new Uint8Array();
  return contentProblem(name, path.slice(path.lastIndexOf('/') + 1), contentType, head);
}
