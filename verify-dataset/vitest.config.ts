import { defineConfig } from 'vitest/config';

// The verifier as a customer runs it: its command line, in a process of its own.
export default defineConfig({
  test: {
    name: 'verify-dataset',
    root: import.meta.dirname,
    environment: 'node',
    // Each file in a worker thread of its own: they start faster than processes (docs/testing.md).
    pool: 'threads',
    include: ['test/**/*.test.ts'],
  },
});
