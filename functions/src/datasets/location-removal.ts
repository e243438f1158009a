/**
 * Where a file was recorded, taken out before it is delivered: a dataset export streams such a
 * file through `patchStream`, overwriting in place only the bytes that hold the position, so
 * everything else (and the file's structure, its offsets and its length) stays as recorded.
 *
 * - JPEG: the EXIF GPS directory is emptied (its entry count and entries zeroed, with the values
 *   they pointed to) and the XMP packet's exif:GPS… properties are blanked with spaces.
 * - MP4 / MOV: the boxes holding a position become zeroed `free` boxes (skipped by every reader): a
 *   user-data ©xyz box, and each metadata item whose key names a location
 *   (com.apple.quicktime.location.ISO6709 and the like).
 * - Anything else, or a position also held inside the file's Content Credentials (which cannot
 *   be changed without breaking their signature): the file cannot be cleaned safely and is left
 *   out of the export, with the reason.
 */
import { Transform } from 'node:stream';
import {
  bmffBoxes,
  inMemory,
  jpegSegments,
  type BmffBox,
  type RandomAccess,
} from '@groundtruth/domain/provenance-read';

/** Bytes written over the file at `offset`. */
export interface Patch {
  offset: number;
  bytes: Uint8Array;
}

export type RemovalPlan = { patches: Patch[] } | { reason: string };

export const leftOutReasons = {
  format: (type: string) => `its position cannot be removed safely from a ${type} file`,
  credentials: 'its Content Credentials carry the position',
  notFound: 'the position could not be found to remove it',
} as const;

const EXIF_HEADER = 'Exif\0\0';
const XMP_HEADER = 'http://ns.adobe.com/xap/1.0/\0';
const GPS_IFD_TAG = 0x8825;
/** Bytes per value of each TIFF field type. */
const TYPE_SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 };
const APP1 = 0xe1;
const APP11 = 0xeb;
const LOCATION_TEXT = /GPSLatitude|GPSLongitude/;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const zeros = (offset: number, length: number): Patch => ({
  offset,
  bytes: new Uint8Array(length),
});

/** The patches emptying the GPS directory of the EXIF TIFF at `base` (absolute) in `tiff`. */
function exifGpsPatches(tiff: Uint8Array, base: number): Patch[] {
  const view = Buffer.from(tiff);
  const little = view.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? view.readUInt16LE(at) : view.readUInt16BE(at));
  const u32 = (at: number) => (little ? view.readUInt32LE(at) : view.readUInt32BE(at));
  const ifd0 = u32(4);
  let gps = 0;
  for (let i = 0; i < u16(ifd0); i++) {
    const entry = ifd0 + 2 + 12 * i;
    if (u16(entry) === GPS_IFD_TAG) gps = u32(entry + 8);
  }
  if (!gps || gps + 2 > tiff.length) return [];
  const count = u16(gps);
  const patches: Patch[] = [zeros(base + gps, 2 + 12 * count)];
  for (let i = 0; i < count; i++) {
    const entry = gps + 2 + 12 * i;
    const length = (TYPE_SIZES[u16(entry + 2)] ?? 1) * u32(entry + 4);
    if (length > 4) patches.push(zeros(base + u32(entry + 8), length));
  }
  return patches;
}

/** The patches blanking the XMP packet's exif:GPS… properties (attributes and elements). */
function xmpGpsPatches(packet: string, base: number): Patch[] {
  const patches: Patch[] = [];
  const blank = /exif:GPS\w+="[^"]*"|<exif:GPS(\w+)\b[^>]*>[\s\S]*?<\/exif:GPS\1>/g;
  for (const match of packet.matchAll(blank)) {
    patches.push({ offset: base + match.index, bytes: Buffer.alloc(match[0].length, 0x20) });
  }
  return patches;
}

