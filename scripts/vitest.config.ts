import { defineConfig } from 'vitest/config';

// The scripts' own tests: the static server of production builds.
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
