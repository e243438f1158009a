// @ts-check
// First-load JavaScript per signed-in screen on the production build and the full local stack:
// for each screen, a fresh browser context (empty cache) signs in through the login form as a
// person does, lands on /dashboard, then opens the screen inside the app (no reload), and we
// add up the compressed bytes of every script downloaded on that way. Creator screens as the
// demo creator, staff screens as the demo admin, customer screens as the demo customer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startStack } from '@groundtruth/dev-stack/stack';
import { launchChromium, recordScripts } from './first-load.mjs';

/** @typedef {import('./first-load.mjs').ScriptsTotal & { side: string, route: string }} ScreenFirstLoad */

// Own ports, clear of the journeys (2xxxx), `npm start` and the stack bench, and below the
// ephemeral range (32768+), where an outgoing connection may hold a port at any moment.
const BENCH = {
  projectId: 'demo-groundtruth-bench-screens',
  ports: {
    firestore: 18130,
    storage: 19230,
    auth: 19130,
    functions: 15130,
    smtp: 11130,
    mail: 11230,
  },
  appPort: 13130,
};

/** [path, its level-one heading]; {task} is a published task's id. */
/** @type {import('./first-load.mjs').Route[]} */
const creatorScreens = [
  ['/dashboard', 'Creator Dashboard'],
  ['/dashboard/tasks', 'Available Tasks'],
  ['/dashboard/submissions', 'My Submissions'],
  ['/dashboard/submit?taskId={task}', 'Submit Your Work'],
  ['/dashboard/payments', 'Payments & Earnings'],
  ['/dashboard/settings', 'Settings'],
  ['/dashboard/messages', 'Messages'],
];
/** @type {import('./first-load.mjs').Route[]} */
const staffScreens = [
  ['/dashboard', 'Admin Dashboard'],
  ['/dashboard/admin/tasks', 'Manage Tasks'],
  ['/dashboard/admin/submissions', 'Review Submissions'],
  ['/dashboard/users', 'User Management'],
  ['/dashboard/payouts', 'Payout Management'],
  ['/dashboard/audit', 'Audit Logs'],
  ['/dashboard/review-quality', 'Review quality'],
  ['/dashboard/admin/messages', 'Messages'],
  ['/dashboard/admin/orders', 'Orders'],
];
/** @type {import('./first-load.mjs').Route[]} */
const customerScreens = [
  ['/dashboard', 'Overview'],
  ['/dashboard/orders', 'Orders'],
  ['/dashboard/orders/new', 'New order'],
];

/**
 * Signs in through the login form, as a person does; the shell then opens /dashboard.
 * @param {import('playwright-core').Page} page
 * @param {string} appUrl
 * @param {string} email
 * @param {string} password
 */
export async function signIn(page, appUrl, email, password) {
  await page.goto(`${appUrl}/auth/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in, then opens `route` through the app's router as a link would; returns the scripts' total.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} appUrl
 * @param {{ email: string, password: string }} login
 * @param {import('./first-load.mjs').Route} screen
 * @param {string} dashboardHeading
 */
async function screenThroughSignIn(browser, appUrl, login, [route, heading], dashboardHeading) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await signIn(page, appUrl, login.email, login.password);
  await page
    .getByRole('heading', { level: 1, name: dashboardHeading })
    .waitFor({ timeout: 30_000 });
  if (route !== '/dashboard') {
    // A client-side navigation, as a sidebar link makes: React Router follows popstate.
    await page.evaluate((url) => {
      window.history.pushState({}, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  }
  await page.waitForLoadState('networkidle');
  const result = await scripts.total();
  await context.close();
  return result;
}

/**
 * A published task's id on `firestoreHost`, so the submit screen has a task to show.
 * @param {string} projectId
 * @param {string} firestoreHost host:port of the Firestore emulator
 */
async function publishedTaskId(projectId, firestoreHost) {
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const name = `first-load-screens:${projectId}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  const snapshot = await getFirestore(app)
    .collection('tasks')
    .where('status', '==', 'published')
    .limit(1)
    .get();
  return snapshot.docs[0]?.id ?? 'none';
}

/**
 * @typedef {{ email: string, password: string }} Login
 * @typedef {{ appUrl: string, projectId: string, firestoreHost: string, creator: Login, admin: Login, customer: Login }} RunningStack
 */

/**
 * Gzip JavaScript through sign-in to every creator, staff and customer screen; needs the
 * production build.
 * On `running`, a stack already serving it with the demo accounts (the journeys'); else on a
 * stack of its own, started and stopped here (the bench).
 * @param {RunningStack} [running]
 */
export async function measureScreensFirstLoad(running) {
  if (running) return measureOn(running);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-bench-screens-'));
  let stack;
  try {
    stack = await startStack({
      ...BENCH,
      dataDir,
      production: true,
      buildApps: false,
      quiet: !process.env.BENCH_VERBOSE,
      log: () => undefined,
    });
    const { logins, urls } = stack;
    if (!urls.app) throw new Error('the stack serves no app');
    const account = (/** @type {string} */ role) => {
      const found = logins.accounts.find((/** @type {{ role: string }} */ a) => a.role === role);
      if (!found) throw new Error(`the stack has no ${role} login`);
      return { email: found.email, password: logins.password };
    };
    return await measureOn({
      appUrl: urls.app,
      projectId: BENCH.projectId,
      firestoreHost: `127.0.0.1:${BENCH.ports.firestore}`,
      creator: account('creator'),
      admin: account('admin'),
      customer: account('customer'),
    });
  } finally {
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Every screen's figure on a running stack.
 * @param {RunningStack} running
 */
async function measureOn({ appUrl, projectId, firestoreHost, creator, admin, customer }) {
  const browser = await launchChromium();
  try {
    const task = await publishedTaskId(projectId, firestoreHost);
    /** @type {ScreenFirstLoad[]} */
    const rows = [];
    /** @type {[side: string, login: { email: string, password: string }, screens: import('./first-load.mjs').Route[], dashboard: string][]} */
    const sides = [
      ['creator', creator, creatorScreens, 'Creator Dashboard'],
      ['admin', admin, staffScreens, 'Admin Dashboard'],
      ['customer', customer, customerScreens, 'Overview'],
    ];
    for (const [side, login, screens, dashboard] of sides) {
      for (const [route, heading] of screens) {
        const url = route.replace('{task}', task);
        const figures = await screenThroughSignIn(
          browser,
          appUrl,
          login,
          [url, heading],
          dashboard,
        );
        rows.push({ side, route: route.replace('?taskId={task}', '?taskId=…'), ...figures });
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}
