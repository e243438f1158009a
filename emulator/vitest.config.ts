import { defineProject } from 'vitest/config';

// The emulator's unit and conformance tests. Conformance suites start real servers and
// drive them through the official SDKs, so they get generous timeouts.
export default defineProject({
  test: {
    name: 'emulator',
    environment: 'node',
    // Each file in a worker thread of its own: they start faster than processes (docs/testing.md).
    pool: 'threads',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
