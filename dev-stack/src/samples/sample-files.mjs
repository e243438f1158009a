// Small real files for the demo seed and the tests: submitWork reads each upload's first bytes
// and refuses one whose content is not its type, so a "PNG" must be one. One builder,
// used by dev-stack/src/seed/seed-data.mjs, functions/testing/files.ts and e2e/testing/media.ts.
import zlib from 'node:zlib';

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
  return out;
}

/**
 * A PNG of `width` × `height` pixels of one colour (8-bit RGB). `label` goes into a tEXt chunk
 * (so two pictures with different labels have different bytes); `size` pads the file to exactly
 * that many bytes with a private ancillary chunk after the image.
 * @param {{ width?: number, height?: number, rgb?: [number, number, number], label?: string,
 *   size?: number }} [options]
 * @returns {Buffer}
 */
export function png({ width = 1, height = 1, rgb = [0, 255, 0], label, size } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const head = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(label === undefined ? [] : [chunk('tEXt', Buffer.from(`Title\0${label}`, 'latin1'))]),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
  ]);
  const end = chunk('IEND', Buffer.alloc(0));
  if (size === undefined) return Buffer.concat([head, end]);
  const padding = size - head.length - end.length - 12;
  if (padding < 0) throw new Error(`a PNG needs at least ${size - padding} bytes`);
  return Buffer.concat([head, chunk('grNd', Buffer.alloc(padding, 3)), end]);
}
