import { defineConfig } from 'vitest/config';

// The release tooling's tests: the release folder's pointers, the deploy check, version skew.
export default defineConfig({
  test: {
    name: 'release',
    root: import.meta.dirname,
    environment: 'node',
    // Each file in a worker thread of its own: they start faster than processes (docs/testing.md).
    pool: 'threads',
    include: ['test/**/*.test.ts'],
    // The version-skew test runs a real (failing) production build of an app.
    testTimeout: 120_000,
  },
});
