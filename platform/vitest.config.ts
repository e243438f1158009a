import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'platform',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['./test/emulator-setup.ts'],
  },
});
