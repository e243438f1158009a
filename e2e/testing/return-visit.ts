// A return visit to the dashboard paints at once:
// - the browser remembers the last session (platform/src/session.tsx), so the frame and the
//   route's page render while Firebase Auth is still restoring it, in parallel instead of after;
//   Firestore is asked nothing until Auth has restored the user, so every read carries an ID
//   token; a remembered session that Auth no longer has goes to sign-in and is forgotten;
// - the last data of each screen is kept in localStorage for the signed-in user
//   (platform/src/query-persistence.ts): with every request to Firestore held, the task titles
//   still show; once the requests go through, the screen refreshes (a task published meanwhile
//   appears). Sign Out removes the stored data.
// - the screen a person leaves is kept as a picture (shell/src/snapshot): the next load of it
//   paints the picture before the app's code has loaded, busy, its buttons and links inert; the
//   live page replaces it; Sign Out forgets it. Its form fields: testing/picture-values.ts.
// The journeys run on the production build and in development mode (tests/return-visit.spec.ts).
import type { Page, Request, Route } from '@playwright/test';
import { expect } from './test';
import { adminToken, callAs, loadCallables, signInThroughUi } from './callables';
import { DEMO_ADMIN, DEMO_CREATOR, DEMO_PASSWORD, STACK } from './stack';

const PERSIST_KEY = 'groundtruth.queries';
const SNAPSHOT_KEY = 'groundtruth.snapshot';
const SESSION_KEY = 'groundtruth.session';
const storedQueries = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), PERSIST_KEY);
/** The paths of the screens kept as pictures in the page's storage. */
const keptScreens = (page: Page) =>
  page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
      screens: Record<string, unknown>;
    } | null;
    return stored ? Object.keys(stored.screens).sort() : null;
  }, SNAPSHOT_KEY);

const authOrigin = `http://127.0.0.1:${STACK.ports.auth}`;
const firestoreOrigin = `http://127.0.0.1:${STACK.ports.firestore}`;

const taskCards = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading') });

