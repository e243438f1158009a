import { defineConfig } from 'vitest/config';

// The verifier as a customer runs it: its command line, in a process of its own.
export default defineConfig({
  test: {
    name: 'verify-dataset',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
