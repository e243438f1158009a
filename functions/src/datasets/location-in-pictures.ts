/**
 * A position taken out of a picture: a JPEG's EXIF GPS and XMP, a PNG's eXIf and XMP chunks, a
 * HEIF's Exif item (the ways exifr, the upload's reader, finds one).
 */
import { crc32 } from 'node:zlib';
import {
  bmffBoxes,
  inMemory,
  jpegSegments,
  type RandomAccess,
} from '@groundtruth/domain/provenance-read';
import {
  exifGpsPatches,
  latin1,
  leftOutReasons,
  LOCATION_TEXT,
  xmpGpsPatches,
  type Patch,
  type RemovalPlan,
} from './location-patches';

const EXIF_HEADER = 'Exif\0\0';
const XMP_HEADER = 'http://ns.adobe.com/xap/1.0/\0';
const APP1 = 0xe1;
const APP11 = 0xeb;

/** A JPEG's EXIF GPS directory and XMP GPS properties; left out when its credentials hold one. */
export async function jpegPlan(file: RandomAccess): Promise<RemovalPlan> {
  const segments = await jpegSegments(file, (m) => m === APP1 || m === APP11);
  if (segments.some((s) => s.marker === APP11 && LOCATION_TEXT.test(latin1(s.payload)))) {
    return { reason: leftOutReasons.credentials };
  }
  const patches = segments.flatMap((s) => {
    const text = latin1(s.payload.subarray(0, XMP_HEADER.length));
    const at = s.offset + 4;
    if (text.startsWith(EXIF_HEADER)) {
      return exifGpsPatches(s.payload.subarray(EXIF_HEADER.length), at + EXIF_HEADER.length);
    }
    if (text === XMP_HEADER) return xmpGpsPatches(latin1(s.payload), at);
    return [];
  });
  return patches.length ? { patches } : { reason: leftOutReasons.notFound };
}

const PNG_SIGNATURE_BYTES = 8;
const XMP_KEYWORD = 'XML:com.adobe.xmp\0';

/**
 * `patches` inside a PNG chunk (`chunk`: its type, data and CRC; the data starting at `data` in
 * the file), and the chunk's CRC written again.
 */
function withChunkCrc(chunk: Uint8Array, data: number, patches: Patch[]): Patch[] {
  if (!patches.length) return patches;
  // The CRC covers the chunk's type and data: both as they will be delivered.
  const covered = Buffer.from(chunk.subarray(0, chunk.length - 4));
  for (const { offset, bytes } of patches) covered.set(bytes, offset - data + 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(covered));
  return [...patches, { offset: data + covered.length - 4, bytes: crc }];
}

/** A PNG's eXIf chunk (a TIFF, as in a JPEG's EXIF) and XMP iTXt chunk, read by their headers. */
export async function pngPlan(file: RandomAccess): Promise<RemovalPlan> {
  const patches: Patch[] = [];
  let at = PNG_SIGNATURE_BYTES;
  while (at + 12 <= file.size) {
    const head = Buffer.from(await file.read(at, 8));
    if (head.length < 8) break;
    const length = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    if (type === 'IEND') break;
    if (type === 'eXIf' || type === 'iTXt') {
      const chunk = await file.read(at + 4, length + 8);
      const data = at + 8;
      const payload = chunk.subarray(4, 4 + length);
      if (type === 'eXIf') {
        patches.push(...withChunkCrc(chunk, data, exifGpsPatches(payload, data)));
      } else if (latin1(payload.subarray(0, XMP_KEYWORD.length)) === XMP_KEYWORD) {
        patches.push(...withChunkCrc(chunk, data, xmpGpsPatches(latin1(payload), data)));
      }
    }
    at += length + 12;
  }
  return patches.length ? { patches } : { reason: leftOutReasons.notFound };
}

/** An unsigned big-endian integer of `size` bytes (0, 2, 4 or 8) at `at`. */
function uint(view: Buffer, at: number, size: number): number {
  if (size === 8) return Number(view.readBigUInt64BE(at));
  return size ? view.readUIntBE(at, size) : 0;
}

/** The item id of a HEIF's Exif item, from its item information box. */
function exifItemId(iinf: Buffer): number | null {
  let at = 12 + (iinf[8] === 0 ? 2 : 4); // header, version and flags, entry count
  while (at + 8 <= iinf.length) {
    const size = iinf.readUInt32BE(at);
    if (size < 8) break;
    const version = iinf[at + 8] ?? 0;
    const idSize = version === 3 ? 4 : 2;
    const type = iinf.toString('latin1', at + 12 + idSize + 2, at + 12 + idSize + 6);
    if (version >= 2 && type === 'Exif') return iinf.readUIntBE(at + 12, idSize);
    at += size;
  }
  return null;
}

/** Where item `id` of a HEIF lies in the file (its first extent), from its item locations box. */
function itemExtent(iloc: Buffer, id: number): { offset: number; length: number } | null {
  const version = iloc[8] ?? 0;
  const offsetSize = (iloc[12] ?? 0) >> 4;
  const lengthSize = (iloc[12] ?? 0) & 15;
  const baseSize = (iloc[13] ?? 0) >> 4;
  const indexSize = version >= 1 ? (iloc[13] ?? 0) & 15 : 0;
  const wide = version === 2 ? 4 : 2;
  let at = 14;
  const count = uint(iloc, at, wide);
  at += wide;
  for (let i = 0; i < count && at < iloc.length; i++) {
    const item = uint(iloc, at, wide);
    at += wide;
    const method = version >= 1 ? iloc.readUInt16BE(at) & 15 : 0;
    if (version >= 1) at += 2;
    const base = uint(iloc, at + 2, baseSize); // after the data reference index
    at += 2 + baseSize;
    const extents = iloc.readUInt16BE(at);
    at += 2;
    if (item === id && method === 0 && extents > 0) {
      return {
        offset: base + uint(iloc, at + indexSize, offsetSize),
        length: uint(iloc, at + indexSize + offsetSize, lengthSize),
      };
    }
    at += extents * (indexSize + offsetSize + lengthSize);
  }
  return null;
}

/** A HEIF's Exif item: a TIFF after the offset of its header, found through `meta`. */
export async function heifPlan(file: RandomAccess): Promise<RemovalPlan> {
  const metaBox = (await bmffBoxes(file, 0, file.size)).find((b) => b.type === 'meta');
  if (!metaBox) return { reason: leftOutReasons.notFound };
  const meta = Buffer.from(await file.read(metaBox.offset, metaBox.size));
  const children = await bmffBoxes(inMemory(meta), metaBox.headerSize + 4, meta.length);
  const box = (type: string) => {
    const found = children.find((b) => b.type === type);
    return found && meta.subarray(found.offset, found.offset + found.size);
  };
  const iinf = box('iinf');
  const iloc = box('iloc');
  const id = iinf && exifItemId(iinf);
  const extent = iloc && id !== null && id !== undefined ? itemExtent(iloc, id) : null;
  if (!extent || extent.length < 4) return { reason: leftOutReasons.notFound };
  const item = Buffer.from(await file.read(extent.offset, extent.length));
  const tiff = 4 + item.readUInt32BE(0);
  const patches = exifGpsPatches(item.subarray(tiff), extent.offset + tiff);
  return patches.length ? { patches } : { reason: leftOutReasons.notFound };
}
