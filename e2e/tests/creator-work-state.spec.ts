// Available Tasks shows where the creator's own work stands, on the seeded demo data:
// Maya's cooking and tap work was approved and her fractions work waits for review, so none of
// them offers Submit Work (submitWork would refuse after the upload), nor does the submit page;
// staff asked Tomás for changes to his cooking work, so his card offers Resubmit, which opens
// the submit page for it.
import { type Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { adminApp } from '../testing/admin';
import { loadUntilShown } from '../testing/lists';
import { signIn, signInWithPassword } from '../testing/callables';
import { appUrl, DEMO_CREATOR, DEMO_PASSWORD } from '../testing/stack';

// A bound, not a speed check: the journeys before these add their tasks above the seeded ones,
// and the list shows 20 a page, each Load more a Firestore query on a machine busy with them.
test.describe.configure({ timeout: 240_000 });

const COOKING = 'Film yourself cooking a family recipe';
const TAP = 'Fix a dripping tap, narrated';
const FRACTIONS = 'Teach fractions to a ten-year-old';
const card = (page: Page, title: string) => page.getByRole('listitem', { name: title });
const submitOrAccept = /^(Submit Work|Resubmit|Accept|Accept again)$/;

async function openTasks(page: Page) {
  await page.getByRole('link', { name: /Tasks/ }).first().click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible();
}

test('a creator whose work was approved sees Approved and no Submit on that task', async ({
  page,
}) => {
  await signIn(page, DEMO_CREATOR, DEMO_PASSWORD);
  await openTasks(page);

  for (const title of [COOKING, TAP]) {
    const approved = await loadUntilShown(page, card(page, title));
    await expect(approved.getByText('Approved', { exact: true })).toBeVisible();
    await expect(approved.getByRole('button', { name: submitOrAccept })).toHaveCount(0);
  }
  const waiting = await loadUntilShown(page, card(page, FRACTIONS));
  await expect(waiting.getByText('Submitted — pending review')).toBeVisible();
  await expect(waiting.getByRole('button', { name: submitOrAccept })).toHaveCount(0);

  // View Details says the same and offers nothing to submit either.
  await card(page, COOKING).getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: COOKING });
  await expect(dialog.getByText('Approved', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: submitOrAccept })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The submit page, reached by its address, offers no upload either: it says why.
  const tasks = await adminApp().db.collection('tasks').where('title', '==', COOKING).get();
  await page.goto(`${appUrl}/dashboard/submit?taskId=${tasks.docs[0]!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: COOKING })).toBeVisible();
  await expect(
    page.getByText('This work has been reviewed and cannot be resubmitted'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Work' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to My Submissions' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/submissions`);
});

test('a creator asked for changes sees Changes requested and Resubmit, which opens the submit page', async ({
  page,
}) => {
  const tomas = 'tomas@groundtruth.local';
  const { uid } = await signInWithPassword(tomas, DEMO_PASSWORD);
  await signIn(page, tomas, DEMO_PASSWORD);
  await openTasks(page);

  const cooking = await loadUntilShown(page, card(page, COOKING));
  await expect(cooking.getByText('Changes requested')).toBeVisible();
  await expect(cooking.getByRole('button', { name: 'Submit Work' })).toHaveCount(0);
  await cooking.getByRole('button', { name: 'Resubmit' }).click();

  await expect(page).toHaveURL(/\/dashboard\/submit\?taskId=[^&]+&acceptanceId=[^&]+$/);
  const url = new URL(page.url());
  // The acceptance the needs_changes submission was made for (task_acceptances/{task}_{uid}).
  expect(url.searchParams.get('acceptanceId')).toBe(`${url.searchParams.get('taskId')}_${uid}`);
  await expect(page.getByRole('heading', { level: 2, name: COOKING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Work' })).toBeVisible();
});
