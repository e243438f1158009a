/**
 * Reading a file's provenance (provenance.ts) by ranged reads, the same way on the creator's device
 * and in submitWork: only the C2PA library's loading differs, so it is passed in.
 *
 * - A file within the read budget is read whole (the caller's one read, shared with mediainfo), so
 *   its Content Credentials are verified against every byte.
 * - A larger file is read at its headers only: a JPEG's segments up to its image data, an MP4's or
 *   MOV's top-level box headers and the C2PA box. The manifest store alone is verified (signature,
 *   claim, assertions); the content's hash is not, and the facts say so (`content_checked`).
 * - Capture facts come from EXIF/XMP for pictures (exifr) and from mediainfo's General track for
 *   video and sound (already read for the media facts).
 */
import exifr from 'exifr';
import type { MediaKind } from './media-requirements';
import type { MediaInfoTrack } from './media-facts';
import {
  noCaptureFacts,
  noContentCredentials,
  type CaptureFacts,
  type ContentCredentials,
  type Provenance,
} from './provenance';
import {
  captureFactsFromExif,
  captureFactsFromMediaInfo,
  contentCredentialsFrom,
  provenanceOf,
  type C2paManifestStore,
} from './provenance-facts';

/** Bytes of a file at an offset: a Blob's slice on the device, a ranged GET on the server. */
export interface RandomAccess {
  readonly size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

/**
 * The Content Authenticity Initiative's reader: the manifest store in `bytes` of content type
 * `format` ("application/c2pa" for a store on its own), null when there is none.
 */
export type CredentialsReader = (
  format: string,
  bytes: Uint8Array,
) => Promise<C2paManifestStore | null>;

/** At most this much of a file larger than the read budget is read for its provenance. */
export const PROVENANCE_READ_BUDGET_BYTES = 1024 * 1024;

/** The content type of a manifest store read without its file. */
export const C2PA_STORE_FORMAT = 'application/c2pa';

/** The JUMBF label of a C2PA manifest store ("c2pa" and its terminating zero). */
const C2PA_LABEL = new Uint8Array([0x63, 0x32, 0x70, 0x61, 0x00]);
/** The UUID of the top-level box an MP4 or MOV carries its manifest store in. */
const C2PA_BOX_UUID = 'd8fec3d61b0e483c92975828877ec481';

const BMFF_TYPES = ['video/mp4', 'video/quicktime', 'audio/mp4', 'video/x-m4v', 'audio/x-m4a'];
const JPEG_TYPE = 'image/jpeg';

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32 = (b: Uint8Array, at: number) => u16(b, at) * 0x10000 + u16(b, at + 2);
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));
const hex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, '0')).join('');

/** A reader of `file` that stops at `budget` bytes (then answers with nothing). */
export function budgeted(
  file: RandomAccess,
  budget: number,
): RandomAccess & { spent: () => number } {
  let spent = 0;
  return {
    size: file.size,
    spent: () => spent,
    async read(offset, length) {
      const allowed = Math.min(length, budget - spent, file.size - offset);
      if (allowed <= 0) return new Uint8Array();
      const bytes = await file.read(offset, allowed);
      spent += bytes.length;
      return bytes;
    },
  };
}

/** A file held in memory as RandomAccess. */
export function inMemory(bytes: Uint8Array): RandomAccess {
  return {
    size: bytes.length,
    read: async (offset, length) => bytes.subarray(offset, offset + length),
  };
}

// ---- JPEG ---------------------------------------------------------------------------------

export interface JpegSegment {
  marker: number;
  /** Offset of the segment's marker in the file. */
  offset: number;
  /** The segment's bytes after its marker and length. */
  payload: Uint8Array;
}

/**
 * A JPEG's segments before its image data (APPn, comments, tables), each read whole: where EXIF,
 * XMP and Content Credentials live. `wanted` picks which are read; the rest are skipped by length.
 */
