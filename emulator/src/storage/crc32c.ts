/**
 * CRC32C (Castagnoli, reflected polynomial 0x82F63B78), the checksum Cloud Storage keeps for
 * every object. Slicing-by-8 over 32-bit words, so hashing keeps up with a large upload while
 * it streams. No dependency.
 */
import os from 'node:os';

const POLY = 0x82f63b78;

/** Eight 256-entry tables back to back: T[k*256 + b] is the CRC of byte b followed by k zero bytes. */
const T = new Int32Array(256 * 8);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
  T[n] = c;
}
for (let k = 1; k < 8; k++) {
  for (let n = 0; n < 256; n++) {
    const p = T[(k - 1) * 256 + n] as number;
    T[k * 256 + n] = (p >>> 8) ^ (T[p & 0xff] as number);
  }
}

const LITTLE_ENDIAN = os.endianness() === 'LE';

/** The byte-at-a-time reference (also used for unaligned heads and tails). */
function bytewise(c: number, data: Uint8Array, from: number, to: number): number {
  for (let i = from; i < to; i++) c = (T[(c ^ (data[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return c;
}

/**
 * Continues a CRC32C over `data`. Start with `crc = 0`; the value returned is the finished CRC
 * of everything fed so far (the inversions are done here, so calls compose).
 */
export function crc32cUpdate(crc: number, data: Uint8Array): number {
  let c = ~crc;
  const len = data.length;
  if (!LITTLE_ENDIAN || len < 16) return ~bytewise(c, data, 0, len) >>> 0;
  let i = 0;
  while (((data.byteOffset + i) & 3) !== 0) {
    c = (T[(c ^ (data[i] as number)) & 0xff] as number) ^ (c >>> 8);
    i++;
  }
  const words = ((len - i) >>> 3) << 1;
  const w = new Int32Array(data.buffer, data.byteOffset + i, words);
  for (let j = 0; j < words; j += 2) {
    const lo = c ^ (w[j] as number);
    const hi = w[j + 1] as number;
    c =
      (T[1792 + (lo & 0xff)] as number) ^
      (T[1536 + ((lo >>> 8) & 0xff)] as number) ^
      (T[1280 + ((lo >>> 16) & 0xff)] as number) ^
      (T[1024 + (lo >>> 24)] as number) ^
      (T[768 + (hi & 0xff)] as number) ^
      (T[512 + ((hi >>> 8) & 0xff)] as number) ^
      (T[256 + ((hi >>> 16) & 0xff)] as number) ^
      (T[hi >>> 24] as number);
  }
  i += words * 4;
  return ~bytewise(c, data, i, len) >>> 0;
}

/** The byte-at-a-time CRC32C, for checking the fast path. */
export function crc32cReference(data: Uint8Array): number {
  return ~bytewise(~0, data, 0, data.length) >>> 0;
}

/** CRC32C of a whole buffer. */
export function crc32c(data: Uint8Array): number {
  return crc32cUpdate(0, data);
}

/** Cloud Storage's form: the 4 big-endian bytes of the CRC, base64-encoded (e.g. "yZRlqg=="). */
export function crc32cBase64(crc: number): string {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(crc >>> 0, 0);
  return b.toString('base64');
}
