// Money at phone width, on the production build and on the dev servers: the creator's overview
// and Payments give one Total Earnings (approved work and bonuses) in the same words; a payout
// approval created is described as paid automatically; Process Payout refuses a payment method
// its provider has not verified, saying what the creator must do; the creator verifies it with
// the provider's code (the sandbox's) and the payout goes through. A fresh creator with an
// unverified PayPal account and a pending payout as approval leaves it (testing/admin.ts).
import type { Browser, Page } from '@playwright/test';
import { expect, newWatchedContext, test } from '../testing/test';
import { messages } from '../../domain/src/messages';
import { payoutMessages } from '../../domain/src/payout-messages';
import { serverMessages } from '../../domain/src/server-messages';
import { staffMessages } from '../../domain/src/staff-messages';
import { adminApp, seedPendingPayout } from '../testing/admin';
import { axeViolations, noSidewaysScroll } from '../testing/axe';
import { callAs, freshCreator, loadCallables, signIn } from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD } from '../testing/stack';
import { clearForPayouts } from '../testing/tax';

const PHONE = { width: 390, height: 844 };
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The figure of a StatCard (a dt/dd pair) labelled `label`. */
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
const toasts = (page: Page, kind: 'Notifications' | 'Error notifications') =>
  page.getByRole('list', { name: kind, exact: true });

/** Fits the phone and has no axe violations. */
async function fitsAndAccessible(page: Page) {
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
}

async function moneyJourney(page: Page, browser: Browser, base: string, label: string) {
  const callables = await loadCallables();
  const { db } = adminApp();
  const creator = await freshCreator(`money-${label}-${stamp}`);
  const paypal = `money-${label}-${stamp}@example.com`;
  await callAs(creator.idToken, callables.addPayoutAccount, {
    provider: 'paypal',
    accountId: paypal,
  });
  const payoutId = `e2e-money-${label}-${stamp}`;
  const title = `Money journey ${label} (${stamp})`;
  await seedPendingPayout({ payoutId, creator, cents: 4000, taskTitle: title });
  await clearForPayouts(creator);

  // 1. One Total Earnings, in the same words, on the overview and on Payments.
  await page.setViewportSize(PHONE);
  await signIn(page, creator.email, creator.password, base);
  await expect(figure(page, messages.totalEarningsLabel)).toHaveText('$40.00');
  await expect(page.getByText(messages.totalEarningsHint)).toBeVisible();
  await expect(page.getByText(messages.pendingPayoutsHint)).toBeVisible();
  await fitsAndAccessible(page);
  await page.goto(`${base}/dashboard/payments`);
  await expect(figure(page, messages.totalEarningsLabel)).toHaveText('$40.00');
  await expect(page.getByText(messages.totalEarningsHint)).toBeVisible();
  await expect(figure(page, 'Paid Out')).toHaveText('$0.00');
  await expect(page.getByText('Requested or in transfer')).toHaveCount(0);
  await fitsAndAccessible(page);

  // 2. Approval's payout says what it is.
  await page.getByRole('tab', { name: 'Payout History' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText(messages.payoutOrigin.approvalOnItsWay)).toBeVisible();
  // The Status column is not cut off at the phone's edge (nor scrolled out of a narrower box).
  const status = row.getByRole('cell').filter({ hasText: messages.payoutOrigin.approvalOnItsWay });
  const box = (await status.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await fitsAndAccessible(page);

  // 3. The admin's Process Payout is refused while the PayPal account is not verified, in words
  // for the admin; the creator is told what to do.
  const staffContext = await newWatchedContext(browser, { viewport: PHONE });
  const staff = await staffContext.newPage();
  await signIn(staff, DEMO_ADMIN, DEMO_PASSWORD, base);
  await staff.goto(`${base}/dashboard/payouts?status=pending`);
  const card = staff.getByRole('listitem').filter({ has: staff.getByText(title, { exact: true }) });
  const processIt = async () => {
    await card.getByRole('button', { name: 'Process Payout' }).click();
    await staff
      .getByRole('dialog', { name: 'Process this payout?' })
      .getByRole('button', { name: 'Process Payout' })
      .click();
  };
  await processIt();
  const refusal = toasts(staff, 'Error notifications')
    .getByRole('listitem')
    .filter({ hasText: payoutMessages.payoutHeldForAdmin(creator.name, 'PayPal') });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(serverMessages.payoutAccountUnverifiedTitle);
  await noSidewaysScroll(staff);
  expect((await db.doc(`payouts/${payoutId}`).get()).get('status')).toBe('pending');
  await refusal.getByRole('button', { name: 'Dismiss notification' }).click();

  // 4. The creator verifies it with the provider's code: a wrong code is refused at the field.
  await page.getByRole('tab', { name: 'Payment Methods' }).click();
  const method = page.getByRole('listitem', { name: `PayPal ${paypal}` });
  await expect(method.getByText('Not verified', { exact: true })).toBeVisible();
  await method.getByRole('button', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Payment Method' });
  const code = dialog.getByLabel(/Verification code/);
  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAccessibleDescription(
    new RegExp(serverMessages.verificationCodeWrong.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await fitsAndAccessible(page);
  await code.fill('123456');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(
    toasts(page, 'Notifications').getByText(messages.paymentMethodVerified),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(method.getByText('Verified', { exact: true })).toBeVisible();
  await fitsAndAccessible(page);

  // 5. Now it goes through, and the figures still agree.
  await processIt();
  await expect(
    toasts(staff, 'Notifications').getByText(staffMessages.payoutProcessed),
  ).toBeVisible();
  expect((await db.doc(`payouts/${payoutId}`).get()).get('status')).toBe('sent');
  await staffContext.close();
  await page.goto(`${base}/dashboard/payments`);
  await expect(figure(page, 'Paid Out')).toHaveText('$40.00');
  await expect(figure(page, messages.totalEarningsLabel)).toHaveText('$40.00');
  await page.goto(`${base}/dashboard`);
  await expect(figure(page, messages.totalEarningsLabel)).toHaveText('$40.00');
}

test('the money figures agree and a payout waits for a verified method, at phone width', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await moneyJourney(page, browser, appUrl, 'built');
});

test.describe('development mode', () => {
  // On the dev servers every development-mode journey shares (the devServer fixture).
  test('the same journey on the dev servers', async ({ page, browser, devServer }) => {
    test.setTimeout(300_000);
    await moneyJourney(page, browser, devServer, 'dev');
  });
});
