// Signs a file with Content Credentials (C2PA) using the Content Authenticity Initiative's
// library (@contentauth/c2pa-wasm) and the test signer in dev-stack/samples/test-signer: how the
// committed provenance samples are made, and how tests make a variant (a video, an edit).
//
// The library's WebAssembly build hands the signer the claim's bytes and takes back a whole
// COSE_Sign1 structure of exactly the size it reserved ("direct COSE handling"), so this builds
// one: protected header {alg: ES256, x5chain: the signer's certificate}, a detached payload, and
// a `pad` in the unprotected header making up the reserved size.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { WasmBuilder, initSync } from '@contentauth/c2pa-wasm';

const here = import.meta.dirname;
const signerDir = path.resolve(here, '../../samples/test-signer');
const RESERVE_BYTES = 10_000;
const COSE_ALG_ES256 = -7;
const COSE_X5CHAIN = 33;
const COSE_SIGN1_TAG = 0xd2;

let ready = false;
function initialise() {
  if (ready) return;
  const wasm = fs.readFileSync(
    path.join(
      path.dirname(import.meta.resolve('@contentauth/c2pa-wasm').replace('file://', '')),
      'c2pa_bg.wasm',
    ),
  );
  initSync({ module: wasm });
  // Signing reads the asset through FileReaderSync, a worker API Node lacks: a Blob that keeps
  // its bytes answers it synchronously.
  globalThis.FileReaderSync ??= class {
    readAsArrayBuffer(blob) {
      const bytes = blob.bytesKept;
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    }
  };
  ready = true;
}

class KeptBlob extends Blob {
  /** @param {Uint8Array} bytes */
  constructor(bytes) {
    super([/** @type {BlobPart} */ (bytes)]);
    this.bytesKept = bytes;
  }
  /**
   * @override
   * @param {number} [start]
   * @param {number} [end]
   */
  slice(start = 0, end = this.bytesKept.length) {
    return new KeptBlob(this.bytesKept.subarray(start, end));
  }
}

// ---- the smallest CBOR encoder COSE needs ---------------------------------------------------
function cborHead(major, n) {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}
function cbor(value) {
  if (value === null) return Buffer.from([0xf6]);
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(cbor)]);
  if (value instanceof Map) {
    return Buffer.concat([
      cborHead(5, value.size),
      ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]),
    ]);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

function derOf(pem) {
  return Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
}

/** The test signer as the library's SignerDefinition. */
function testSigner() {
  const certificate = derOf(fs.readFileSync(path.join(signerDir, 'signer.pem'), 'utf8'));
  const key = crypto.createPrivateKey(fs.readFileSync(path.join(signerDir, 'signer-key.pem')));
  return {
    alg: 'es256',
    reserveSize: RESERVE_BYTES,
    async sign(claim) {
      const protectedHeader = cbor(
        new Map(
          /** @type {[number, number | Buffer][]} */ ([
            [1, COSE_ALG_ES256],
            [COSE_X5CHAIN, certificate],
          ]),
        ),
      );
      const toBeSigned = cbor(['Signature1', protectedHeader, new Uint8Array(), claim]);
      const signature = crypto.sign('sha256', toBeSigned, { key, dsaEncoding: 'ieee-p1363' });
      const sign1 = (padBytes) =>
        Buffer.concat([
          Buffer.from([COSE_SIGN1_TAG]),
          cbor([protectedHeader, new Map([['pad', new Uint8Array(padBytes)]]), null, signature]),
        ]);
      let pad = RESERVE_BYTES - sign1(0).length;
      while (pad > 0 && sign1(pad).length > RESERVE_BYTES) pad -= 1;
      const out = sign1(pad);
      if (out.length !== RESERVE_BYTES) throw new Error('COSE signature does not fit its reserve');
      return new Uint8Array(out);
    },
  };
}

/** IPTC's digital source types, as C2PA actions name them. */
export const digitalSourceTypes = {
  capture: 'http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture',
  aiGenerated: 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia',
  aiComposite:
    'http://cv.iptc.org/newscodes/digitalsourcetype/compositeWithTrainedAlgorithmicMedia',
};

/**
 * `bytes` (of content type `format`) signed with Content Credentials saying it was made by
 * `generator` with `actions` (C2PA action objects; the first is the file's creation).
 * @param {Uint8Array} bytes
 * @param {{ format: string, title: string, generator: string, actions: object[] }} manifest
 * @returns {Promise<Buffer>}
 */
export async function signWithTestCredentials(bytes, { format, title, generator, actions }) {
  initialise();
  const builder = WasmBuilder.fromJson(
    JSON.stringify({
      claim_generator_info: [{ name: generator, version: '1.0' }],
      title,
      format,
      assertions: [{ label: 'c2pa.actions', data: { actions } }],
    }),
  );
  try {
    return Buffer.from(await builder.sign(testSigner(), [], format, new KeptBlob(bytes)));
  } finally {
    builder.free();
  }
}
