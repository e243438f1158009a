import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'staff-app',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Worker threads: they start faster than processes (docs/testing.md).
    pool: 'threads',
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
