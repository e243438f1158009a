/** CRC32C against published check values and the byte-at-a-time reference. */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crc32c, crc32cBase64, crc32cReference, crc32cUpdate } from '../../src/storage/crc32c.js';

describe('crc32c', () => {
  it('matches the standard check values', () => {
    expect(crc32c(Buffer.from('123456789')).toString(16)).toBe('e3069283');
    expect(crc32c(new Uint8Array(32))).toBe(0x8a9136aa);
    expect(crc32c(new Uint8Array(32).fill(0xff))).toBe(0x62a8ab43);
    expect(crc32c(new Uint8Array(0))).toBe(0);
    // Cloud Storage's form for "hello world".
    expect(crc32cBase64(crc32c(Buffer.from('hello world')))).toBe('yZRlqg==');
  });

  it('is the same computed in pieces, at any alignment, as the reference', () => {
    for (let k = 0; k < 300; k++) {
      const buf = crypto.randomBytes(1 + Math.floor(Math.random() * 3000));
      const view = buf.subarray(Math.floor(Math.random() * Math.min(7, buf.length)));
      const cut = Math.floor(Math.random() * view.length);
      const pieces = crc32cUpdate(crc32cUpdate(0, view.subarray(0, cut)), view.subarray(cut));
      expect(pieces).toBe(crc32cReference(view));
      expect(crc32c(view)).toBe(crc32cReference(view));
    }
  });
});