export async function rendersBeforeAuth(page: Page, shellUrl: string) {
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
  // Only the reloaded page's reads: the page being left may still send one (its live list's
  // count) until the reload commits, and the navigation aborts it.
  const reads: Request[] = [];
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  page.on('request', (request) => {
    if (reloaded && request.url().startsWith(firestoreOrigin) && request.method() !== 'OPTIONS')
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
  // The cards may be the stored ones: wait for the screen's fresh reads.
  await expect
    .poll(() => reads.length, { message: 'Firestore read once Auth answered' })
    .toBeGreaterThan(0);
  for (const read of reads)
    expect(await read.headerValue('authorization'), read.url()).toMatch(/^Bearer \S+/);
}

export async function forgottenWhenAuthHasNone(page: Page, shellUrl: string) {
  await signInThroughUi(page, DEMO_CREATOR, DEMO_PASSWORD, shellUrl);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY))
    .toContain('"role":"creator"');
  await expect.poll(() => storedQueries(page)).not.toBeNull();
  // Leaving the tasks screen keeps its picture, which the next load of it paints first.
  await page.goto(`${shellUrl}/dashboard/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible();
  await page.goto(`${shellUrl}/dashboard`);
  await expect.poll(() => keptScreens(page)).toContain('/dashboard/tasks');
  // Carry over the browser once it holds the hint with the role (rememberSession).
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
    // A visit that found itself signed out: sign-in, then back to the page it asked for.
    await expect(other).toHaveURL(`${shellUrl}/auth/login?next=%2Fdashboard%2Ftasks`);
    await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await other.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    // The last user's data goes with the session, and so do the pictures of their screens.
    await expect.poll(() => storedQueries(other)).toBeNull();
    await expect.poll(() => keptScreens(other)).toBeNull();
    await expect(other.locator('#root [inert]')).toHaveCount(0);
    await expect(other.locator('style[data-snapshot]')).toHaveCount(0);
  } finally {
    await context.close();
  }
}

/**
 * Leaving a page while its role lookup (a token refresh) is under way leaves that page's session
 * without a role. That must not be remembered: it sent an admin's next load of a staff page back
 * to /dashboard, the creator side's routes being all a session without a role may see.
 */
export async function roleLookupCutShort(page: Page, shellUrl: string) {
  // Every token refresh fails, as one cut off by a navigation does: the role stays unknown.
  await page.route(`${authOrigin}/securetoken.googleapis.com/**`, (route) => route.abort());
  await signInThroughUi(page, DEMO_ADMIN, DEMO_PASSWORD, shellUrl);
  await expect(page.getByRole('navigation', { name: 'Creator', exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();

  await page.unrouteAll({ behavior: 'wait' });
  await page.goto(`${shellUrl}/dashboard/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Logs' })).toBeVisible();
  await expect(page).toHaveURL(`${shellUrl}/dashboard/audit`);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY))
    .toContain('"role":"admin"');
}

/** Holds every request to the Firestore emulator until the returned function is called. */
async function holdFirestore(page: Page) {
  const held: Route[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.port === String(STACK.ports.firestore),
    async (route) => {
      held.push(route);
      await released;
      await route.continue();
    },
  );
  return {
    held,
    release: async () => {
      release();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}

export async function returnVisit(page: Page, shellUrl: string) {
  await signInThroughUi(page, DEMO_CREATOR, DEMO_PASSWORD, shellUrl);
  await page.goto(`${shellUrl}/dashboard/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Published tasks' });
  const titles = list.getByRole('heading');
  await expect(titles.first()).toBeVisible();
  const seen = await titles.allTextContents();
  // Written a second after the list loaded (and at the latest when the page is left).
  await expect.poll(() => storedQueries(page)).not.toBeNull();

  // Published while the creator is away: only a fresh read can show it.
  const fresh = `Published during the reload ${Date.now()}`;
  const callables = await loadCallables();
  await callAs(await adminToken(), callables.createTask, {
    title: fresh,
    category: 'video',
    payoutAmountCents: 1100,
    status: 'published',
  });

  const firestore = await holdFirestore(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible();
  for (const title of seen.slice(0, 3)) {
    await expect(list.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  // The screen did ask Firestore again; nothing it asked has been answered.
  await expect.poll(() => firestore.held.length).toBeGreaterThan(0);
  await expect(list.getByRole('heading', { name: fresh })).toHaveCount(0);

  await firestore.release();
  await expect(list.getByRole('heading', { name: fresh, exact: true })).toBeVisible();
  await expect(list.getByRole('heading', { name: seen[0]!, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${shellUrl}/auth/login`);
  expect(await storedQueries(page)).toBeNull();
}

export async function paintsKeptScreen(page: Page, shellUrl: string) {
  await signInThroughUi(page, DEMO_CREATOR, DEMO_PASSWORD, shellUrl);
  await page.goto(`${shellUrl}/dashboard/tasks`);
  const list = page.getByRole('list', { name: 'Published tasks' });
  await expect(list.getByRole('heading').first()).toBeVisible();
  const seen = await list.getByRole('heading').allTextContents();
  // Leaving the screen keeps its picture.
  await page.goto(`${shellUrl}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeVisible();
  // (The dashboard's own picture may be kept too: it had finished when the test left it.)
  await expect.poll(() => keptScreens(page)).toContain('/dashboard/tasks');

  // The app's script held: what shows is the picture alone, painted by the page's loader.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`^${shellUrl}/main(\\.[0-9a-f]+)?\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${shellUrl}/dashboard/tasks`, { waitUntil: 'commit' });
  const picture = page.locator('#root > div[aria-busy="true"]');
  await expect(picture.locator('h1')).toHaveText('Available Tasks');
  await expect(picture.locator('h2').first()).toHaveText(seen[0]!);
  await expect(picture.getByText('Sign Out')).toBeVisible();
  // A picture has no working buttons: they take no focus. Its links to other screens do (a tap
  // on one is kept: keepsTapOnPicture).
  await expect(picture.locator('button').first()).toHaveAttribute('inert', '');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement?.closest('a, button');
      return element ? (element.getAttribute('href') ?? element.tagName) : null;
    });
    if (focused !== null) expect(focused).toMatch(/^\/dashboard/);
  }
  expect(await page.locator('style[data-snapshot]').count()).toBe(1);

  // The app loads and its live page replaces the picture.
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible();
  await expect(list.getByRole('heading', { name: seen[0]!, exact: true })).toBeVisible();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await expect(page.locator('style[data-snapshot]')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'wait' });

  // Sign Out forgets the pictures with the data.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${shellUrl}/auth/login`);
  expect(await keptScreens(page)).toBeNull();
}

/**
 * A tap on the sidebar of a screen's picture, before the app has loaded, is not lost: the address
 * becomes the link's at once, the link shows as current, and the app opens that screen.
 */
export async function keepsTapOnPicture(page: Page, shellUrl: string) {
  await signInThroughUi(page, DEMO_CREATOR, DEMO_PASSWORD, shellUrl);
  await page.goto(`${shellUrl}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeVisible();
  // Leaving the dashboard keeps its picture.
  await page.goto(`${shellUrl}/dashboard/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible();
  await expect.poll(() => keptScreens(page)).toContain('/dashboard');

  // The app's script held: what shows is the dashboard's picture alone.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`^${shellUrl}/main(\\.[0-9a-f]+)?\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${shellUrl}/dashboard`, { waitUntil: 'commit' });
  const picture = page.locator('#root > div[aria-busy="true"]');
  await expect(picture.locator('h1')).toHaveText('Creator Dashboard');

  // The person taps My Submissions in the picture's sidebar.
  const link = picture.locator('nav a[href="/dashboard/submissions"]').first();
  await link.click();
  await expect(page).toHaveURL(`${shellUrl}/dashboard/submissions`);
  await expect(link).toHaveAttribute('aria-current', 'page');

  // The app loads on the screen tapped (development mode's dev servers take their time).
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'My Submissions' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(`${shellUrl}/dashboard/submissions`);
  await expect(page.locator('style[data-snapshot]')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'wait' });
}
