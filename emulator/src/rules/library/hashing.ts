/** The `hashing` namespace (md5, sha256, crc32, crc32c → bytes) and bytes methods. */
import { createHash } from 'node:crypto';
import { RBytes, type Result, type Value } from '../values.js';
import { type Method, check, notFound } from './common.js';

function crcTable(poly: number): Uint32Array {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? poly ^ (c >>> 1) : c >>> 1;
    t[i] = c >>> 0;
  }
  return t;
}

const CRC32 = crcTable(0xedb88320);
const CRC32C = crcTable(0x82f63b78);

function crc(table: Uint32Array, data: Uint8Array): Uint8Array {
  let c = 0xffffffff;
  for (const b of data) c = (table[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  c = (c ^ 0xffffffff) >>> 0;
  return Uint8Array.of(c >>> 24, (c >>> 16) & 0xff, (c >>> 8) & 0xff, c & 0xff);
}

/** hashing.md5/sha256/crc32/crc32c over a string (as UTF-8) or bytes. */
export function hashingNamespace(name: string, args: Value[]): Result {
  const bad = check(`hashing.${name}`, args, 'string|bytes');
  if (bad && ['md5', 'sha256', 'crc32', 'crc32c'].includes(name)) return bad;
  const input = args[0];
  const data =
    typeof input === 'string'
      ? new TextEncoder().encode(input)
      : ((input as RBytes | undefined)?.data ?? new Uint8Array());
  switch (name) {
    case 'md5':
    case 'sha256':
      return new RBytes(Uint8Array.from(createHash(name).update(data).digest()));
    case 'crc32':
      return new RBytes(crc(CRC32, data));
    case 'crc32c':
      return new RBytes(crc(CRC32C, data));
    default:
      return notFound(`hashing.${name}`);
  }
}

const bytesMethods: Record<string, Method<RBytes>> = {
  size: (b, a, n) => check(n, a) ?? BigInt(b.data.length),
  // base64url (RFC 4648 §5), per the reference; padding is kept (the reference does not say).
  toBase64: (b, a, n) =>
    check(n, a) ?? Buffer.from(b.data).toString('base64').replace(/\+/g, '-').replace(/\//g, '_'),
  toHexString: (b, a, n) => check(n, a) ?? Buffer.from(b.data).toString('hex').toUpperCase(),
};

/** Calls a method on bytes. */
export function callBytes(b: RBytes, name: string, args: Value[]): Result {
  const m = bytesMethods[name];
  return m ? m(b, args, name) : notFound(name);
}
