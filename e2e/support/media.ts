// Real files of a chosen size for the upload journeys: submitWork reads each file's first bytes
// and refuses one whose content is not its type (issue 20), so a "PNG" must start like a PNG.
import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
  return out;
}

/** A 1×1 PNG of exactly `size` bytes: the rest is a private ancillary chunk after the image. */
export function pngOfSize(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const head = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 40, 90, 200]))),
  ]);
  const end = chunk('IEND', Buffer.alloc(0));
  const padding = size - head.length - end.length - 12;
  if (padding < 0) throw new Error(`a PNG needs at least ${size - padding} bytes`);
  return Buffer.concat([head, chunk('grNd', Buffer.alloc(padding, 3)), end]);
}

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
