// Every page of the three apps under the Content-Security-Policy, in both modes people run:
// the production build (the stack's local production server) and development (the four dev
// servers, started here on ports of their own against the stack's emulators). The shared guard
// of testing/test.ts fails a test on any violation; this journey makes sure every page, signed
// in as a creator and as an admin, is visited and its data loaded. It also checks the headers
// the pages and files carry, and that the shell refuses a remote from an origin it does not know.
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { devPort } from '../testing/dev-servers';
import { appUrl, DEMO_ADMIN, DEMO_CREATOR, DEMO_PASSWORD } from '../testing/stack';
import { paths } from '../../domain/src/paths';
import { localEnvironment } from '../../tooling/environments.mjs';
import { CACHE_IMMUTABLE, contentSecurityPolicy } from '../../tooling/security-headers.mjs';

const publicPages = [paths.home, paths.privacy, paths.terms, paths.login, paths.signup];
const creatorPages = [
  paths.dashboard,
  paths.tasks,
  paths.submissions,
  paths.submit,
  paths.payments,
  paths.settings,
];
const staffPages = [
  paths.dashboard,
  paths.adminTasks,
  paths.adminSubmissions,
  paths.users,
  paths.payouts,
  paths.audit,
  paths.adminSettings,
];

async function signIn(page: Page, base: string, email: string) {
  await page.goto(`${base}${paths.login}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${base}${paths.dashboard}`, { timeout: 30_000 });
}

/** Loads `pathname` afresh, waits until it rendered and read its data; returns the page's CSP. */
async function visit(page: Page, base: string, pathname: string) {
  const response = await page.goto(`${base}${pathname}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('alert').filter({ hasText: "couldn't load" })).toHaveCount(0);
  return response?.headers()['content-security-policy'];
}

/** Visits every page of the three apps; each must carry `csp` (the guard checks violations). */
async function visitEveryPage(page: Page, base: string, csp: string) {
  for (const pathname of publicPages) expect(await visit(page, base, pathname), pathname).toBe(csp);
  await signIn(page, base, DEMO_CREATOR);
  for (const pathname of creatorPages)
    expect(await visit(page, base, pathname), pathname).toBe(csp);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${base}${paths.login}`);
  await signIn(page, base, DEMO_ADMIN);
  for (const pathname of staffPages) expect(await visit(page, base, pathname), pathname).toBe(csp);
}

test.describe('the production build', () => {
  const csp = contentSecurityPolicy({ environment: localEnvironment() });

  test('every page of the three apps renders under the policy, without a violation', async ({
    page,
  }) => {
    test.setTimeout(4 * 60_000);
    await visitEveryPage(page, appUrl, csp);
  });

  test('pages and files carry the security and cache headers', async ({ request }) => {
    const remotes = (await (await request.get(`${appUrl}/remotes.json`)).json()) as Record<
      string,
      string
    >;
    const page = await request.get(`${appUrl}${paths.tasks}`);
    expect(page.headers()).toMatchObject({
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'no-cache',
    });
    expect(page.headers()['permissions-policy']).toContain('camera=()');
    const html = await page.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    // The page's loader (the paint of a kept screen) and the app's script it loads: hashed, and
    // cached a year, so a return visit asks nothing before painting.
    const scripts = [...html.matchAll(/(?:src|data-app)="\/([\w.-]+\.js)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      expect.stringMatching(/^paint-screen\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^main\.[0-9a-f]{8}\.js$/),
    ]);
    for (const script of scripts)
      expect((await request.get(`${appUrl}/${script}`)).headers()['cache-control']).toBe(
        CACHE_IMMUTABLE,
      );
    for (const name of ['marketing', 'creator', 'staff']) {
      const entry = await request.get(remotes[name]!);
      // A released version's entry never changes (its folder is never rebuilt): cached a year.
      const released = /^\/[^/]+\/remoteEntry\.js$/.test(new URL(remotes[name]!).pathname);
      expect(entry.headers(), name).toMatchObject({
        'cache-control': released ? CACHE_IMMUTABLE : 'no-cache',
        'x-content-type-options': 'nosniff',
        'content-security-policy': csp,
      });
      // Source maps are written for error reporting, named by no script and never served.
      expect(await entry.text()).not.toContain('sourceMappingURL');
      expect((await request.get(`${remotes[name]}.map`)).status(), name).toBe(404);
    }
    for (const file of ['/app-config.json', '/remotes.json', '/'])
      expect((await request.get(`${appUrl}${file}`)).headers()['cache-control'], file).toBe(
        'no-cache',
      );
  });

  test('the shell refuses a remote from a foreign origin, before asking it anything', async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (r) => r.url().includes('attacker.example') && foreign.push(r.url()));
    await page.route('**/remotes.json', async (route) => {
      const remotes = (await (await route.fetch()).json()) as Record<string, string>;
      await route.fulfill({
        json: { ...remotes, staff: 'https://attacker.example/remoteEntry.js' },
      });
    });
    await signIn(page, appUrl, DEMO_ADMIN);
    await page.goto(`${appUrl}${paths.audit}`);
    await expect(page.getByRole('alert')).toContainText("couldn't load");
    expect(foreign).toEqual([]);
  });
});

test.describe('development mode', () => {
  // On the dev servers every development-mode journey shares (the devServer fixture).

  test('every page of the three apps renders under the development policy, without a violation', async ({
    page,
    devServer,
  }) => {
    test.setTimeout(5 * 60_000);
    const csp = contentSecurityPolicy({ environment: localEnvironment(), development: true });
    await visitEveryPage(page, devServer, csp);
  });

  test('the dev servers send the security headers, and answer loopback names and origins only', async ({
    request,
    devServer,
  }) => {
    const csp = contentSecurityPolicy({ environment: localEnvironment(), development: true });
    for (const port of [devPort, devPort + 2]) {
      const foreignHost = await request.get(`http://127.0.0.1:${port}/`, {
        headers: { host: `attacker.example:${port}` },
      });
      expect(foreignHost.status()).toBe(403);
      const foreignOrigin = await request.get(`http://localhost:${port}/`, {
        headers: { origin: 'https://attacker.example' },
      });
      expect(foreignOrigin.status()).toBe(403);
      const local = await request.get(`http://localhost:${port}/`, {
        headers: { origin: devServer },
      });
      expect(local.status()).toBe(200);
      expect(local.headers()).toMatchObject({
        'access-control-allow-origin': devServer,
        'content-security-policy': csp,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(local.headers()['permissions-policy']).toContain('microphone=()');
    }
  });
});
