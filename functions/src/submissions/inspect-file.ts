/**
 * One inspection of each uploaded file: what its bytes are, and the media
 * facts in them. submitWork reads the object by ranged reads — never the whole object:
 *
 * 1. Real type. The first bytes are identified with file-type (a maintained library of magic
 *    numbers). The declared content type must be one the product accepts (domain/upload-types),
 *    the file's name must carry an extension of that kind, and the bytes must be that kind: a
 *    binary format by its magic number, a text format (plain text, Markdown, CSV, JSON) by being
 *    valid UTF-8 text with no magic number and no markup a browser would render as a page. Each
 *    refusal names the file.
 * 2. Media facts. The sniffed type decides the kind; for video, audio and images mediainfo.js
 *    reads the container's headers (and an MP4's index wherever it is) for the facts stored on
 *    the file entry and judged against the task's requirements (domain/media-checks).
 * 3. Provenance (domain/provenance-read): Content Credentials, capture facts, edits. A file within
 *    the read budget is read once, whole, and everything is read from memory; of a larger one,
 *    provenance reads at most its headers' share and mediainfo the rest of the budget.
 */
import { fileTypeFromBuffer } from 'file-type/core';
import { mediaFactsFromMediaInfo, type MediaFacts } from '@groundtruth/domain/media-facts';
import type { Provenance } from '@groundtruth/domain/provenance';
import {
  inMemory,
  PROVENANCE_READ_BUDGET_BYTES,
  readProvenance,
} from '@groundtruth/domain/provenance-read';
import { mediaKindOfType } from '@groundtruth/domain/media-requirements';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { extensionOf, uploadKindOf } from '@groundtruth/domain/upload-types';
import { bucket } from '../core/app';
import { readCredentials } from './content-credentials';
import { MEDIA_READ_BUDGET_BYTES, mediaInfoTracks, type ByteSource } from './media-info';

/** Bytes file-type needs to recognise every format it knows (its reasonableDetectionSizeInBytes). */
export const SNIFF_BYTES = 4100;
/** Bytes of a text file checked for UTF-8: a long transcript is judged by its first 64 KiB. */
export const TEXT_SNIFF_BYTES = 64 * 1024;

/** A Storage object read by ranged downloads, counting what it read. */
export interface StorageObjectSource extends ByteSource {
  /** Bytes downloaded so far. */
  bytesRead: number;
  /** Ranged reads made so far. */
  reads: number;
}

/**
 * The object at `path`, of `size` bytes, as a ByteSource of ranged reads; of one `generation`
 * when given (an export reads the bytes its custody record names, not a later overwrite).
 */
export function storageObject(
  path: string,
  size: number,
  generation?: string,
): StorageObjectSource {
  const file = bucket().file(path, generation ? { generation } : {});
  const source: StorageObjectSource = {
    size,
    bytesRead: 0,
    reads: 0,
    async read(offset, length) {
      const end = Math.min(size, offset + length) - 1;
      if (end < offset) return new Uint8Array();
      const [bytes] = await file.download({ start: offset, end, validation: false });
      source.reads += 1;
      source.bytesRead += bytes.length;
      return bytes.subarray(0, end - offset + 1);
    },
  };
  return source;
}

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

/** What the first bytes say: a refusal, or the type the bytes really are. */
type ContentVerdict = { problem: string; type?: undefined } | { problem: null; type: string };

/**
 * Why the file named `name`, declared as `contentType`, whose object starts with `head`, is not
 * what it claims; else the type its bytes are. `pathName` (the object's own name) is checked
 * like `name`.
 */
export async function judgeContent(
  name: string,
  pathName: string,
  contentType: string,
  head: Uint8Array,
): Promise<ContentVerdict> {
  const kind = uploadKindOf(contentType);
  if (!kind) return { problem: serverMessages.fileTypeNotAllowed(name) };
  for (const fileName of [name, pathName]) {
    if (!kind.extensions.includes(extensionOf(fileName))) {
      return { problem: serverMessages.fileExtensionMismatch(name, contentType) };
    }
  }
  const found = await fileTypeFromBuffer(head);
  if (kind.text) {
    if (found)
      return { problem: serverMessages.fileContentMismatch(name, contentType, found.mime) };
    return isPlainText(head)
      ? { problem: null, type: contentType }
      : { problem: serverMessages.fileNotText(name) };
  }
  if (!found || !kind.sniffed.includes(found.mime)) {
    return { problem: serverMessages.fileContentMismatch(name, contentType, found?.mime) };
  }
  return { problem: null, type: found.mime };
}

/** A file's inspection: a refusal, or what it is and where it came from. */
export type Inspection =
  | { problem: string; media?: undefined; provenance?: undefined }
  | { problem: null; media: MediaFacts; provenance: Provenance | null };

/** Facts of a file mediainfo could not read: only its kind is known. */
function kindOnly(type: MediaFacts['type']): MediaFacts {
  return mediaFactsFromMediaInfo(type, []);
}

/**
 * Inspects `source`, uploaded as `name` (object name `pathName`) declared as `contentType`:
 * its real type from the first bytes, then its media facts and provenance from at most
 * `readBudget` bytes in all.
 */
export async function inspect(
  name: string,
  pathName: string,
  contentType: string,
  source: ByteSource,
  readBudget = MEDIA_READ_BUDGET_BYTES,
): Promise<Inspection> {
  const kind = uploadKindOf(contentType);
  const head = kind
    ? await source.read(0, kind.text ? TEXT_SNIFF_BYTES : SNIFF_BYTES)
    : new Uint8Array();
  const verdict = await judgeContent(name, pathName, contentType, head);
  if (verdict.problem !== null) return { problem: verdict.problem };
  const mediaKind = mediaKindOfType(verdict.type) ?? 'document';
  if (mediaKind === 'document')
    return { problem: null, media: kindOnly('document'), provenance: null };
  // Within the budget (with the bytes sniffed), the file is read once and parsed from memory.
  const whole = source.size <= readBudget - head.length ? await source.read(0, source.size) : null;
  // Of a larger one, mediainfo reads within the budget less what provenance may read.
  const provenanceShare = Math.min(PROVENANCE_READ_BUDGET_BYTES, Math.floor(readBudget / 8));
  const tracks = await mediaInfoTracks(
    whole ? inMemory(whole) : source,
    whole ? readBudget : readBudget - head.length - provenanceShare,
  ).catch((err: unknown) => {
    // Its bytes are its declared type (checked above): a file MediaInfoLib cannot parse is not
    // refused here; a task's requirements refuse it for the facts it lacks.
    console.warn(`mediainfo could not read ${pathName}`, err);
    return null;
  });
  const provenance = await readProvenance(source, {
    kind: mediaKind,
    type: verdict.type,
    whole,
    general: tracks?.find((t) => t['@type'] === 'General'),
    readCredentials,
    budget: provenanceShare,
  }).catch((err: unknown) => {
    console.warn(`could not read the provenance of ${pathName}`, err);
    return null;
  });
  return {
    problem: null,
    media: tracks ? mediaFactsFromMediaInfo(mediaKind, tracks) : kindOnly(mediaKind),
    provenance,
  };
}

/** Inspects the uploaded object at `path` of `size` bytes (see inspect). */
export function inspectUpload(
  name: string,
  path: string,
  contentType: string,
  size: number,
): Promise<Inspection> {
  const pathName = path.slice(path.lastIndexOf('/') + 1);
  return inspect(name, pathName, contentType, storageObject(path, size));
}
