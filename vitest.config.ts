import { defineConfig } from 'vitest/config';

// Each package with code owns a vitest config; the root runs them all as projects.
export default defineConfig({
  test: { projects: ['*/vitest.config.ts'] },
});
