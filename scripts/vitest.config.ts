import { defineConfig } from 'vitest/config';

// The benchmark's own tests (the dev stack's and the release tooling's have their workspaces).
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
