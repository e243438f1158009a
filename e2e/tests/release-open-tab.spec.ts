// An open tab survives a release of the creator remote: a signed-in creator is on the dashboard
// when the remote's files change under them (its next chunk now answers 404, as when a release
// replaced the files), opens another screen, and is offered a reload instead of a blank page or
// a raw error; the reload keeps the route and opens the screen from the release now in place.
// The same holds for a release of the shell itself: a visitor on Sign In whose Sign Up screen's
// chunk is gone is offered the same reload instead of a blank page.
import type { Route } from '@playwright/test';
import { expect, test } from '../testing/test';
import { signIn } from '../testing/callables';
import { appUrl, STACK } from '../testing/stack';

/** The creator remote's origin in the stack (dev-stack/src/serve-static.mjs: the shell's port + 2). */
const creatorPort = String(STACK.appPort + 2);

/** A script of the creator remote other than its entry: a chunk the open tab has not loaded yet. */
const creatorChunk = (url: URL) =>
  url.port === creatorPort &&
  url.pathname.endsWith('.js') &&
  !url.pathname.endsWith('/remoteEntry.js');

const gone = (route: Route) => route.fulfill({ status: 404, body: 'Not found' });

test('a creator whose next screen was replaced by a release is offered a reload that keeps the route', async ({
  page,
  creator,
}) => {
  await signIn(page, creator.email, creator.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeVisible();

  // The release happens while the tab is open: the chunks this page has not loaded are gone.
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (creatorChunk(new URL(request.url()))) chunkRequests.push(request.url());
  });
  await page.route(creatorChunk, gone);
  await page
    .getByRole('navigation', { name: 'Creator', exact: true })
    .getByRole('link', { name: /Tasks/ })
    .click();

  await expect(page).toHaveURL(`${appUrl}/dashboard/tasks`);
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('A new version of Groundtruth is available');
  // Not the panel of a remote that is down, and the shell around it still works.
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Creator', exact: true })).toBeVisible();
  expect(chunkRequests.length).toBeGreaterThan(0);

  // The new release is in place; Reload loads it at the same route.
  await page.unroute(creatorChunk, gone);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible();
  await expect(page).toHaveURL(`${appUrl}/dashboard/tasks`);
  await expect(page.getByText('A new version of Groundtruth is available')).toHaveCount(0);
});

/** A script of the shell's own origin: after the page started, one of its lazy chunks. */
const shellChunk = (url: URL) => url.port === String(STACK.appPort) && url.pathname.endsWith('.js');

test('a visitor whose next shell screen was replaced by a release of the shell is offered a reload', async ({
  page,
}) => {
  await page.goto(`${appUrl}/auth/login`);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The shell is released while the tab is open: the chunks this page has not loaded are gone.
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (shellChunk(new URL(request.url()))) chunkRequests.push(request.url());
  });
  await page.route(shellChunk, gone);
  await page.getByRole('link', { name: 'Create an account' }).click();

  await expect(page).toHaveURL(`${appUrl}/auth/signup`);
  await expect(page.getByRole('alert')).toContainText('A new version of Groundtruth is available');
  expect(chunkRequests.length).toBeGreaterThan(0);

  // The new release is in place; Reload loads it at the same route.
  await page.unroute(shellChunk, gone);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your paths' })).toBeVisible();
  await expect(page).toHaveURL(`${appUrl}/auth/signup`);
  await expect(page.getByText('A new version of Groundtruth is available')).toHaveCount(0);
});
