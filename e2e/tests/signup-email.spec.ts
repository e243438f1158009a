// Sign-up finds e-mail problems where the e-mail is typed, on a phone (390 × 844) against the
// production build: an address that cannot be one is told at the Email field on step 2; an address
// already in use (known only when the account is made, on step 4) brings the person back to
// step 2 with the message at the field and links to Sign in and "Forgot password?"; each error
// goes once its field is fixed. And a sign-in that succeeds after a failed one clears its error.
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { messages } from '../../domain/src/messages';
import { checkAccessibleAndNarrow, noSidewaysScroll } from '../testing/axe';
import { freshCreator } from '../testing/callables';
import { acceptTerms } from '../testing/signup';
import { appUrl } from '../testing/stack';

const PHONE = { width: 390, height: 844 };
const IN_USE = 'The email address is already in use by another account.';
const errorToasts = (page: Page) => page.getByRole('list', { name: 'Error notifications' });

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
});

/** axe at desktop width and on the phone, nothing sideways; back on the phone after. */
async function checkBothWidths(page: Page) {
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await checkAccessibleAndNarrow(page);
  await page.setViewportSize(PHONE);
}

test('sign-up tells e-mail problems at the Email field, and clears them once fixed', async ({
  page,
}) => {
  await page.goto(`${appUrl}/auth/signup`);
  const next = page.getByRole('button', { name: 'Continue' });
  await next.click();
  await expect(errorToasts(page).getByText(messages.selectOnePath)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Create Videos' }).check();
  // At once, not when the notification would have timed out.
  expect(await page.getByText(messages.selectOnePath).count()).toBe(0);
  await next.click();

  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByLabel('Full name').fill('Lena Okafor');
  const email = page.getByLabel('Email');
  await email.fill('lena.okafor');
  await page.getByLabel('Password').fill('lena-okafor-42');
  await next.click();
  await expect(email).toHaveAccessibleDescription(messages.emailFormat);
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await checkBothWidths(page);
  await email.fill('lena.okafor@example');
  await expect(page.getByText(messages.emailFormat)).toHaveCount(0);

  // An address that already has an account: found on step 4, told on step 2 at the field.
  await email.fill((await freshCreator('signup-taken')).email);
  await next.click();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await next.click();
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await acceptTerms(page);
  await next.click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible({ timeout: 20_000 });
  await expect(email).toHaveAccessibleDescription(new RegExp(IN_USE.replace('.', '\\.')));
  const field = page.getByText(IN_USE);
  await expect(field.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  await expect(field.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
  await checkBothWidths(page);
  await email.fill(`lena-${Date.now()}@example.com`);
  await expect(page.getByText(IN_USE)).toHaveCount(0);
});

test('a successful sign-in clears the failed attempt’s error', async ({ page }) => {
  const creator = await freshCreator('signup-retry');
  await page.goto(`${appUrl}/auth/login`);
  await page.getByLabel('Email').fill(creator.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(errorToasts(page).getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel('Password').fill(creator.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`, { timeout: 30_000 });
  await expect(page.getByText(messages.welcomeBackTitle)).toBeVisible();
  // Gone with the success, not when the notification would have timed out.
  expect(await page.getByText('Invalid email or password.').count()).toBe(0);
  await noSidewaysScroll(page);
});
