import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    root: import.meta.dirname,
    environment: 'node',
    // Processes, not worker threads: some tests set the time zone, which is one per process.
    pool: 'forks',
    // A worker runs file after file, loading its modules once rather than per file;
    // fresh-file.ts (the first setup file) gives each file fresh modules, page and globals.
    isolate: false,
    setupFiles: ['../platform/testing/fresh-file.ts'],
    include: ['src/**/*.test.ts'],
  },
});
