import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, testChromiumPath } from '@groundtruth/dev-stack/chromium';
import { NPM_START, REBUILD } from './testing/projects';

// npm start's journeys start stacks of their own (one at a time); the others, the JavaScript
// budgets included, share the stack of globalSetup.
const BUDGETS = /js-budgets\.spec\.ts$/;
// The development-mode journeys share one start of the dev servers (globalSetup's, for every
// worker): they run in two workers of their own.
const DEV_MODE = /development mode/;

export default defineConfig({
  testDir: './tests',
  // The full stack (emulators, functions, production build) for every journey.
  globalSetup: './testing/stack.ts',
  globalTimeout: 40 * 60_000,
  timeout: 30_000,
  // Two journeys at a time on two cores: a callable's answer can take past 10 s while both wait
  // on the Functions emulator.
  expect: { timeout: 20_000 },
  // Every journey owns the people, tasks and submissions it acts on, so the shared stack's
  // journeys run two at a time; those that change what every journey sees are tagged
  // @platform-wide and run alone (testing/lanes.ts). Beside them, the journeys with stacks of
  // their own. Projects are dispatched in this order: a worker takes the first test whose
  // project has a worker to spare.
  workers: 3,
  projects: [
    // npm start's journeys on stacks of their own, then the rebuild of the creator app, and the
    // budgets, in two workers from the start: the budgets (minutes of sign-ins) are not left for
    // the run's end.
    { name: 'own-stacks', testMatch: [NPM_START, REBUILD], workers: 1 },
    { name: 'budgets', testMatch: BUDGETS, workers: 1 },
    {
      name: 'journeys',
      testIgnore: [NPM_START, REBUILD, BUDGETS],
      grepInvert: DEV_MODE,
      fullyParallel: true,
      workers: 2,
    },
    // Last: a worker frees for it when npm start's journeys end, so the dev servers' journeys do
    // not run while npm start compiles its own (a kept picture's paint then missed its 20 s); a
    // second when the shared stack's journeys run out, so they do not end the run one by one.
    {
      name: 'dev-mode',
      testIgnore: [NPM_START, REBUILD, BUDGETS],
      grep: DEV_MODE,
      workers: 2,
      fullyParallel: true,
    },
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
      executablePath: testChromiumPath,
      args: chromiumArgs,
    },
  },
});
