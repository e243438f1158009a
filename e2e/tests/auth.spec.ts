import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { messages } from '../../domain/src/messages';
import { adminApp } from '../testing/admin';
import { freshCreator, TERMS_VERSION } from '../testing/callables';
import { acceptTerms } from '../testing/signup';
import { appUrl } from '../testing/stack';

const errorToasts = (page: Page) => page.getByRole('list', { name: 'Error notifications' });

test('a signed-out visit to /dashboard lands on /auth/login', async ({ page }) => {
  await page.goto(`${appUrl}/dashboard/tasks`);
  // The page asked for comes back after sign-in (sign-in-return.spec.ts).
  await expect(page).toHaveURL(`${appUrl}/auth/login?next=%2Fdashboard%2Ftasks`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('sign-up through all five steps, with each validation error, ends on the creator dashboard', async ({
  page,
}) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto(`${appUrl}/auth/signup`);
  const next = page.getByRole('button', { name: 'Continue' });

  await next.click();
  await expect(errorToasts(page).getByText('Please select at least one path')).toBeVisible();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Create Videos' }).check();
  await page.getByRole('checkbox', { name: 'Classroom Teaching' }).check();
  await next.click();

  await page.getByLabel('Full name').fill('Noor Haddad');
  await next.click();
  await expect(errorToasts(page).getByText('Please fill in all fields')).toBeVisible();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('noor-secret-1');
  await next.click();

  await page.getByLabel('Country').selectOption('Kenya');
  await page.getByLabel('Language').selectOption('Swahili');
  await page.getByRole('checkbox', { name: /Push notifications/ }).check();
  await next.click();
  await expect(page.getByText('You can set this up later in your dashboard')).toBeVisible();
  // The terms and the age, asked before the account is made.
  await next.click();
  await expect(errorToasts(page).getByText(messages.signupTermsRequired)).toBeVisible();
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await acceptTerms(page);
  await next.click();

  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);
  await expect(page.getByRole('navigation', { name: 'Creator', exact: true })).toBeVisible();

  const { db, auth } = adminApp();
  const user = await auth.getUserByEmail(email);
  expect(user.customClaims).toEqual({ role: 'creator' });
  const profile = (await db.doc(`creator_profiles/${user.uid}`).get()).data();
  expect(profile).toMatchObject({
    chosen_paths: ['video', 'teaching'],
    locales: { country: 'Kenya', language: 'sw' },
    notify_email: true,
    notify_push: true,
    onboarding_complete: true,
  });
  const record = await db.doc(`users/${user.uid}`).get();
  expect(record.get('name')).toBe('Noor Haddad');
  // What was agreed on step 4, and when.
  expect(record.get('terms_version')).toBe(TERMS_VERSION);
  expect(record.get('confirmed_adult')).toBe(true);
  expect(record.get('terms_accepted_at').toMillis()).toBeGreaterThan(Date.now() - 120_000);
});

test('log-in with a wrong password, then the right one, then sign out', async ({ page }) => {
  const creator = await freshCreator('auth');
  await page.goto(`${appUrl}/auth/login`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();

  await page.getByLabel('Email').fill(creator.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(errorToasts(page).getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(`${appUrl}/auth/login`);

  await page.getByLabel('Password').fill(creator.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);

  // Signing out from a page deeper than the dashboard: the sign-in page as it is, with no way
  // back to that page (which is for a visit that found itself signed out).
  await page.getByRole('link', { name: /Tasks/ }).first().click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/tasks`);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${appUrl}/auth/login`);
  await page.goto(`${appUrl}/dashboard`);
  await expect(page).toHaveURL(`${appUrl}/auth/login`);
});

test('a suspended account is told it is suspended', async ({ page }) => {
  const { auth } = adminApp();
  const user = await auth.createUser({
    email: `suspended-${Date.now()}@example.com`,
    password: 'suspended-1',
  });
  await auth.updateUser(user.uid, { disabled: true });
  await page.goto(`${appUrl}/auth/login`);
  await page.getByLabel('Email').fill(user.email!);
  await page.getByLabel('Password').fill('suspended-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(errorToasts(page).getByText(/suspended/)).toBeVisible();
});
