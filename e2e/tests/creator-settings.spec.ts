// Settings on the production build and the full stack, as a creator of its own (the demo
// accounts stay as other journeys expect them): the name through the updateProfileName
// callable, country, language, notifications and paths written to creator_profiles under the
// rules; saved values survive a reload and are what firebase-admin reads; no path is refused.
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { adminApp } from '../testing/admin';
import { SIGNUP_CONSENT } from '../testing/callables';
import { appUrl, STACK } from '../testing/stack';

const PASSWORD = 'settings-secret-1';

async function newCreator(name: string): Promise<string> {
  const email = `settings-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await fetch(
    `http://127.0.0.1:${STACK.ports.functions}/${STACK.projectId}/us-central1/createAccount`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          name,
          email,
          password: PASSWORD,
          chosenPaths: ['video', 'voice'],
          country: 'United States',
          language: 'English',
          notifyEmail: true,
          notifyPush: false,
          ...SIGNUP_CONSENT,
        },
      }),
    },
  );
  expect(response.ok).toBe(true);
  return email;
}

async function openSettings(page: Page, email: string) {
  await page.goto(`${appUrl}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);
  await page
    .getByRole('navigation', { name: 'Creator', exact: true })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeVisible();
}

const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const errorNotifications = (page: Page) => page.getByRole('list', { name: 'Error notifications' });

test('a creator changes name, country, language, notifications and paths', async ({ page }) => {
  const email = await newCreator('Lena Lindqvist');
  await openSettings(page, email);
  const saveName = page.getByRole('button', { name: 'Save name' });
  const saveSettings = page.getByRole('button', { name: 'Save settings' });
  await expect(saveName).toBeDisabled();
  await expect(saveSettings).toBeDisabled();

  await page.getByLabel('Full name').fill('Lena L. Lindqvist');
  await saveName.click();
  await expect(notifications(page).getByText('Name updated')).toBeVisible();
  await expect(saveName).toBeDisabled();

  await page.getByLabel('Country').selectOption('Germany');
  // A language Groundtruth does not speak yet: the screens stay in English (stored as its code).
  await page.getByLabel('Language').selectOption('Tagalog');
  await page.getByRole('checkbox', { name: /Email notifications/ }).uncheck();
  await page.getByRole('checkbox', { name: /Push notifications/ }).check();
  await page.getByRole('checkbox', { name: 'Create Videos' }).uncheck();
  await page.getByRole('checkbox', { name: 'Technical Documentation' }).check();
  await saveSettings.click();
  await expect(notifications(page).getByText('Settings saved')).toBeVisible();
  await expect(saveSettings).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Lena L. Lindqvist');
  await expect(page.getByLabel('Country')).toHaveValue('Germany');
  await expect(page.getByLabel('Language')).toHaveValue('tl');
  await expect(page.getByRole('checkbox', { name: /Email notifications/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Push notifications/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Create Videos' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Record Voice' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Technical Documentation' })).toBeChecked();

  const { db, auth } = adminApp();
  const user = await auth.getUserByEmail(email);
  expect(user.displayName).toBe('Lena L. Lindqvist');
  expect((await db.doc(`users/${user.uid}`).get()).get('name')).toBe('Lena L. Lindqvist');
  expect((await db.doc(`creator_profiles/${user.uid}`).get()).data()).toEqual({
    user_id: user.uid,
    chosen_paths: ['voice', 'documentation'],
    locales: { country: 'Germany', language: 'tl' },
    notify_email: false,
    notify_push: true,
    onboarding_complete: true,
    // Saved with the others: the daily digest the form shows when none was chosen.
    new_task_emails: 'daily',
  });
  const audit = await db
    .collection('audit_logs')
    .where('entity_id', '==', user.uid)
    .where('action', '==', 'update_profile_name')
    .get();
  expect(audit.docs.map((d) => d.get('details'))).toEqual([
    { from: 'Lena Lindqvist', to: 'Lena L. Lindqvist' },
  ]);

  // The session took the new name: the overview welcomes her (new: nothing submitted) by it.
  await page
    .getByRole('navigation', { name: 'Creator', exact: true })
    .getByRole('link', { name: 'Overview' })
    .click();
  await expect(page.getByText('Welcome, Lena L. Lindqvist.')).toBeVisible();
});

test('removing every path is refused and nothing is written', async ({ page }) => {
  const email = await newCreator('Omar Okafor');
  await openSettings(page, email);
  await page.getByRole('checkbox', { name: 'Create Videos' }).uncheck();
  await page.getByRole('checkbox', { name: 'Record Voice' }).uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(errorNotifications(page).getByText('Please select at least one path')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please select at least one path' }),
  ).toBeVisible();

  const { db, auth } = adminApp();
  const { uid } = await auth.getUserByEmail(email);
  expect((await db.doc(`creator_profiles/${uid}`).get()).get('chosen_paths')).toEqual([
    'video',
    'voice',
  ]);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Create Videos' })).toBeChecked();
});
