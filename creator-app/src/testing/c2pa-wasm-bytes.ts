// Under vitest, `@contentauth/c2pa-wasm/c2pa.wasm?url` is this module (creator-app's vitest
// config): the WebAssembly's bytes, which the library instantiates directly where the browser
// fetches the build's asset URL (Node's fetch cannot read a file path).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export default readFileSync(
  createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm'),
);
