// Live updates: a page that stays open listens with the full Firestore SDK
// (onSnapshot over the Listen WebChannel, loaded on demand once the page has been open for the
// bell's first poll interval) instead of polling. A notification a function writes reaches the
// bell, and a new pending submission the review queue, without a reload and well inside the
// polling interval, which is off while the listener is live.
import type { Browser, Page } from '@playwright/test';
import { expect, newWatchedContext, test } from '../testing/test';
import { staffMessages } from '../../domain/src/staff-messages';
import { callAs, loadCallables, signIn, signInWithPassword } from '../testing/callables';
import { listening, listenSoon } from '../testing/live';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD, DEMO_SUPPORT } from '../testing/stack';
import { acceptedTaskForNewCreator, submitWorkAs } from '../testing/work';

/** Well under the 15 s polling interval: only the listener can be this quick. */
const LIVE_DELIVERY_MS = 5_000;

/** A mark on the window that a reload would wipe. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );
}

async function bellShowsAReviewAsItHappens(page: Page, shellUrl: string) {
  const callables = await loadCallables();
  const title = `Live bell ${Date.now()}`;
  const { taskId, acceptanceId, creator } = await acceptedTaskForNewCreator('live-bell', {
    title,
    description: 'Record the corner shop.',
    category: 'video',
    payoutAmountCents: 1500,
  });
  const { submissionId } = await submitWorkAs(creator, taskId, acceptanceId, 'Take one.');

  const listenOpened = listening(page);
  await page.clock.install();
  await signIn(page, creator.email, creator.password, shellUrl);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await markWindow(page);
  await listenSoon(page);
  await listenOpened;
  // Its first snapshot (nothing unread) comes back and the badge stops polling.
  await page.waitForTimeout(2_000);

  const support = await signInWithPassword(DEMO_SUPPORT, DEMO_PASSWORD);
  await callAs(support.idToken, callables.reviewSubmission, {
    submissionId,
    decision: 'approved',
    notes: 'Live and well.',
  });
  const reviewedAt = Date.now();
  await expect(
    page.getByRole('button', { name: 'Notifications, 1 unread', exact: true }),
  ).toBeVisible({ timeout: LIVE_DELIVERY_MS });
  expect(Date.now() - reviewedAt).toBeLessThan(LIVE_DELIVERY_MS);
  await expectNotReloaded(page);
}

async function queueShowsASubmissionAsItArrives(page: Page, shellUrl: string) {
  const title = `Live queue ${Date.now()}`;
  const { taskId, acceptanceId, creator } = await acceptedTaskForNewCreator('live-queue', {
    title,
    description: 'Record the bus stop.',
    category: 'video',
    payoutAmountCents: 1200,
  });

  await page.clock.install();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD, shellUrl);
  const listenOpened = listening(page);
  await page.goto(`${shellUrl}/dashboard/admin/submissions?taskId=${taskId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Submissions' })).toBeVisible();
  await expect(page.getByText(staffMessages.noSubmissionsToReview)).toBeVisible();
  await markWindow(page);
  await listenSoon(page);
  await listenOpened;
  await page.waitForTimeout(2_000);

  const submittedAt = Date.now();
  await submitWorkAs(creator, taskId, acceptanceId, 'Rush hour, two buses.');
  const card = page.getByRole('article', { name: new RegExp(`^${title} by `) });
  await expect(card.getByText('Pending')).toBeVisible({ timeout: LIVE_DELIVERY_MS });
  expect(Date.now() - submittedAt).toBeLessThan(LIVE_DELIVERY_MS + 2_000);
  await expectNotReloaded(page);
}

/** Both journeys at once, each in a browser context of its own. */
async function bothAsTheyHappen(browser: Browser, shellUrl: string) {
  const contexts = [await newWatchedContext(browser), await newWatchedContext(browser)];
  try {
    const [bellPage, queuePage] = await Promise.all(contexts.map((context) => context.newPage()));
    await Promise.all([
      bellShowsAReviewAsItHappens(bellPage!, shellUrl),
      queueShowsASubmissionAsItArrives(queuePage!, shellUrl),
    ]);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

const journeys =
  'a review written by a function shows in the bell, and a new pending submission in the review queue, as they happen';

test.describe('production build', () => {
  test(journeys, async ({ browser }) => {
    test.setTimeout(120_000);
    await bothAsTheyHappen(browser, appUrl);
  });
});

test.describe('development mode', () => {
  // On the dev servers every development-mode journey shares (the devServer fixture).
  test(journeys, async ({ browser, devServer }) => {
    test.setTimeout(120_000);
    await bothAsTheyHappen(browser, devServer);
  });
});
