// @ts-check
// Start-to-ready and stop of the local stack on a built tree (what `npm start --prod` does after
// its builds), first start with seeding and restart reusing the data, and the JavaScript a
// signed-in creator and admin download on their way to their dashboards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '@groundtruth/dev-stack/stack';
import { launchChromium, recordScripts } from '../../../tooling/first-load.mjs';
import { signIn } from '../../../tooling/first-load-screens.mjs';

const BENCH = {
  projectId: 'demo-groundtruth-bench-stack',
  ports: {
    firestore: 48080,
    storage: 49199,
    auth: 49099,
    functions: 45001,
    smtp: 41025,
    mail: 41080,
  },
  appPort: 43000,
};

async function timedStart(/** @type {string} */ dataDir) {
  const started = performance.now();
  const stack = await startStack({
    ...BENCH,
    dataDir,
    production: true,
    buildApps: false,
    quiet: !process.env.BENCH_VERBOSE,
    log: process.env.BENCH_VERBOSE ? console.log : () => undefined,
  });
  return { stack, ms: Math.round(performance.now() - started) };
}

/**
 * Signs in through the UI with an empty cache and adds up every script downloaded until the dashboard shows.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} appUrl
 * @param {string} email
 * @param {string} password
 * @param {string} readyText
 */
async function signedInDashboard(browser, appUrl, email, password, readyText) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await signIn(page, appUrl, email, password);
  await page.getByRole('heading', { name: readyText }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const result = await scripts.total();
  await context.close();
  return result;
}

/**
 * Signs in through the form and waits until a dashboard page shows its heading.
 * @param {import('@playwright/test').Page} page
 * @param {string} appUrl
 * @param {string} email
 * @param {string} password
 */
export async function signInToDashboard(page, appUrl, email, password) {
  await signIn(page, appUrl, email, password);
  await page.waitForFunction(
    () => /^\/dashboard/.test(location.pathname) && !!document.querySelector('h1'),
    null,
    { timeout: 60_000 },
  );
}

/** The upper median of `values` (NaN for none). */
const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const load = () => (os.loadavg()[0] ?? 0).toFixed(1);

/**
 * Start and stop of the stack, each a median of `runs`: a first start on an empty
 * data directory (seeding included), a restart on the seeded one, a stop right after ready
 * (warm-up calls still in flight: the slow case before) and a stop of a settled stack. Stopping
 * is the code Ctrl-C runs (stopStack). The machine's load average is read before and after.
 */
export async function benchStartStop(runs = 5) {
  const loadBefore = load();
  const first = [];
  const restart = [];
  const stopAfterReady = [];
  const stopSettled = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-bench-stack-'));
    try {
      const a = await timedStart(dataDir);
      first.push(a.ms);
      let t = performance.now();
      await a.stack.stop();
      stopAfterReady.push(performance.now() - t);
      const b = await timedStart(dataDir);
      restart.push(b.ms);
      // Settled: warm-ups and the jobs' first runs are over.
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      t = performance.now();
      await b.stack.stop();
      stopSettled.push(performance.now() - t);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return {
    runs,
    firstStartMs: median(first),
    restartMs: median(restart),
    stopAfterReadyMs: median(stopAfterReady),
    stopSettledMs: median(stopSettled),
    all: { first, restart, stopAfterReady, stopSettled },
    load: { before: loadBefore, after: load() },
  };
}

/** The JavaScript a signed-in creator and admin download on their way to their dashboards. */
export async function benchStack() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-bench-stack-'));
  try {
    const second = await timedStart(dataDir);
    const browser = await launchChromium();
    try {
      const { logins, urls } = second.stack;
      const appUrl = urls.app;
      if (!appUrl) throw new Error('the stack serves no app');
      const emailOf = (/** @type {string} */ role) => {
        const account = logins.accounts.find((a) => a.role === role);
        if (!account) throw new Error(`the stack has no ${role} login`);
        return account.email;
      };
      const creator = emailOf('creator');
      const admin = emailOf('admin');
      const dashboards = [
        {
          route: '/dashboard (creator, via sign-in)',
          ...(await signedInDashboard(
            browser,
            appUrl,
            creator,
            logins.password,
            'Creator Dashboard',
          )),
        },
        {
          route: '/dashboard (admin, via sign-in)',
          ...(await signedInDashboard(browser, appUrl, admin, logins.password, 'Admin Dashboard')),
        },
      ];
      return { dashboards };
    } finally {
      await browser.close();
      await second.stack.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
