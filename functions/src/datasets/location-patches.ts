/**
 * The bytes of a file that hold a position, as patches written over them in a stream: what the
 * location remover (location-removal.ts) plans per format, the EXIF and XMP helpers every format
 * holding them shares, and the stream that applies a plan.
 */
import { Transform } from 'node:stream';

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

const GPS_IFD_TAG = 0x8825;
/** Bytes per value of each TIFF field type. */
const TYPE_SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 };
/** Text that says a position is held (in XMP, and in Content Credentials' assertions). */
export const LOCATION_TEXT = /GPSLatitude|GPSLongitude/;

/** Bytes as one character each. */
export const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
/** Zeros over `length` bytes at `offset`. */
export const zeros = (offset: number, length: number): Patch => ({
  offset,
  bytes: new Uint8Array(length),
});

/** The patches emptying the GPS directory of the EXIF TIFF at `base` (absolute) in `tiff`. */
export function exifGpsPatches(tiff: Uint8Array, base: number): Patch[] {
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
export function xmpGpsPatches(packet: string, base: number): Patch[] {
  const patches: Patch[] = [];
  const blank = /exif:GPS\w+="[^"]*"|<exif:GPS(\w+)\b[^>]*>[\s\S]*?<\/exif:GPS\1>/g;
  for (const match of packet.matchAll(blank)) {
    patches.push({ offset: base + match.index, bytes: Buffer.alloc(match[0].length, 0x20) });
  }
  return patches;
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