async function jpegPlan(file: RandomAccess): Promise<RemovalPlan> {
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

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'udta', 'meta', 'ilst']);
const FREE = new Uint8Array([0x66, 0x72, 0x65, 0x65]);
const XYZ = '\u00a9xyz';

/** Where a meta box's children start: after version and flags in MP4, at once in QuickTime. */
function metaChildrenStart(moov: Uint8Array, box: BmffBox, at: number): number {
  const body = at + box.headerSize;
  return latin1(moov.subarray(body + 4, body + 8)) === 'hdlr' ? body : body + 4;
}

/** The location keys of a QuickTime `keys` box: their 1-based indexes. */
function locationKeyIndexes(moov: Uint8Array, at: number, box: BmffBox): Set<number> {
  const view = Buffer.from(moov);
  const found = new Set<number>();
  let entry = at + box.headerSize + 8; // version and flags, entry count
  const end = at + box.size;
  for (let index = 1; entry + 8 <= end; index++) {
    const size = view.readUInt32BE(entry);
    if (size < 8) break;
    if (/location/i.test(view.toString('latin1', entry + 8, entry + size))) found.add(index);
    entry += size;
  }
  return found;
}

async function bmffPlan(file: RandomAccess): Promise<RemovalPlan> {
  const top = await bmffBoxes(file, 0, file.size);
  for (const box of top.filter((b) => b.type === 'uuid')) {
    const body = await file.read(box.offset, box.size);
    if (LOCATION_TEXT.test(latin1(body))) return { reason: leftOutReasons.credentials };
  }
  const moovBox = top.find((b) => b.type === 'moov');
  if (!moovBox) return { reason: leftOutReasons.notFound };
  const moov = await file.read(moovBox.offset, moovBox.size);
  const source = inMemory(moov);
  const patches: Patch[] = [];
  const walk = async (start: number, end: number, keys: Set<number>) => {
    const children = await bmffBoxes(source, start, end);
    const keysBox = children.find((b) => b.type === 'keys');
    const located = keysBox ? locationKeyIndexes(moov, keysBox.offset, keysBox) : keys;
    for (const child of children) {
      const indexed =
        child.type.length === 4 ? Buffer.from(child.type, 'latin1').readUInt32BE(0) : 0;
      if (child.type === XYZ || located.has(indexed)) {
        // A free box of the same size, its content (the position) zeroed.
        const bytes = new Uint8Array(child.size - 4);
        bytes.set(FREE);
        patches.push({ offset: moovBox.offset + child.offset + 4, bytes });
      } else if (CONTAINERS.has(child.type)) {
        const from =
          child.type === 'meta'
            ? metaChildrenStart(moov, child, child.offset)
            : child.offset + child.headerSize;
        await walk(from, child.offset + child.size, child.type === 'ilst' ? located : new Set());
      }
    }
  };
  await walk(moovBox.headerSize, moovBox.size, new Set());
  return patches.length ? { patches } : { reason: leftOutReasons.notFound };
}

const BMFF = ['video/mp4', 'video/quicktime', 'audio/mp4', 'video/x-m4v', 'audio/x-m4a'];

/** How to take the position out of `file` of content type `type`, or why it cannot be. */
export function locationRemovalPlan(file: RandomAccess, type: string): Promise<RemovalPlan> {
  if (type === 'image/jpeg') return jpegPlan(file);
  if (BMFF.includes(type)) return bmffPlan(file);
  return Promise.resolve({ reason: leftOutReasons.format(type) });
}

/** A stream that writes `patches` over the bytes passing through it, at their offsets. */
export function patchStream(patches: readonly Patch[]): Transform {
  let position = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const out = Buffer.from(chunk);
      const end = position + out.length;
      for (const { offset, bytes } of patches) {
        if (offset >= end || offset + bytes.length <= position) continue;
        const from = Math.max(offset, position);
        const to = Math.min(offset + bytes.length, end);
        out.set(bytes.subarray(from - offset, to - offset), from - position);
      }
      position = end;
      done(null, out);
    },
  });
}
