// A screen's picture (shell/src/snapshot) shows its form as the person left it, and what they
// change on the picture before the app has loaded is carried onto the live screen: a field they
// typed into keeps the text (and the focus), an option they chose and a box they ticked stay
// chosen and ticked, and the live form knows it (its Save button wakes). Run on the production
// build and in development mode (tests/return-visit.spec.ts).
import type { Page } from '@playwright/test';
import { expect } from './test';
import { adminApp } from './admin';
import { freshCreator, signInThroughUi } from './callables';

const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications' });

export async function pictureKeepsFormValues(page: Page, shellUrl: string) {
  const creator = await freshCreator('picture');
  await signInThroughUi(page, creator.email, creator.password, shellUrl);
  await page.goto(`${shellUrl}/dashboard/settings`);
  const language = page.getByLabel('Language');
  // Swahili reads in English, so the screen's words stay those the test looks for.
  await language.selectOption('Swahili');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(notifications(page).getByText('Settings saved')).toBeVisible();

  // The reload keeps the picture of the screen; the app's script is held, so what shows is the
  // picture alone, painted by the page's loader.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`^${shellUrl}/main(\\.[0-9a-f]+)?\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  const picture = page.locator('#root > div[aria-busy="true"]');
  await expect(picture.locator('h1')).toHaveText('Settings');
  // The picture reads what the live screen will: the saved values, not the fields' defaults.
  await expect(picture.getByLabel('Language')).toHaveValue('sw');
  await expect(picture.getByLabel('Full name')).toHaveValue(creator.name);
  await expect(picture.getByRole('checkbox', { name: 'Create Videos' })).toBeChecked();
  await expect(picture.getByRole('checkbox', { name: 'Record Voice' })).not.toBeChecked();

  // A person who starts before the app has loaded: types a name, picks a country, ticks a box.
  const typed = 'Typed On The Picture';
  await picture.getByLabel('Full name').fill(typed);
  await picture.getByLabel('Country').selectOption('Germany');
  await picture.getByRole('checkbox', { name: 'Record Voice' }).check();
  await picture.getByLabel('Full name').press('End');

  release();
  // The app loads (on a busy machine, development mode's dev servers take their time).
  await expect(page.locator('style[data-snapshot]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('#root div[aria-busy="true"][style*="contents"]')).toHaveCount(0);
  // The live screen has what the person did, and knows it: its Save buttons are awake.
  await expect(page.getByLabel('Full name')).toHaveValue(typed);
  await expect(page.getByLabel('Country')).toHaveValue('Germany');
  await expect(page.getByLabel('Language')).toHaveValue('sw');
  await expect(page.getByRole('checkbox', { name: 'Record Voice' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save name' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  // The focus stayed in the field: typing goes on where it was.
  await page.keyboard.type(' Jr');
  await expect(page.getByLabel('Full name')).toHaveValue(`${typed} Jr`);
  await page.unrouteAll({ behavior: 'wait' });

  // Saved as the live form holds it (a callable's first call may wait for its worker to start).
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(notifications(page).getByText('Name updated')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(notifications(page).getByText('Settings saved')).toBeVisible({ timeout: 30_000 });
  const { db } = adminApp();
  await expect
    .poll(async () => (await db.doc(`users/${creator.uid}`).get()).get('name'))
    .toBe(`${typed} Jr`);
  const profile = (await db.doc(`creator_profiles/${creator.uid}`).get()).data();
  expect(profile?.locales).toEqual({ country: 'Germany', language: 'sw' });
  expect(profile?.chosen_paths).toEqual(['video', 'voice', 'documentation']);
}
