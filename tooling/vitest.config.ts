import { defineConfig } from 'vitest/config';

// The build tooling's tests: security headers, environments.
export default defineConfig({
  test: {
    name: 'tooling',
    root: import.meta.dirname,
    environment: 'node',
    // Each file in a worker thread of its own: they start faster than processes (docs/testing.md).
    pool: 'threads',
    include: ['test/**/*.test.ts'],
    // One test runs a real (failing) production build of the shell.
    testTimeout: 120_000,
  },
});
