// Qualifications on the staff side, on the production build and the full stack: the demo admin
// creates a quiz with a picture through the Qualifications screen (checked in the database, its
// answer key apart) and a qualification granted by staff, and grants it to a creator on their
// user card; support grants and revokes on a user card. At 390 px nothing scrolls sideways, and
// axe finds nothing on the screen and its dialog. The creator taking the new quiz sees the picture.
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { axeViolations, noSidewaysScroll } from '../testing/axe';
import { qualificationMessages } from '../../domain/src/qualification-messages';
import { qualificationQuizPath } from '../../domain/src/paths';
import { adminApp } from '../testing/admin';
import { pngOfSize } from '../testing/media';
import { freshCreator, signIn } from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD, DEMO_SUPPORT } from '../testing/stack';

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications' });

/** The qualifications named `name`, as stored. */
async function qualificationsNamed(name: string) {
  const { db } = adminApp();
  return (await db.collection('qualifications').where('name', '==', name).get()).docs;
}

/** The creator's card among the search results, its qualifications opened. */
async function openUserCard(page: Page, email: string, name: string) {
  await page.goto(`${appUrl}/dashboard/users`);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const card = page.getByRole('list', { name: 'Search results' }).getByRole('listitem', { name });
  await card.getByRole('button', { name: 'Qualifications and track record' }).click();
  await expect(card.getByText('No reviewed work (365 days)')).toBeVisible();
  return card;
}

async function grant(page: Page, card: ReturnType<Page['getByRole']>, name: string) {
  await card.getByRole('button', { name: 'Grant Qualification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grant Qualification' });
  await dialog.getByLabel('Qualification').selectOption({ label: name });
  await dialog.getByLabel('Reason').fill('Seen their licence');
  await dialog.getByRole('button', { name: 'Grant' }).click();
  await expect(notifications(page).getByText(qualificationMessages.grantedToast)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('the admin creates a quiz and grants a qualification to a creator', async ({ page }) => {
  test.setTimeout(120_000);
  const creator = await freshCreator('quals-admin');
  const quiz = `Lighting basics ${stamp}`;
  const manual = `Drone licence ${stamp}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto(`${appUrl}/dashboard/admin/qualifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Qualifications' })).toBeVisible();
  await noSidewaysScroll(page);

  await page.getByRole('button', { name: 'Create Qualification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Qualification' });
  await dialog.getByLabel('Name').fill(quiz);
  await dialog.getByLabel('Question 1 prompt').fill('Which light is softest?');
  await dialog.getByLabel(/^Question 1 choice 1\*?$/).fill('Noon sun');
  await dialog.getByLabel(/^Question 1 choice 2\*?$/).fill('Overcast sky');
  await dialog.getByRole('checkbox', { name: 'Question 1 choice 2 is correct' }).check();
  await dialog.getByLabel('Question 1 explanation').fill('Clouds diffuse the sun.');
  // A picture for the question, uploaded to Storage through the rules as the admin.
  await dialog
    .getByLabel('Question 1 picture or clip')
    .setInputFiles({ name: 'light.png', mimeType: 'image/png', buffer: pngOfSize(20_000) });
  await expect(dialog.getByText(qualificationMessages.quizMediaAttachedPicture)).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Qualification' }).click();
  await expect(
    notifications(page).getByText(qualificationMessages.qualificationCreated),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const [stored] = await qualificationsNamed(quiz);
  expect(stored?.data()).toMatchObject({
    kind: 'quiz',
    passing_score: 80,
    status: 'active',
    questions: [
      {
        prompt: 'Which light is softest?',
        choices: ['Noon sun', 'Overcast sky'],
        media_path: expect.stringMatching(/^qualifications\/[0-9a-f-]{36}\/image$/),
      },
    ],
  });
  const key = await adminApp().db.doc(`qualification_keys/${stored!.id}`).get();
  expect(key.data()?.answers).toEqual([{ correct: [1], explanation: 'Clouds diffuse the sun.' }]);
  await expect(page.getByRole('listitem', { name: quiz })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // At 390 px the notification covers the dialog's buttons (and stays while pointed at).
  await notifications(page).getByRole('button', { name: 'Dismiss notification' }).click();
  await page.getByRole('button', { name: 'Create Qualification' }).click();
  await dialog.getByLabel('Name').fill(manual);
  await dialog.getByLabel('Kind').selectOption({ label: 'Granted by staff' });
  await dialog.getByRole('button', { name: 'Create Qualification' }).click();
  await expect(page.getByRole('listitem', { name: manual })).toBeVisible();

  const card = await openUserCard(page, creator.email, creator.name);
  await grant(page, card, manual);
  await expect(card.getByRole('button', { name: `Revoke ${manual}` })).toBeVisible();
  await noSidewaysScroll(page);

  // The creator taking the quiz sees the picture with its question, decoded by the browser.
  const creatorPage = await page.context().browser()!.newPage();
  await signIn(creatorPage, creator.email, creator.password);
  await creatorPage.goto(`${appUrl}${qualificationQuizPath(stored!.id)}`);
  await creatorPage
    .getByRole('region', { name: 'Before you start' })
    .getByRole('button', { name: 'Start quiz' })
    .click();
  const picture = creatorPage.getByRole('img', { name: 'Picture for question 1' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await creatorPage.close();
});

test('support grants and revokes a qualification on a user card', async ({ page }) => {
  test.setTimeout(120_000);
  const creator = await freshCreator('quals-support');
  const manual = `Night shoots ${stamp}`;
  // Made as the admin's screen makes it: the journey above covers that screen.
  const { db } = adminApp();
  const { FieldValue } = await import('firebase-admin/firestore');
  await db.doc(`qualifications/night-${stamp}`).set({
    name: manual,
    description: '',
    kind: 'manual',
    passing_score: null,
    retry_delay_hours: 48,
    max_attempts: null,
    duration_minutes: null,
    expires_days: null,
    prerequisites: [],
    status: 'active',
    questions: [],
    created_by: 'journey',
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_SUPPORT, DEMO_PASSWORD);
  // The admins' screen is not support's: it sends them away.
  await page.goto(`${appUrl}/dashboard/admin/qualifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Qualifications' })).toBeHidden();

  const card = await openUserCard(page, creator.email, creator.name);
  await grant(page, card, manual);
  const grantDoc = db.doc(`qualification_grants/night-${stamp}_${creator.uid}`);
  expect((await grantDoc.get()).data()).toMatchObject({ status: 'granted', source: 'manual' });

  await card.getByRole('button', { name: `Revoke ${manual}` }).click();
  const dialog = page.getByRole('dialog', { name: `Revoke ${manual}` });
  await dialog.getByLabel('Reason').fill('Licence lapsed');
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(notifications(page).getByText(qualificationMessages.revokedToast)).toBeVisible();
  await expect(card.getByText('Revoked')).toBeVisible();
  expect((await grantDoc.get()).data()).toMatchObject({
    status: 'revoked',
    reason: 'Licence lapsed',
  });
  await noSidewaysScroll(page);
});
