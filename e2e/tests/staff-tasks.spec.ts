// Manage Tasks on the production build and the full stack, as support (support
// manages tasks): a task created with every field, checked in the database (cents, quota, tags,
// due date…), published and closed; and a retried Create that creates one task. (Support's
// disabled user actions are User Management's screen test.)
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { staffMessages } from '../../domain/src/staff-messages';
import { adminApp } from '../testing/admin';
import { appUrl, DEMO_PASSWORD } from '../testing/stack';

const SUPPORT = 'support@groundtruth.local';
const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const errorToasts = (page: Page) => page.getByRole('list', { name: 'Error notifications' });

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${appUrl}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);
}

/** The tasks whose title is `title`, as stored. */
async function tasksTitled(title: string) {
  const { db } = adminApp();
  const snapshot = await db.collection('tasks').where('title', '==', title).get();
  return snapshot.docs;
}

test('support creates a task with every field, publishes it and closes it', async ({ page }) => {
  const title = `Film a bakery opening (${stamp})`;
  await signIn(page, SUPPORT);
  await page
    .getByRole('navigation', { name: 'Staff', exact: true })
    .getByRole('link', { name: 'Manage Tasks' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Tasks' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Task' });
  // Field-level messages first: nothing is sent while a field is invalid.
  await dialog.getByLabel('Payout amount (USD)').fill('twelve');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(
    dialog.getByText('Payout amount must be an amount in dollars, e.g. 25 or 25.50'),
  ).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Category').selectOption('Audio');
  await dialog.getByLabel('Payout amount (USD)').fill('42.5');
  await dialog.getByLabel('Estimated time (minutes)').fill('30');
  await dialog.getByLabel('Description').fill('Record the first hour of a bakery opening.');
  await dialog.getByLabel('Due date').fill('2031-03-15');
  await dialog.getByLabel('Slots').fill('12');
  await dialog.getByLabel('Instructions URL').fill('https://example.com/bakery-brief');
  await dialog.getByLabel('Expected timeline').fill('2–3 days');
  await dialog.getByLabel('Tags').fill('daily-life, food ,  morning');
  await expect(dialog.getByLabel('Initial status')).toHaveValue('draft');
  await dialog.getByRole('button', { name: 'Create Task' }).click();

  await expect(notifications(page).getByText('Task created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Draft')).toBeVisible();
  await expect(card.getByText('Audio')).toBeVisible();
  await expect(card.getByText('$42.50 · about 30 min · $85.00/hour')).toBeVisible();
  await expect(card.getByText('0 of 12 used')).toBeVisible();
  await expect(card.getByText('Mar 15, 2031')).toBeVisible();

  const [stored] = await tasksTitled(title);
  const { auth } = adminApp();
  const support = await auth.getUserByEmail(SUPPORT);
  expect(stored!.data()).toMatchObject({
    title,
    category: 'audio',
    description: 'Record the first hour of a bakery opening.',
    payout_amount_cents: 4250,
    quota_limit: 12,
    accepted_count: 0,
    instructions_url: 'https://example.com/bakery-brief',
    expected_timeline: '2–3 days',
    tags: ['daily-life', 'food', 'morning'],
    status: 'draft',
    estimated_minutes: 30,
    created_by: support.uid,
  });
  // The end of the chosen day where the browser is.
  const dueAt = await page.evaluate(() => new Date('2031-03-15T23:59:59').toISOString());
  expect(stored!.get('due_at').toDate().toISOString()).toBe(dueAt);

  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(notifications(page).getByText('Task published')).toBeVisible();
  await expect(card.getByText('Published')).toBeVisible();
  expect((await stored!.ref.get()).get('status')).toBe('published');

  await card.getByRole('button', { name: 'Close task' }).click();
  await page
    .getByRole('dialog', { name: 'Close this task?' })
    .getByRole('button', { name: 'Close task' })
    .click();
  await expect(notifications(page).getByText('Task closed')).toBeVisible();
  await expect(card.getByText('Closed')).toBeVisible();
  // A closed task keeps only its dataset exports: no Publish, Close or edit.
  await expect(card.getByRole('button')).toHaveText(['Datasets']);
  expect((await stored!.ref.get()).get('status')).toBe('closed');

  // The status filter reads closed tasks only, and the address keeps it.
  await page.getByLabel('Status').selectOption('Closed');
  await expect(page).toHaveURL(`${appUrl}/dashboard/admin/tasks?status=closed`);
  await expect(page.getByRole('listitem', { name: title })).toBeVisible();
  await page.getByLabel('Status').selectOption('Draft');
  await expect(
    page.getByRole('list', { name: 'Tasks' }).or(page.getByText('No draft tasks')),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: title })).toBeHidden();
});

test('a Create whose answer is lost and is pressed again creates one task', async ({ page }) => {
  const title = `Narrate a ferry crossing (${stamp})`;
  await signIn(page, SUPPORT);
  await page.goto(`${appUrl}/dashboard/admin/tasks`);
  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Task' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Payout amount (USD)').fill('15');
  await dialog.getByLabel('Estimated time (minutes)').fill('20');

  // The first call reaches the function, which creates the task; its answer never arrives.
  let calls = 0;
  await page.route('**/createTask', async (route) => {
    calls += 1;
    if (calls === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  const failure = errorToasts(page).getByRole('listitem');
  await expect(failure.getByText(staffMessages.answerLost)).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await tasksTitled(title)).toHaveLength(1);
  await failure.getByRole('button', { name: 'Dismiss notification' }).click();

  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(notifications(page).getByText('Task created successfully')).toBeVisible();
  expect(calls).toBe(2);
  expect(await tasksTitled(title)).toHaveLength(1);
  await expect(page.getByRole('listitem', { name: title })).toHaveCount(1);
});
