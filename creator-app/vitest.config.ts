import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      // mediainfo.js's browser build fetches its wasm by URL, which Node cannot; its Node build
      // (the same MediaInfoLib) reads the file from disk, at the path the `?url` import names
      // here. The browser build is what Rspack bundles, with the wasm as a hashed asset.
      {
        find: /^mediainfo\.js$/,
        replacement: fileURLToPath(
          new URL('../node_modules/mediainfo.js/dist/esm/index.js', import.meta.url),
        ),
      },
      {
        find: /^@contentauth\/c2pa-wasm\/c2pa\.wasm\?url$/,
        replacement: fileURLToPath(new URL('./src/testing/c2pa-wasm-bytes.ts', import.meta.url)),
      },
      {
        find: /^mediainfo\.js\/MediaInfoModule\.wasm\?url$/,
        replacement: fileURLToPath(
          new URL('./src/testing/mediainfo-wasm-path.ts', import.meta.url),
        ),
      },
    ],
  },
  test: {
    name: 'creator-app',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Processes, not worker threads: some tests set the time zone, which is one per process.
    pool: 'forks',
    // A worker runs file after file, loading jsdom, React and Firebase once rather than per file;
    // fresh-file.ts (the first setup file) gives each file fresh modules, page and globals.
    isolate: false,
    // A hang guard, not a speed assertion: a form typed key by key took 6 s on the idle 2-core
    // machine and over 20 s beside the functions project in CI.
    testTimeout: 60_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../platform/testing/fresh-file.ts', '../platform/testing/dom-setup.ts'],
    // The project's emulator with the real rules, on free ports: screens read it through the
    // query adapter exactly as in the browser.
    globalSetup: ['../platform/testing/emulator-setup.ts'],
  },
});
