import { defineConfig } from 'vitest/config';

// Each package with code owns a vitest config; the root runs them all as projects.
export default defineConfig({
  test: {
    projects: ['domain', 'ui-kit', 'shell', 'creator-app', 'staff-app', 'marketing-site', 'functions', 'emulator'].map(
      (dir) => `${dir}/vitest.config.ts`,
    ),
  },
});
