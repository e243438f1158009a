// Signing in from a link to a page of the dashboard opens that page, in both modes people run
// (the production build and the dev servers). Only a page of this product's dashboard is
// followed: a protocol-relative or absolute address in `next` lands on /dashboard, never on
// another site.
import type { Browser } from '@playwright/test';
import { expect, test } from '../testing/test';
import { checkAccessibleAndNarrow } from '../testing/axe';
import { freshCreator } from '../testing/callables';
import { appUrl } from '../testing/stack';

// Each test signs in three times, on a loaded machine.
test.describe.configure({ timeout: 3 * 60_000 });

type Account = { email: string; password: string };

async function signInFrom(browser: Browser, url: string, creator: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.getByLabel('Email').fill(creator.email);
  await page.getByLabel('Password').fill(creator.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return { page, close: () => context.close() };
}

async function deepLinkThenRefusals(browser: Browser, base: string) {
  const creator = await freshCreator('sign-in-return');
  const asked = `${base}/dashboard/payments`;
  const { page, close } = await signInFrom(browser, asked, creator);
  await expect(page).toHaveURL(`${base}/dashboard/payments`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Payments & Earnings' })).toBeVisible({
    timeout: 30_000,
  });
  await close();

  for (const elsewhere of [
    '//evil.example/dashboard/payments',
    'https://evil.example/dashboard/payments',
  ]) {
    const login = `${base}/auth/login?${new URLSearchParams({ next: elsewhere })}`;
    const attempt = await signInFrom(browser, login, creator);
    await expect(attempt.page).toHaveURL(`${base}/dashboard`, { timeout: 30_000 });
    await attempt.close();
  }
}

test.describe('the production build', () => {
  test('a signed-out visit to a dashboard page asks to sign in, then opens that page', async ({
    page,
  }) => {
    await page.goto(`${appUrl}/dashboard/payments?tab=history`);
    await expect(page).toHaveURL(
      `${appUrl}/auth/login?${new URLSearchParams({ next: '/dashboard/payments?tab=history' })}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await checkAccessibleAndNarrow(page);
  });

  test('signing in from a deep link opens the page asked for; another site is refused', async ({
    browser,
  }) => {
    await deepLinkThenRefusals(browser, appUrl);
  });
});

test.describe('development mode', () => {
  test('signing in from a deep link opens the page asked for; another site is refused', async ({
    browser,
    devServer,
  }) => {
    await deepLinkThenRefusals(browser, devServer);
  });
});
