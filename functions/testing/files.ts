/**
 * Small real files for the suites: submitWork reads each upload's first bytes, so a
 * "video" must start like one. Each builder makes the smallest bytes file-type recognises.
 */
import { png as samplePng } from '@groundtruth/dev-stack/sample-files';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** An ISO base media file (MP4, or QuickTime with brand 'qt  ') whose payload is `text`. */
export function isoMedia(text: string, brand: 'isom' | 'qt  ' = 'isom'): Uint8Array {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand, 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write(brand, 16, 'latin1');
  ftyp.write('mp41', 20, 'latin1');
  const payload = utf8(text);
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8 + payload.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat, payload]);
}

/** A 1×1 PNG (dev-stack/src/samples/sample-files.mjs, the seed's own builder). */
export const png = (): Uint8Array => samplePng({ rgb: [255, 0, 0] });

/** A one-page PDF's opening (file-type needs only its header). */
export const pdf = (text = 'report') =>
  utf8(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n`);

/** A web page, the kind of file an attacker would dress up as a video. */
export const htmlPage = utf8(
  '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** An SVG image with a script in it. */
export const svg = utf8(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>',
);

/** The bytes `upload` sends for `text` declared as `contentType`: a real file of that type. */
export function bytesFor(text: string, contentType: string): Uint8Array {
  if (contentType === 'video/quicktime') return isoMedia(text, 'qt  ');
  if (contentType.startsWith('video/')) return isoMedia(text);
  if (contentType === 'image/png') return png();
  if (contentType === 'application/pdf') return pdf(text);
  return utf8(text);
}
