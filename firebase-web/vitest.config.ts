import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'firebase-web',
    root: import.meta.dirname,
    // A deployed page: the browser's Firebase as the built client runs it, on a public host.
    environment: 'jsdom',
    // Each file in a worker thread of its own: they start faster than processes (docs/testing.md).
    pool: 'threads',
    environmentOptions: { jsdom: { url: 'https://app.groundtruth.example/dashboard' } },
    include: ['src/**/*.test.ts'],
  },
});
