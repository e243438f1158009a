// The dashboard frame on the production build: the sidebar covers the whole height
// of a page longer than the window, down to its bottom, and on a 390 px phone the Available
// Tasks header's search field fits the screen.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { noSidewaysScroll } from '../testing/axe';
import { signIn } from '../testing/callables';
import { loadUntilShown } from '../testing/lists';
import { appUrl } from '../testing/stack';

test.describe.configure({ timeout: 90_000 });

/** The element's box in the window's coordinates. */
async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  expect(rect, 'element has a box').not.toBeNull();
  return rect!;
}

async function openTasks(page: Page) {
  await page.goto(`${appUrl}/dashboard/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading') }),
  ).not.toHaveCount(0);
}

test('the sidebar reaches the bottom of a page longer than the window', async ({
  page,
  creator,
}) => {
  // A short window makes Available Tasks (the demo's tasks and every journey's) longer than it.
  await page.setViewportSize({ width: 1280, height: 480 });
  await signIn(page, creator.email, creator.password);
  await openTasks(page);
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  expect(scrollHeight).toBeGreaterThan(innerHeight + 200);

  // The sidebar's panel runs the page's full height, from its top to its bottom (a full-page
  // capture shows it down to the end, not one window high).
  const sidebar = page.getByRole('navigation', { name: 'Creator', exact: true });
  const panel = await box(sidebar);
  expect(panel.y).toBe(0);
  expect(panel.height).toBeGreaterThanOrEqual(scrollHeight - 1);

  // Scrolled to the very bottom, the panel is still beside the page and its links and Sign Out
  // are in view: they stick to the top of the window.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
  );
  const atBottom = await page.evaluate(
    () =>
      document
        .elementFromPoint(5, window.innerHeight - 2)
        ?.closest('nav')
        ?.getAttribute('aria-label') ?? null,
  );
  expect(atBottom).toBe('Creator');
  await expect(sidebar.getByRole('link', { name: /Tasks/ }).first()).toBeInViewport();
  await expect(sidebar.getByRole('button', { name: 'Sign Out' })).toBeInViewport();
});

test("the header's search field is fully visible on a 390 px phone", async ({ page, creator }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, creator.email, creator.password);
  await openTasks(page);

  const search = page.getByRole('searchbox', { name: 'Search by title' });
  await expect(search).toBeInViewport({ ratio: 1 });
  const rect = await box(search);
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width).toBeLessThanOrEqual(390);
  // Nothing on the page is wider than the phone: no sideways scrolling to reach a field.
  await noSidewaysScroll(page);
  // The search filters the pages loaded: the seeded task may be on a later one.
  const cooking = page.getByRole('listitem', { name: 'Film yourself cooking a family recipe' });
  await loadUntilShown(page, cooking);
  await search.fill('cooking');
  await expect(cooking).toBeVisible();

  // The sidebar is a top bar here: its Menu shows the links, which fit the phone too.
  const sidebar = page.getByRole('navigation', { name: 'Creator', exact: true });
  const payments = sidebar.getByRole('link', { name: /Payments/ });
  await expect(payments).toBeHidden();
  await sidebar.getByRole('button', { name: 'Menu' }).click();
  await expect(payments).toBeInViewport({ ratio: 1 });
  await expect(sidebar.getByRole('button', { name: 'Sign Out' })).toBeInViewport({ ratio: 1 });
  await payments.click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/payments`);
  await expect(payments).toBeHidden();
});
