import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'staff-app',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../shell/src/test/setup.ts'],
  },
});
