// Time limits on accepted work, on the production build and the full stack: a fresh
// creator accepts a task with one hour of working time and sees the time left; time passes (the
// expiry job runs with a clock a minute past the acceptance's expires_at); the creator sees it
// Expired, is not offered Submit (and submitWork refuses), and the slot is free again: another
// creator takes the last one, after which Accept again is closed as Full.
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { messages } from '../../domain/src/messages';
import { submitWorkPath } from '../../domain/src/paths';
import { adminApp } from '../testing/admin';
import {
  adminToken,
  CallableError,
  callAs,
  freshCreator,
  loadCallables,
  signIn,
} from '../testing/callables';
import { runJob } from '../testing/jobs';
import { appUrl } from '../testing/stack';
import { submitWorkAs, tryUploadAs } from '../testing/work';

const card = (page: Page, title: string) => page.getByRole('listitem', { name: title });

async function openAvailableTasks(page: Page) {
  await page.goto(`${appUrl}/dashboard/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible();
}

test('an acceptance runs out: time left, then Expired, no submit, and the slot goes back', async ({
  page,
}) => {
  // The first call of a run wakes the functions emulator (up to ~25 s on a loaded machine).
  test.setTimeout(120_000);
  const callables = await loadCallables();
  const title = `Expiry journey ${Date.now()}`;
  const { taskId } = await callAs(await adminToken(), callables.createTask, {
    title,
    description: 'Film the view from your window at dusk.',
    category: 'video',
    payoutAmountCents: 1500,
    quotaLimit: 1,
    status: 'published',
    workingTimeHours: 1,
  });
  const creator = await freshCreator('expiry');
  const acceptanceId = `${taskId}_${creator.uid}`;

  // Accepted through the screen: the card counts down the hour.
  await signIn(page, creator.email, creator.password);
  await openAvailableTasks(page);
  const mine = card(page, title);
  await expect(mine.getByText('1 of 1 slots left')).toBeVisible();
  await mine.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(messages.taskAccepted)).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Submit Work' })).toBeVisible();
  await expect(mine.getByText('0 of 1 slots left')).toBeVisible();
  const left = mine.getByText(/^(\d+ minutes|1 hour) left to submit/);
  await expect(left).toBeVisible();
  await expect(left).toHaveAttribute('title', /^Submit by /);

  // The overview's Tasks in Progress shows it with the same clock.
  await page.goto(`${appUrl}/dashboard`);
  const inProgress = page
    .getByRole('list', { name: 'Tasks in progress' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(inProgress.getByText(/left to submit/)).toBeVisible();
  await expect(inProgress.getByRole('link', { name: `Submit work for ${title}` })).toBeVisible();

  // Time passes: the expiry job runs a minute after the acceptance's deadline. Only an acceptance
  // that runs out within the hour is touched (or warned, a day ahead of that clock): this one, as
  // no other journey gives a task a working time and the platform's default is none. Only an acceptance
  // that runs out within the hour is touched (or warned, a day ahead of that clock): this one, as
  // no other journey gives a task a working time and the platform's default is none.
  const { db } = adminApp();
  const acceptance = db.doc(`task_acceptances/${acceptanceId}`);
  const expiresAt = (await acceptance.get()).get('expires_at').toMillis() as number;
  expect(expiresAt - Date.now()).toBeGreaterThan(50 * 60_000);
  expect(expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  const report = await runJob('expireAcceptances', expiresAt + 60_000);
  expect(report.changed).toBeGreaterThanOrEqual(1);
  expect((await acceptance.get()).data()).toMatchObject({ status: 'expired' });
  expect((await db.doc(`tasks/${taskId}`).get()).get('accepted_count')).toBe(0);

  // The creator sees it Expired: no Submit Work, the slot open again, Accept again offered.
  await openAvailableTasks(page);
  await expect(mine.getByText(messages.expiredLabel, { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Submit Work' })).toHaveCount(0);
  await expect(mine.getByText(/left to submit/)).toHaveCount(0);
  await expect(mine.getByText('1 of 1 slots left')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Accept again' })).toBeEnabled();

  // Gone from Tasks in Progress.
  await page.goto(`${appUrl}/dashboard`);
  await expect(page.getByText(messages.noTasksInProgress)).toBeVisible();

  // Submit Your Work does not offer it; submitWork refuses it as well.
  await page.goto(`${appUrl}${submitWorkPath(taskId, acceptanceId)}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: messages.acceptanceExpired }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Work' })).toHaveCount(0);
  await expect(page.getByLabel('Files')).toHaveCount(0);
  // storage.rules take no file under a run-out acceptance, and submitWork refuses
  // one that got there anyway.
  const late = `submissions/${creator.uid}/${taskId}/${Date.now()}.txt`;
  expect(await tryUploadAs(creator.idToken, late, 'Too late.')).toBe(403);
  const refused = await submitWorkAs(creator, taskId, acceptanceId, 'Too late.', {
    pastRules: true,
  }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(CallableError);
  expect(refused).toMatchObject({ message: messages.acceptanceExpired });

  // The slot is free: another creator takes the last one, and Accept again is closed as Full.
  const other = await freshCreator('expiry-other');
  await callAs(other.idToken, callables.acceptTask, { taskId });
  // The expiry's tally was a moment ago, so the acceptance leaves the figure to the tally job,
  // which comes by every minute (the shard itself is taken at once).
  await runJob('tallyTaskSlots');
  expect((await db.doc(`tasks/${taskId}`).get()).get('accepted_count')).toBe(1);
  await openAvailableTasks(page);
  await expect(mine.getByText('0 of 1 slots left')).toBeVisible();
  await expect(mine.getByText('Full', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Accept again' })).toBeDisabled();
});
