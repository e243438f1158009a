import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

export default defineConfig({
  testDir: './tests',
  // The full stack (emulators, functions, production build) for every journey.
  globalSetup: './support/stack.ts',
  globalTimeout: 15 * 60_000,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
});
