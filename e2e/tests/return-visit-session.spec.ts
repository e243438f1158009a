// A return visit to the dashboard (issue 25): the browser remembers the last session, so the
// frame and the route's page render while Firebase Auth is still restoring it, in parallel
// instead of after; Firestore is not asked anything until Auth has restored the user, so every
// read carries an ID token; and a remembered session that Auth no longer has sends the visitor
// to sign in and is forgotten. On the production build and in development mode.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInThroughUi } from '../support/callables';
import { devUrl, startDevServers } from '../support/dev-servers';
import { appUrl, DEMO_CREATOR, DEMO_PASSWORD, STACK } from '../support/stack';

test.describe.configure({ timeout: 120_000 });

const SESSION_KEY = 'groundtruth.session';
const authOrigin = `http://127.0.0.1:${STACK.ports.auth}`;
const firestoreOrigin = `http://127.0.0.1:${STACK.ports.firestore}`;

const taskCards = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading') });

async function rendersBeforeAuth(page: Page, shellUrl: string) {
  await signInThroughUi(page, DEMO_CREATOR, DEMO_PASSWORD, shellUrl);
  await page.goto(`${shellUrl}/dashboard/tasks`);
  await expect(taskCards(page)).not.toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toContain(
    '"role":"creator"',
  );

  // Hold every request to Auth until released: the page cannot learn who is signed in.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(`${authOrigin}/**`, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  const reads: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(firestoreOrigin) && request.method() !== 'OPTIONS')
      reads.push(request);
  });

  await page.reload();
  // The frame and the page are up while Auth is held…
  await expect(page.getByRole('navigation', { name: 'Creator', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible();
  await expect.poll(() => held.length, { message: 'Auth was asked' }).toBeGreaterThan(0);
  // …and nothing was read from Firestore without the restored user.
  expect(reads.map((r) => r.url())).toEqual([]);

  release();
  await expect(taskCards(page)).not.toHaveCount(0);
  expect(reads.length).toBeGreaterThan(0);
  for (const read of reads)
    expect(await read.headerValue('authorization'), read.url()).toMatch(/^Bearer \S+/);
}

async function forgottenWhenAuthHasNone(page: Page, shellUrl: string) {
  await signInThroughUi(page, DEMO_CREATOR, DEMO_PASSWORD, shellUrl);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY))
    .toContain('"role":"creator"');
  // A browser that has the remembered session but not Auth's (signed out elsewhere, storage
  // partly cleared): local storage is carried over, Auth's IndexedDB is not.
  const state = await page.context().storageState();
  const browser = page.context().browser()!;
  const context = await browser.newContext({ storageState: state });
  try {
    const other = await context.newPage();
    expect(
      state.origins.some((o) => o.localStorage.some((item) => item.name === SESSION_KEY)),
    ).toBe(true);
    await other.goto(`${shellUrl}/dashboard/tasks`);
    await expect(other).toHaveURL(`${shellUrl}/auth/login`);
    await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await other.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  } finally {
    await context.close();
  }
}

test.describe('production build', () => {
  test('a return visit renders the dashboard while Auth restores the session', ({ page }) =>
    rendersBeforeAuth(page, appUrl));
  test('a remembered session Auth no longer has goes to sign-in and is forgotten', ({ page }) =>
    forgottenWhenAuthHasNone(page, appUrl));
});

test.describe('development mode', () => {
  let stop: () => void = () => undefined;
  test.beforeAll(async () => {
    test.setTimeout(6 * 60_000);
    stop = await startDevServers();
  });
  test.afterAll(() => stop());
  test('a return visit renders the dashboard while Auth restores the session', ({ page }) =>
    rendersBeforeAuth(page, devUrl));
  test('a remembered session Auth no longer has goes to sign-in and is forgotten', ({ page }) =>
    forgottenWhenAuthHasNone(page, devUrl));
});
