/** The C2PA reader of the functions: its WebAssembly read from the package on disk. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initSync } from '@contentauth/c2pa-wasm';
import { credentialsReader } from '@groundtruth/domain/content-credentials-reader';

const wasmPath = createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm');

export const readCredentials = credentialsReader(async () => {
  initSync({ module: await readFile(wasmPath) });
});
