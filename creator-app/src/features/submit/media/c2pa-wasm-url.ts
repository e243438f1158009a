// The build emits the C2PA library's WebAssembly (c2pa-rs, ~9 MB) as a hashed asset beside the
// remote's chunks (the `?url` rule in tooling/rspack-config.mjs): fetched only when a chosen file
// carries Content Credentials.
import url from '@contentauth/c2pa-wasm/c2pa.wasm?url';

export const c2paWasmUrl: string = url;
