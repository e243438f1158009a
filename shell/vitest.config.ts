import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shell',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Each file in a worker thread of its own: they start faster than processes (docs/testing.md).
    pool: 'threads',
    // A hang guard, not a speed assertion: a form typed key by key took 6 s on the idle 2-core
    // machine and over 20 s beside the functions project in CI.
    testTimeout: 60_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../platform/testing/dom-setup.ts'],
  },
});
