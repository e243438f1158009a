// Real files of a chosen size for the upload journeys: submitWork reads each file's first bytes
// and refuses one whose content is not its type, so a "PNG" must start like a PNG.
import { png } from '@groundtruth/dev-stack/sample-files';

/** A 1×1 PNG of exactly `size` bytes: the rest is a private ancillary chunk after the image. */
export const pngOfSize = (size: number): Buffer => png({ rgb: [40, 90, 200], size });

/** `bytes` made an MP4 by its first 24 bytes: an ISO base media 'ftyp' box (brand isom). */
export function asMp4(bytes: Buffer): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  ftyp.copy(bytes, 0);
  return bytes;
}
