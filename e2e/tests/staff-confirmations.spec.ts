// Irreversible staff actions ask first, on a phone (390 × 844) against the production build:
// Close task, Suspend and Process Payout each open a confirmation that names what follows.
// Cancel leaves everything as it was (the database agrees); agreeing acts. The dialog fits the
// phone (nothing scrolls sideways, both buttons inside the window) and axe finds nothing.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { staffMessages } from '../../domain/src/staff-messages';
import { adminApp, seedPendingPayout } from '../testing/admin';
import { checkAccessibleAndNarrow, noSidewaysScroll } from '../testing/axe';
import {
  addVerifiedPayoutAccount,
  adminToken,
  callAs,
  freshCreator,
  loadCallables,
  signIn,
} from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD } from '../testing/stack';
import { clearForPayouts } from '../testing/tax';

const PHONE = { width: 390, height: 844 };
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications' });

test.beforeEach(async ({ page }) => {
  // Sign-in, a dialog checked by axe at two widths, and the action itself.
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
});

/**
 * The confirmation titled `title`, checked: it says `consequence`, fits the phone with both of
 * its buttons inside the window, and passes axe at desktop width and on the phone.
 */
async function confirmation(page: Page, title: string, consequence: string, act: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(consequence);
  await noSidewaysScroll(page);
  for (const button of [dialog.getByRole('button', { name: 'Cancel' }), actButton(dialog, act)]) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await checkAccessibleAndNarrow(page);
  await page.setViewportSize(PHONE);
  return dialog;
}

const actButton = (dialog: Locator, act: string) =>
  dialog.getByRole('button', { name: act, exact: true });

test('Close task asks first, and Cancel leaves the task published', async ({ page }) => {
  const callables = await loadCallables();
  const title = `Confirm close ${stamp}`;
  const { taskId } = await callAs(await adminToken(), callables.createTask, {
    title,
    description: 'A task to close on a phone.',
    category: 'video',
    payoutAmountCents: 1500,
    status: 'published',
  });
  const stored = adminApp().db.doc(`tasks/${taskId}`);

  await page.goto(`${appUrl}/dashboard/admin/tasks`);
  const card = page.getByRole('listitem', { name: title });
  await card.getByRole('button', { name: 'Close task' }).click();
  let dialog = await confirmation(
    page,
    staffMessages.confirmCloseTaskTitle,
    staffMessages.confirmCloseTask,
    'Close task',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await stored.get()).get('status')).toBe('published');

  await card.getByRole('button', { name: 'Close task' }).click();
  dialog = page.getByRole('dialog', { name: staffMessages.confirmCloseTaskTitle });
  await actButton(dialog, 'Close task').click();
  // The callable's answer can take a while on a busy machine.
  await expect(notifications(page).getByText(staffMessages.taskClosed)).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  expect((await stored.get()).get('status')).toBe('closed');
  await noSidewaysScroll(page);
});

test('Suspend asks first, and Cancel leaves the account active', async ({ page }) => {
  const creator = await freshCreator(`confirm-suspend-${stamp}`);
  const { db, auth } = adminApp();

  await page.goto(`${appUrl}/dashboard/users`);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(creator.email);
  const card = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem', { name: creator.name });
  await card.getByRole('button', { name: 'Suspend' }).click();
  let dialog = await confirmation(
    page,
    staffMessages.confirmSuspendUserTitle,
    staffMessages.confirmSuspendUser,
    'Suspend',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await db.doc(`users/${creator.uid}`).get()).get('status')).toBe('active');
  expect((await auth.getUser(creator.uid)).disabled).toBe(false);

  await card.getByRole('button', { name: 'Suspend' }).click();
  dialog = page.getByRole('dialog', { name: staffMessages.confirmSuspendUserTitle });
  await actButton(dialog, 'Suspend').click();
  await expect(notifications(page).getByText(staffMessages.userSuspended)).toBeVisible({
    timeout: 30_000,
  });
  await expect(card.getByText('Suspended', { exact: true })).toBeVisible();
  expect((await db.doc(`users/${creator.uid}`).get()).get('status')).toBe('suspended');
  expect((await auth.getUser(creator.uid)).disabled).toBe(true);
});

test('Process Payout asks first, naming the amount and the creator', async ({ page }) => {
  const creator = await freshCreator(`confirm-payout-${stamp}`);
  await addVerifiedPayoutAccount(creator.idToken, {
    provider: 'stripe_connect',
    accountId: `acct_e2e_confirm_${stamp}`,
  });
  await clearForPayouts(creator);
  const payoutId = `e2e-confirm-${stamp}`;
  const taskTitle = `Confirm payout ${stamp}`;
  await seedPendingPayout({ payoutId, creator, cents: 4000, taskTitle });
  const stored = adminApp().db.doc(`payouts/${payoutId}`);

  await page.goto(`${appUrl}/dashboard/payouts?status=pending`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByText(taskTitle, { exact: true }) });
  await card.getByRole('button', { name: 'Process Payout' }).click();
  let dialog = await confirmation(
    page,
    staffMessages.confirmProcessPayoutTitle,
    staffMessages.confirmProcessPayout('$40.00', creator.name),
    'Process Payout',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await stored.get()).get('status')).toBe('pending');

  await card.getByRole('button', { name: 'Process Payout' }).click();
  dialog = page.getByRole('dialog', { name: staffMessages.confirmProcessPayoutTitle });
  await actButton(dialog, 'Process Payout').click();
  await expect(notifications(page).getByText(staffMessages.payoutProcessed)).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(async () => (await stored.get()).get('status')).toBe('sent');
});
