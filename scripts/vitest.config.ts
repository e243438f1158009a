import { defineConfig } from 'vitest/config';

// The scripts' own tests: the static server of production builds, the scale seed. Some start an
// emulator and write a year of data into it: seconds, more on a busy machine.
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
