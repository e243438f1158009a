import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    root: import.meta.dirname,
    environment: 'node',
    // Processes, not worker threads: some tests set the time zone, which is one per process.
    pool: 'forks',
    include: ['src/**/*.test.ts'],
  },
});
