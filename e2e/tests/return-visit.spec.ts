// A return visit paints at once (issue 25): the last data of each screen is kept in localStorage
// for the signed-in user (platform/src/query-persistence.ts). The demo creator opens Available
// Tasks; the page is reloaded while the browser's every request to the Firestore emulator is held,
// and the task titles still show, from the stored data; once the requests go through, the screen
// refreshes (a task published meanwhile appears). Sign Out removes the stored data.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { adminToken, callAs, loadCallables, signInThroughUi } from '../support/callables';
import { devUrl, startDevServers } from '../support/dev-servers';
import { appUrl, DEMO_CREATOR, DEMO_PASSWORD, STACK } from '../support/stack';

const PERSIST_KEY = 'groundtruth.queries';

const storedQueries = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), PERSIST_KEY);

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

async function returnVisit(page: Page, shellUrl: string) {
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

test.describe('production build', () => {
  test('a return visit shows the last tasks before Firestore answers; Sign Out forgets them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await returnVisit(page, appUrl);
  });
});

test.describe('development mode', () => {
  let stop = () => {};

  test.beforeAll(async () => {
    test.setTimeout(6 * 60_000);
    stop = await startDevServers();
  });

  test.afterAll(() => stop());

  test('a return visit shows the last tasks before Firestore answers; Sign Out forgets them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await returnVisit(page, devUrl);
  });
});
