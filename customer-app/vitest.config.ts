import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'customer-app',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Each file in a worker thread of its own: they start faster than processes (docs/testing.md).
    pool: 'threads',
    // userEvent on a busy 2-core machine: generous per-test time, not a speed assertion.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../platform/testing/dom-setup.ts'],
    // The project's emulator with the real rules, on free ports: screens read it through the
    // query adapter exactly as in the browser.
    globalSetup: ['../platform/testing/emulator-setup.ts'],
  },
});