export async function jpegSegments(
  file: RandomAccess,
  wanted: (marker: number) => boolean,
): Promise<JpegSegment[]> {
  const out: JpegSegment[] = [];
  let at = 2;
  while (at + 4 <= file.size) {
    const head = await file.read(at, 4);
    if (head.length < 4 || head[0] !== 0xff) break;
    const marker = head[1] ?? 0;
    if (marker === 0xda || marker === 0xd9) break; // start of scan, end of image
    const length = u16(head, 2);
    if (wanted(marker)) {
      const payload = await file.read(at + 4, length - 2);
      if (payload.length < length - 2) break; // out of budget
      out.push({ marker, offset: at, payload });
    }
    at += 2 + length;
  }
  return out;
}

const APP1 = 0xe1;

/** A JPEG of just `segments` (as exifr reads one), between start and end of image. */
function jpegOf(segments: readonly JpegSegment[]): Uint8Array {
  const length = segments.reduce((n, s) => n + 4 + s.payload.length, 4);
  const out = new Uint8Array(length);
  out.set([0xff, 0xd8]);
  let at = 2;
  for (const s of segments) {
    out.set([0xff, s.marker, (s.payload.length + 2) >> 8, (s.payload.length + 2) & 0xff], at);
    out.set(s.payload, at + 4);
    at += 4 + s.payload.length;
  }
  out.set([0xff, 0xd9], at);
  return out;
}
const APP11 = 0xeb;

/** The manifest store in a JPEG's APP11 segments (JPEG XT boxes), joined; null when none. */
function jpegStore(segments: readonly JpegSegment[]): Uint8Array | null {
  // Each segment: "JP", box instance (2), sequence (4), then the box; continuation segments
  // repeat the box's 8-byte header, which is dropped.
  const parts = segments.filter(
    (s) => s.marker === APP11 && s.payload[0] === 0x4a && s.payload[1] === 0x50,
  );
  const first = parts.find((s) => u32(s.payload, 4) === 1 && indexOf(s.payload, C2PA_LABEL) >= 0);
  if (!first) return null;
  const instance = u16(first.payload, 2);
  const chunks = parts
    .filter((s) => u16(s.payload, 2) === instance)
    .sort((a, b) => u32(a.payload, 4) - u32(b.payload, 4))
    .map((s, i) => s.payload.subarray(i === 0 ? 8 : 16));
  const store = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    store.set(chunk, at);
    at += chunk.length;
  }
  return store;
}

// ---- MP4 / MOV ----------------------------------------------------------------------------

export interface BmffBox {
  type: string;
  /** Offset of the box's header in the file. */
  offset: number;
  headerSize: number;
  size: number;
}

/** The boxes between `start` and `end` (a file's top level, or a container box's children). */
export async function bmffBoxes(
  file: RandomAccess,
  start: number,
  end: number,
): Promise<BmffBox[]> {
  const boxes: BmffBox[] = [];
  let at = start;
  while (at + 8 <= end) {
    const head = await file.read(at, 16);
    if (head.length < 8) break;
    let size = u32(head, 0);
    let headerSize = 8;
    if (size === 1) {
      if (head.length < 16) break;
      size = u32(head, 8) * 2 ** 32 + u32(head, 12);
      headerSize = 16;
    } else if (size === 0) size = end - at;
    if (size < headerSize) break;
    boxes.push({ type: ascii(head, 4, 4), offset: at, headerSize, size });
    at += size;
  }
  return boxes;
}

/** The manifest store in an MP4's or MOV's C2PA box; null when none (or beyond the budget). */
async function bmffStore(file: RandomAccess): Promise<Uint8Array | null> {
  for (const box of await bmffBoxes(file, 0, file.size)) {
    if (box.type !== 'uuid') continue;
    const body = await file.read(box.offset + box.headerSize, box.size - box.headerSize);
    if (body.length < box.size - box.headerSize || hex(body.subarray(0, 16)) !== C2PA_BOX_UUID) {
      continue;
    }
    // uuid, version and flags (4), purpose (a C string), then for "manifest" a merkle offset (8).
    const purposeEnd = body.indexOf(0, 20);
    if (purposeEnd < 0) continue;
    const purpose = ascii(body, 20, purposeEnd - 20);
    if (purpose !== 'manifest') continue;
    return body.subarray(purposeEnd + 1 + 8);
  }
  return null;
}

