// Available Tasks on the production build and the full stack, as a brand-new creator: browse,
// filter by category (a Firestore query), read every field in View Details, accept once (the
// button becomes Submit Work; a second accept is refused), and go on to the submit page.
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { adminApp } from '../testing/admin';
import {
  adminToken,
  callAs,
  loadCallables,
  CallableError,
  freshCreator,
  signIn,
} from '../testing/callables';
import { appUrl } from '../testing/stack';

// The first call of a run wakes the functions emulator (up to ~25 s on a loaded machine).
test.describe.configure({ timeout: 90_000 });

const day = 86_400_000;
const card = (page: Page, title: string) => page.getByRole('listitem', { name: title });

test('a new creator browses, filters, reads the details, accepts a task once and goes to submit', async ({
  page,
}) => {
  const stamp = Date.now();
  const callables = await loadCallables();
  const admin = await adminToken();
  const title = `Document your home network ${stamp}`;
  const { taskId } = await callAs(admin, callables.createTask, {
    title,
    description: 'Draw and explain how the devices in your home connect.',
    category: 'doc',
    payoutAmountCents: 3275,
    quotaLimit: 5,
    status: 'published',
    dueAt: new Date(Date.now() + 10 * day).toISOString(),
    instructionsUrl: 'https://example.com/network-guide',
    expectedTimeline: '2 days',
    tags: ['networking', 'diagram'],
  });
  const late = `Past-due manual ${stamp}`;
  await callAs(admin, callables.createTask, {
    title: late,
    category: 'doc',
    payoutAmountCents: 1000,
    status: 'published',
    dueAt: new Date(Date.now() - day).toISOString(),
  });
  const audio = `Rain on a window ${stamp}`;
  await callAs(admin, callables.createTask, {
    title: audio,
    category: 'audio',
    payoutAmountCents: 1500,
    status: 'published',
  });

  const creator = await freshCreator('tasks');
  await signIn(page, creator.email, creator.password);
  await page
    .getByRole('navigation', { name: 'Creator', exact: true })
    .getByRole('link', { name: /Tasks/ })
    .click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible();
  await expect(card(page, audio)).toBeVisible();

  // The category filter is a query: only Documentation tasks, the audio task gone.
  await page.getByLabel('Category').selectOption('Documentation');
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, audio)).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Published tasks' });
  for (const item of await list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
    .all()) {
    await expect(item.getByText('Documentation', { exact: true })).toBeVisible();
  }

  const mine = card(page, title);
  await expect(mine.getByText('$32.75')).toBeVisible();
  await expect(mine.getByText('5 of 5 slots left')).toBeVisible();
  await expect(mine.getByRole('list', { name: 'Tags' })).toContainText('networking');
  const pastDue = card(page, late);
  await expect(pastDue.getByText('Past due')).toBeVisible();
  await expect(pastDue.getByRole('button', { name: 'Accept' })).toBeDisabled();

  await mine.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const field = (term: string) =>
    dialog
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(field('Description')).toHaveText(
    'Draw and explain how the devices in your home connect.',
  );
  await expect(field('Category')).toHaveText('Documentation');
  await expect(field('Payout')).toHaveText('$32.75');
  await expect(field('Due date').locator('time')).toBeVisible();
  await expect(field('Slots')).toHaveText('5 of 5 slots left');
  await expect(dialog.getByRole('link', { name: 'Open instructions' })).toHaveAttribute(
    'href',
    'https://example.com/network-guide',
  );
  await expect(field('Expected timeline')).toHaveText('2 days');
  await expect(field('Tags')).toContainText('diagram');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await mine.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Task accepted! You can now submit your work.')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Submit Work' })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(mine.getByText('4 of 5 slots left')).toBeVisible();

  // The function refuses a second accept whatever the screen shows.
  const again = await callAs(creator.idToken, callables.acceptTask, { taskId }).catch(
    (error: unknown) => error,
  );
  expect(again).toBeInstanceOf(CallableError);
  expect(again).toMatchObject({
    status: 'ALREADY_EXISTS',
    message: 'You have already accepted this task',
    details: { title: 'Already Accepted' },
  });

  const { db } = adminApp();
  const acceptanceId = `${taskId}_${creator.uid}`;
  expect((await db.doc(`task_acceptances/${acceptanceId}`).get()).data()).toMatchObject({
    task_id: taskId,
    user_id: creator.uid,
    status: 'accepted',
  });
  expect((await db.doc(`tasks/${taskId}`).get()).get('accepted_count')).toBe(1);

  await mine.getByRole('button', { name: 'Submit Work' }).click();
  await expect(page).toHaveURL(
    `${appUrl}/dashboard/submit?taskId=${taskId}&acceptanceId=${encodeURIComponent(acceptanceId)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Work' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
