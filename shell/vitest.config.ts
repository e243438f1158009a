import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shell',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
