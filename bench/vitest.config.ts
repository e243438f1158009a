import { defineConfig } from 'vitest/config';

// The bench's own tests: the Lighthouse floor's pages (built and run in Chromium) and the reading
// of a kept Lighthouse trace.
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    environment: 'node',
    // Each file in a worker thread of its own: they start faster than processes (docs/testing.md).
    pool: 'threads',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
