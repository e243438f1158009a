// Transactional e-mail (notifications) on the production build and the full stack: a review is
// e-mailed to a creator with e-mail notifications on and not to one who turned them off in
// Settings; the e-mail's unsubscribe link turns the preference off without signing in, and
// Settings shows it off. The journeys' stack runs no job on its own: deliverMail is run here
// (testing/jobs.ts), as npm start's 5-second cadence would; the inbox is MailDev's REST API.
import { type Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { messages } from '../../domain/src/messages';
import { serverMessages } from '../../domain/src/server-messages';
import { callAs, loadCallables, signIn, signInWithPassword } from '../testing/callables';
import { emailsTo, waitForEmail } from '../testing/inbox';
import { runJob } from '../testing/jobs';
import { appUrl, DEMO_PASSWORD, DEMO_SUPPORT } from '../testing/stack';
import { acceptedTaskForNewCreator, submitWorkAs } from '../testing/work';

const emailCheckbox = (page: Page) => page.getByRole('checkbox', { name: /Email notifications/ });

async function openSettings(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await page.goto(`${appUrl}/dashboard/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(emailCheckbox(page)).toBeVisible();
}

/** A new creator with a submission waiting for review. */
async function creatorWithSubmission(label: string, title: string) {
  const { taskId, acceptanceId, creator } = await acceptedTaskForNewCreator(label, {
    title,
    description: 'Record the sound of your street.',
    category: 'audio',
    payoutAmountCents: 1500,
  });
  const { submissionId } = await submitWorkAs(creator, taskId, acceptanceId, 'Morning take.');
  return { creator, submissionId };
}

test('a review is e-mailed only to a creator who wants e-mail, and the link unsubscribes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const callables = await loadCallables();
  const stamp = Date.now();
  const wants = await creatorWithSubmission('mail-on', `Street sounds ${stamp}`);
  const declines = await creatorWithSubmission('mail-off', `Quiet street ${stamp}`);

  // One of them turns e-mail off in Settings.
  await openSettings(page, declines.creator.email, declines.creator.password);
  await expect(emailCheckbox(page)).toBeChecked();
  await emailCheckbox(page).uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(messages.settingsSaved)).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => indexedDB.deleteDatabase('firebaseLocalStorageDb'));

  // Support reviews both; the outbox is sent.
  const support = await signInWithPassword(DEMO_SUPPORT, DEMO_PASSWORD);
  for (const { submissionId } of [wants, declines]) {
    await callAs(support.idToken, callables.reviewSubmission, {
      submissionId,
      decision: 'needs_changes',
      reasonCode: 'poor_quality',
      notes: 'A little less wind, please.',
    });
  }
  await runJob('deliverMail');

  const subject = serverMessages.notificationTitles.submission_reviewed.needs_changes;
  const mail = await waitForEmail(wants.creator.email, subject);
  // The reason, its guidance and the notes, as My Submissions shows them.
  expect(mail.text).toContain(`Street sounds ${stamp}\nReason: Poor quality. The picture or sound`);
  expect(mail.text).toContain('Notes: A little less wind, please.');
  expect(mail.text).toContain(`${appUrl}/dashboard/submissions`);
  expect(await emailsTo(declines.creator.email)).toEqual([]);

  // The unsubscribe link: a page that asks, then turns e-mail off, signed out.
  const unsubscribe = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text)?.[0];
  expect(unsubscribe).toBeTruthy();
  await page.goto(unsubscribe!);
  await expect(
    page.getByRole('heading', { level: 1, name: serverMessages.unsubscribeConfirmTitle }),
  ).toBeVisible();
  await page.getByRole('button', { name: serverMessages.unsubscribeButton }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: serverMessages.unsubscribedTitle }),
  ).toBeVisible();

  // Settings shows the same preference, off.
  await openSettings(page, wants.creator.email, wants.creator.password);
  await expect(emailCheckbox(page)).not.toBeChecked();
});
