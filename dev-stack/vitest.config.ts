import { defineConfig } from 'vitest/config';

// The dev stack's own tests: the static server of production builds, the scale seed. The scale
// seed's start an emulator and write a year of data into it: seconds, more on a busy machine.
export default defineConfig({
  test: {
    name: 'dev-stack',
    root: import.meta.dirname,
    environment: 'node',
    // Each file in a worker thread of its own: they start faster than processes (docs/testing.md).
    pool: 'threads',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
