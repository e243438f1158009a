// Under vitest, `mediainfo.js/MediaInfoModule.wasm?url` is this module (creator-app's vitest
// config): the wasm's path on disk, which mediainfo.js's Node build reads where the browser
// fetches the build's asset URL.
import path from 'node:path';

export default path.resolve(
  import.meta.dirname,
  '../../../node_modules/mediainfo.js/dist/MediaInfoModule.wasm',
);
