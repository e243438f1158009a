import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ui-kit',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Every file has the same jsdom + React + Storybook setup; reusing one environment per worker
    // instead of rebuilding it for each of ~20 files roughly halves the run on a 2-core machine.
    // Tests clean up after themselves (RTL cleanup, story unmount in testStories).
    pool: 'threads',
    isolate: false,
    // axe on a whole story can take a few seconds when the machine is busy.
    testTimeout: 60_000,
  },
});
