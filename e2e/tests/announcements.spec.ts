// Announcements on the full stack with the demo data: the admin sends one from the Users page to
// the creators of a new task (one creator, who accepted it), after a Preview that counts them; the
// job sendAnnouncements delivers it, and the creator finds it in the bell. The demo's own
// announcement (the seed's, to every creator) reaches Maya's announcements thread. Axe-clean at 1280 and 390 px with the dialog open and with the bell open.
import { announcementMessages as words } from '../../domain/src/announcement-messages';
import { adminApp } from '../testing/admin';
import { checkAccessibleAndNarrow } from '../testing/axe';
import { signIn } from '../testing/callables';
import { runJob } from '../testing/jobs';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD } from '../testing/stack';
import { expect, newWatchedContext, test } from '../testing/test';
import { acceptedTaskForNewCreator } from '../testing/work';

test('an admin announces to a task’s creators; the creator finds it in the bell', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // The seed's announcement (to every creator) went out before any journey (testing/stack.ts), so
  // the new creator below is told of this journey's alone.
  await runJob('sendAnnouncements');
  const { db } = adminApp();
  const welcome = await db
    .doc('threads/announcements_demo-maya/messages/ann_demo-announcement-welcome')
    .get();
  expect(welcome.get('announcement_id')).toBe('ann_demo-announcement-welcome');

  const title = `Announced task ${Date.now()}`;
  const { creator } = await acceptedTaskForNewCreator('announced', {
    title,
    description: 'Record the corner shop.',
    category: 'video',
    payoutAmountCents: 1500,
  });
  const subject = `Briefing for ${title}`;

  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD, appUrl);
  await page.goto(`${appUrl}/dashboard/users`);
  await page.getByRole('button', { name: words.sendAnnouncementAction }).click();
  const dialog = page.getByRole('dialog', { name: words.announcementDialogTitle });
  await dialog.getByLabel(words.announcementAudienceLabel).selectOption({
    label: words.announcementAudienceTask,
  });
  await dialog.getByLabel(words.announcementTaskLabel).selectOption({ label: title });
  await dialog.getByLabel(/^Subject/).fill(subject);
  await dialog.getByLabel(/^Message/).fill('Shoot before noon, please.');
  const send = dialog.getByRole('button', { name: words.sendAnnouncementConfirm });
  await expect(send).toBeDisabled();
  await dialog.getByRole('button', { name: words.previewAnnouncementAction }).click();
  // A callable's first call starts its function: more than the default wait on a busy machine.
  await expect(dialog.getByText(words.announcementReach(1))).toBeVisible({ timeout: 60_000 });
  await checkAccessibleAndNarrow(page);
  await send.click();
  await expect(dialog.getByText(words.announcementQueued(1))).toBeVisible({ timeout: 60_000 });

  await runJob('sendAnnouncements');

  const context = await newWatchedContext(browser);
  try {
    const creatorPage = await context.newPage();
    await signIn(creatorPage, creator.email, creator.password, appUrl);
    await creatorPage.getByRole('button', { name: 'Notifications, 1 unread', exact: true }).click();
    const panel = creatorPage.getByRole('dialog', { name: 'Notifications' });
    await expect(
      panel.getByRole('link', { name: new RegExp(`^Unread: ${subject}`) }),
    ).toContainText('Shoot before noon, please.');
    await checkAccessibleAndNarrow(creatorPage);
  } finally {
    await context.close();
  }
});
