// A new task reaches a matching creator's bell: a creator of the journey's own, on the video
// path, has her dashboard open; the admin creates a Video task as a draft and publishes it from Manage Tasks;
// the alert job runs (as the stack's cadence would, every 5 s under `npm start`) and her bell
// counts one more unread notice without a reload, "New task: <title>" linking to Available Tasks;
// Settings offers her the new-task e-mail choice. Axe-clean at 1280 and 390 px. On the production
// build and in development mode.
import type { Browser, Page } from '@playwright/test';
import { taskAlertMessages } from '../../domain/src/task-alert-messages';
import { adminApp } from '../testing/admin';
import { checkAccessibleAndNarrow } from '../testing/axe';
import { freshCreator, signIn } from '../testing/callables';
import { runJob } from '../testing/jobs';
import { listening } from '../testing/live';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD } from '../testing/stack';
import { expect, newWatchedContext, PLATFORM_WIDE, test } from '../testing/test';

/** The creator's unread notifications as stored. */
async function unreadOf(uid: string): Promise<number> {
  const { db } = adminApp();
  const snap = await db
    .collection('notifications')
    .where('user_id', '==', uid)
    .where('read', '==', false)
    .count()
    .get();
  return snap.data().count;
}

/** Whether the creator has the new-task notice of the task titled `title`. */
async function toldOf(uid: string, title: string): Promise<boolean> {
  const { db } = adminApp();
  const tasks = await db.collection('tasks').where('title', '==', title).get();
  const task = tasks.docs[0];
  if (!task) return false;
  const notices = await db
    .collection('notifications')
    .where('entity_id', '==', task.id)
    .where('kind', '==', 'new_task')
    .where('user_id', '==', uid)
    .get();
  return !notices.empty;
}

/**
 * Runs the alert job until no alert is pending, as `npm start`'s cadence (every 5 s) would have
 * all along: the journeys' stack runs no job behind their back, so every task the journeys before
 * this one published is still waiting to be fanned out to every matching creator they made.
 */
async function alertsCaughtUp() {
  const { db } = adminApp();
  const pending = async () =>
    (await db.collection('task_alerts').where('status', '==', 'pending').count().get()).data()
      .count;
  await expect
    .poll(
      async () => {
        expect((await runJob('sendNewTaskAlerts')).job).toBe('sendNewTaskAlerts');
        return pending();
      },
      { timeout: 240_000, intervals: [0] },
    )
    .toBe(0);
}

async function publishAsAdmin(browser: Browser, base: string, title: string) {
  const admin = await newWatchedContext(browser);
  try {
    const page = await admin.newPage();
    await signIn(page, DEMO_ADMIN, DEMO_PASSWORD, base);
    await page.goto(`${base}/dashboard/admin/tasks`);
    await page.getByRole('button', { name: 'Create Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Task' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Category').selectOption('Video');
    await dialog.getByLabel('Payout amount (USD)').fill('18.50');
    await dialog.getByLabel('Estimated time (minutes)').fill('30');
    await dialog.getByLabel('Description').fill('Film the first tram of the morning.');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem', { name: title });
    await card.getByRole('button', { name: 'Publish' }).click();
    await expect(card.getByText('Published')).toBeVisible();
  } finally {
    await admin.close();
  }
}

async function alertJourney(page: Page, browser: Browser, base: string, label: string) {
  const title = `First tram (${label} ${Date.now()})`;
  const listenOpened = listening(page);
  const creator = await freshCreator(`alert-${label}`);
  await signIn(page, creator.email, creator.password, base);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
  await listenOpened;
  await alertsCaughtUp();
  const before = await unreadOf(creator.uid);

  await publishAsAdmin(browser, base, title);
  // The job runs as the stack's cadence runs it (every 5 s under npm start) until she is told:
  // the journey asks that the job's runs tell her, not that the first one does (once, a CI run's
  // first run left this alert pending while it told her of the older ones).
  await expect
    .poll(
      async () => {
        expect((await runJob('sendNewTaskAlerts')).job).toBe('sendNewTaskAlerts');
        return toldOf(creator.uid, title);
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(true);
  // Other journeys' new tasks may alert her too: at least this one more.
  const unread = await unreadOf(creator.uid);
  expect(unread).toBeGreaterThan(before);
  await expect(
    page.getByRole('button', { name: `Notifications, ${unread} unread`, exact: true }),
  ).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );

  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const notice = panel.getByRole('link', {
    name: new RegExp(`^Unread: ${taskAlertMessages.newTaskTitle(title).replace(/[()]/g, '\\$&')}`),
  });
  await expect(notice).toContainText(`${title} pays $18.50 · about 30 min · $37.00/hour`);
  await checkAccessibleAndNarrow(page);
  await notice.click();
  await expect(page).toHaveURL(`${base}/dashboard/tasks`);

  // Her e-mail choice for the next ones, in Settings: a radio group, the daily digest until
  // she picks another.
  await page.goto(`${base}/dashboard/settings`);
  const choice = page.getByRole('group', { name: taskAlertMessages.newTaskEmailsLegend });
  await expect(choice.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  await checkAccessibleAndNarrow(page);
}

test(
  'an admin publishes a Video task; a creator on the video path sees it in her bell at once',
  { tag: PLATFORM_WIDE },
  async ({ page, browser }) => {
    test.setTimeout(480_000);
    await alertJourney(page, browser, appUrl, 'built');
  },
);

test.describe('development mode', () => {
  // On the dev servers every development-mode journey shares (the devServer fixture).
  test(
    'the same journey on the dev servers',
    { tag: PLATFORM_WIDE },
    async ({ page, browser, devServer }) => {
      test.setTimeout(600_000);
      await alertJourney(page, browser, devServer, 'dev');
    },
  );
});
