import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '@groundtruth/dev-stack/chromium';

const OWN_STACKS = /(npm-start.*|js-budgets)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // The full stack (emulators, functions, production build) for every journey.
  globalSetup: './testing/stack.ts',
  // The whole suite, one test at a time, on the 2-core machine: about 25 minutes (docs/testing.md).
  globalTimeout: 40 * 60_000,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One journey at a time. The journeys of the shared stack share its data; those that start
  // stacks of their own (`npm start`'s on the default ports, the JavaScript budgets' on the
  // bench's) ran beside them in a second lane, but on a 2-core machine each `npm start` then took
  // two to three times as long and ran past its limits, leaving a stack behind for the next.
  workers: 1,
  projects: [
    { name: 'own-stacks', testMatch: OWN_STACKS, workers: 1 },
    { name: 'journeys', testIgnore: OWN_STACKS, workers: 1 },
  ],
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    // Off unless GT_E2E_TRACE=1: recording a trace (a screenshot per step) doubled Chromium's CPU
    // time on this 2-core machine, and a CI failure is read from its log, where the failure
    // report of testing/test.ts prints what each page showed.
    trace: process.env.GT_E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
});