// ---- reading ------------------------------------------------------------------------------

/** A reader's "there is none" (c2pa-rs's JumbfNotFound, ManifestNotFound …). */
const isAbsent = (error: unknown) => /NotFound/.test(String(error));

async function credentialsOf(
  store: Uint8Array | null,
  format: string,
  contentChecked: boolean,
  read: CredentialsReader,
): Promise<ContentCredentials> {
  if (!store) return noContentCredentials;
  try {
    const manifests = await read(format, store);
    return manifests ? contentCredentialsFrom(manifests, contentChecked) : noContentCredentials;
  } catch (error) {
    if (isAbsent(error)) return noContentCredentials;
    return {
      ...noContentCredentials,
      present: true,
      valid: false,
      validation_errors: [String(error)],
      content_checked: contentChecked,
    };
  }
}

async function exifOf(bytes: Uint8Array): Promise<CaptureFacts> {
  try {
    const tags = (await exifr.parse(bytes, {
      tiff: true,
      exif: true,
      gps: true,
      xmp: true,
      ifd1: false,
      interop: false,
      reviveValues: false,
      translateValues: false,
      mergeOutput: true,
    })) as Record<string, unknown> | undefined;
    return captureFactsFromExif(tags);
  } catch {
    return noCaptureFacts; // metadata exifr cannot parse says nothing of the capture
  }
}

export interface ProvenanceInput {
  /** The kind the bytes were sniffed as, and their real content type. */
  kind: MediaKind;
  type: string;
  /** The whole file when it is within the read budget (read once for everything), else null. */
  whole: Uint8Array | null;
  /** mediainfo's General track, for a video's or recording's capture facts. */
  general: MediaInfoTrack | undefined;
  readCredentials: CredentialsReader;
  /** Bytes it may read of a file not held whole (default PROVENANCE_READ_BUDGET_BYTES). */
  budget?: number;
}

/**
 * The provenance of `file`. With `whole`, nothing more is read; otherwise at most
 * `budget` bytes of its headers.
 */
export async function readProvenance(
  file: RandomAccess,
  input: ProvenanceInput,
): Promise<Provenance> {
  const { kind, type, whole, general, readCredentials } = input;
  const budget = input.budget ?? PROVENANCE_READ_BUDGET_BYTES;
  const source = whole ? inMemory(whole) : budgeted(file, budget);
  let c2pa: ContentCredentials;
  if (whole) {
    // Only a file that holds the label is handed to the library (its WebAssembly is large).
    c2pa = await credentialsOf(
      indexOf(whole, C2PA_LABEL) >= 0 ? whole : null,
      type,
      true,
      readCredentials,
    );
  } else if (type === JPEG_TYPE) {
    const segments = await jpegSegments(source, (m) => m === APP11);
    c2pa = await credentialsOf(jpegStore(segments), C2PA_STORE_FORMAT, false, readCredentials);
  } else if (BMFF_TYPES.includes(type)) {
    c2pa = await credentialsOf(await bmffStore(source), C2PA_STORE_FORMAT, false, readCredentials);
  } else {
    const head = await source.read(0, budget);
    c2pa =
      indexOf(head, C2PA_LABEL) >= 0
        ? {
            ...noContentCredentials,
            present: true,
            validation_errors: ['Too large to verify within the read budget'],
          }
        : noContentCredentials;
  }
  let capture: CaptureFacts = noCaptureFacts;
  if (kind === 'image') {
    if (whole) capture = await exifOf(whole);
    else if (type === JPEG_TYPE) {
      // The APP1 segments (EXIF, XMP) between a start and an end of image: what exifr parses.
      const app1 = await jpegSegments(source, (m) => m === APP1);
      capture = await exifOf(jpegOf(app1));
    } else capture = await exifOf(await source.read(0, budget));
  } else if (kind === 'video' || kind === 'audio') {
    capture = captureFactsFromMediaInfo(general);
  }
  return provenanceOf(c2pa, capture);
}
