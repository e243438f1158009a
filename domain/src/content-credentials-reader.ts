/**
 * The Content Authenticity Initiative's C2PA reader (c2pa-rs in WebAssembly,
 * @contentauth/c2pa-wasm) as provenance-read's CredentialsReader. Only loading its WebAssembly
 * differs between the device (fetched by URL, once a file carries Content Credentials) and the
 * functions (read from disk), so that is passed in.
 *
 * Trust lists are not consulted (`verify_trust: false`): the product reports who signed and whether
 * the signature and hashes hold, and nothing is fetched from the network while reading.
 */
import { WasmReader } from '@contentauth/c2pa-wasm';
import type { CredentialsReader } from './provenance-read';
import type { C2paManifestStore } from './provenance-facts';

const SETTINGS = JSON.stringify({
  verify: { verify_trust: false, ocsp_fetch: false, remote_manifest_fetch: false },
});

export function credentialsReader(initialise: () => Promise<unknown>): CredentialsReader {
  let ready: Promise<unknown> | null = null;
  return async (format, bytes) => {
    ready ??= initialise().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    await ready;
    const reader = await WasmReader.fromBytes(format, bytes, SETTINGS);
    try {
      return reader.manifestStore() as C2paManifestStore;
    } finally {
      reader.free();
    }
  };
}
