// The build emits MediaInfoModule.wasm as a hashed asset beside the remote's chunks (the
// `?url` rule in tooling/rspack-config.mjs) and this is its URL on the remote's origin.
import url from 'mediainfo.js/MediaInfoModule.wasm?url';

export const wasmUrl: string = url;
