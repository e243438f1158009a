// The bell shows a review as it happens: a creator with a pending submission sits on
// the dashboard; support reviews it through the callable (which writes the notification in the
// review's transaction); without a reload the bell counts it within the refresh interval, its
// panel shows the decision and the notes, and opening it goes to My Submissions and reads it.
// Staff have the same bell, empty.
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { messages } from '../../domain/src/messages';
import { serverMessages } from '../../domain/src/server-messages';
import { adminApp } from '../testing/admin';
import { callAs, loadCallables, signIn, signInWithPassword } from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD, DEMO_SUPPORT } from '../testing/stack';
import { acceptedTaskForNewCreator, submitWorkAs } from '../testing/work';

/** The badge's refresh interval (platform/src/notifications/api/get-unread-count.ts) and slack. */
const REFRESH_MS = 15_000;
const REFRESH_WITH_SLACK_MS = REFRESH_MS + 7_000;

const bell = (page: Page, unread = 0) =>
  page.getByRole('button', {
    name: unread ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });

test('the bell shows a review as it happens, and opening it goes to My Submissions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const callables = await loadCallables();
  const title = `Bell journey ${Date.now()}`;
  const notes = 'Lovely framing, clear narration.';
  const { taskId, acceptanceId, creator } = await acceptedTaskForNewCreator('bell', {
    title,
    description: 'Record the street you live on.',
    category: 'video',
    payoutAmountCents: 1800,
  });
  const { submissionId } = await submitWorkAs(
    creator,
    taskId,
    acceptanceId,
    'One take, morning light.',
  );

  // The creator sits on the overview: nothing to read yet. (Her page's clock flows as usual
  // until the journey moves it on to the next refresh, below.)
  await page.clock.install();
  await signIn(page, creator.email, creator.password);
  await expect(bell(page)).toBeVisible();
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(messages.noNotifications)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // Staff review it; the page is not reloaded.
  const support = await signInWithPassword(DEMO_SUPPORT, DEMO_PASSWORD);
  const reviewedAt = Date.now();
  await callAs(support.idToken, callables.reviewSubmission, {
    submissionId,
    decision: 'approved',
    notes,
  });
  await page.clock.fastForward(REFRESH_MS);
  await expect(bell(page, 1)).toBeVisible({ timeout: REFRESH_WITH_SLACK_MS });
  expect(Date.now() - reviewedAt).toBeLessThan(REFRESH_WITH_SLACK_MS);
  await expect(page).toHaveURL(`${appUrl}/dashboard`);

  await bell(page, 1).click();
  const review = panel.getByRole('link', {
    name: new RegExp(`^Unread: ${serverMessages.notificationTitles.submission_reviewed.approved}`),
  });
  await expect(review).toContainText(title);
  await expect(review).toContainText(notes);
  await expect(review.getByRole('time')).toHaveText(/just now|minute/);

  await review.click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/submissions`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Submissions' })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /unread/ })).toHaveCount(0);

  // Read in the database too, under the rules (the owner may change only `read`).
  const { db } = adminApp();
  const stored = await db.collection('notifications').where('user_id', '==', creator.uid).get();
  expect(stored.docs.map((d) => d.data())).toEqual([
    expect.objectContaining({
      kind: 'submission_reviewed',
      entity_id: submissionId,
      link: '/dashboard/submissions',
      read: true,
    }),
  ]);
});

test('staff have the bell too, with nothing in it', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Staff', exact: true })).toBeVisible();
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(messages.noNotifications)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(bell(page)).toBeFocused();
});
