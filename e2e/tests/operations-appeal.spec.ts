// Appeals, on the production build and the full stack: a fresh creator's submission
// is rejected (support, through the callable); on My Submissions the creator appeals with a
// message through the dialog and sees it under review; support finds it in Review Submissions'
// Appeals view and approves it through the Decide Appeal dialog; the creator sees the outcome,
// and the approval's payout exists once (a second decision is refused and pays nothing).
import type { Page } from '@playwright/test';
import { expect, newWatchedContext, test } from '../testing/test';
import { messages } from '../../domain/src/messages';
import { serverMessages } from '../../domain/src/server-messages';
import { adminApp } from '../testing/admin';
import {
  CallableError,
  callAs,
  loadCallables,
  signIn,
  signInWithPassword,
} from '../testing/callables';
import { appUrl, DEMO_PASSWORD, DEMO_SUPPORT } from '../testing/stack';
import { acceptedTaskForNewCreator, submitWorkAs } from '../testing/work';

async function openMySubmissions(page: Page) {
  await page.goto(`${appUrl}/dashboard/submissions`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Submissions' })).toBeVisible();
}

test('a rejected creator appeals, support approves the appeal, the creator sees it paid once', async ({
  page,
  browser,
}) => {
  // The first call of a run wakes the functions emulator (up to ~25 s on a loaded machine).
  test.setTimeout(150_000);
  const callables = await loadCallables();
  const title = `Appeal journey ${Date.now()}`;
  const rejection = 'This does not look like your own recording.';
  const appealText = 'It is mine: the raw file has my voice at the start. Please look again.';
  const decisionNotes = 'Checked the raw file: it is yours. Approved on appeal.';
  const { taskId, acceptanceId, creator } = await acceptedTaskForNewCreator('appeal', {
    title,
    description: 'Record the sound of your street at noon.',
    category: 'audio',
    payoutAmountCents: 2400,
  });
  const { submissionId } = await submitWorkAs(creator, taskId, acceptanceId, 'Noon, street.');
  const support = await signInWithPassword(DEMO_SUPPORT, DEMO_PASSWORD);
  await callAs(support.idToken, callables.reviewSubmission, {
    submissionId,
    decision: 'rejected',
    reasonCode: 'requirements_not_met',
    notes: rejection,
  });

  // The creator appeals from My Submissions, with the keyboard's dialog.
  await signIn(page, creator.email, creator.password);
  await openMySubmissions(page);
  const mine = page.getByRole('listitem', { name: title });
  await expect(mine.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(mine.getByText(rejection)).toBeVisible();
  await expect(mine.getByText(/^Appeal by /)).toBeVisible();
  await mine.getByRole('button', { name: 'Appeal' }).click();
  const dialog = page.getByRole('dialog', { name: `Appeal: ${title}` });
  const field = dialog.getByRole('textbox', { name: 'Message' });
  await expect(field).toBeFocused();
  await field.fill(appealText);
  await expect(dialog.getByText(`${appealText.length} / 2,000 characters`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Appeal' }).click();
  await expect(page.getByText(messages.appealSent)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const underReview = mine.getByRole('status').filter({ hasText: messages.appealUnderReview });
  await expect(underReview).toContainText(appealText);
  await expect(mine.getByRole('button', { name: 'Appeal' })).toHaveCount(0);

  const { db } = adminApp();
  const stored = db.doc(`submissions/${submissionId}`);
  expect((await stored.get()).data()).toMatchObject({
    review_status: 'rejected',
    appeal_status: 'open',
    appeal_message: appealText,
  });

  // Support decides it in Review Submissions' Appeals view.
  const staff = await newWatchedContext(browser);
  try {
    const staffPage = await staff.newPage();
    await signIn(staffPage, DEMO_SUPPORT, DEMO_PASSWORD);
    await staffPage.goto(`${appUrl}/dashboard/admin/submissions?status=appeals`);
    await expect(
      staffPage.getByRole('heading', { level: 1, name: 'Review Submissions' }),
    ).toBeVisible();
    const appealed = staffPage.getByRole('article', { name: `${title} by ${creator.name}` });
    await expect(appealed.getByText(appealText)).toBeVisible();
    await appealed.getByRole('button', { name: 'Decide Appeal' }).click();
    const decide = staffPage.getByRole('dialog', { name: 'Decide Appeal' });
    await decide.getByLabel('Feedback', { exact: true }).fill(decisionNotes);
    await decide.getByRole('button', { name: 'Approve' }).click();
    await expect(decide).toHaveCount(0);
    await expect(appealed).toHaveCount(0);
  } finally {
    await staff.close();
  }

  // The creator sees the outcome.
  await openMySubmissions(page);
  await expect(mine.getByText('Approved', { exact: true }).first()).toBeVisible();
  const outcome = mine.getByRole('status').filter({ hasText: messages.appealDecided });
  await expect(outcome).toContainText('Outcome: Approved');
  await expect(outcome).toContainText(decisionNotes);
  await expect(mine.getByRole('button', { name: 'Appeal' })).toHaveCount(0);

  // One payout; a second decision is refused and pays nothing.
  const again = await callAs(support.idToken, callables.decideAppeal, {
    submissionId,
    decision: 'approved',
  }).catch((error: unknown) => error);
  expect(again).toBeInstanceOf(CallableError);
  expect(again).toMatchObject({ message: serverMessages.noOpenAppeal });
  const payouts = await db.collection('payouts').where('submission_id', '==', submissionId).get();
  expect(payouts.size).toBe(1);
  expect(payouts.docs[0]!.data()).toMatchObject({ user_id: creator.uid, amount_cents: 2400 });
  expect((await stored.get()).data()).toMatchObject({
    review_status: 'approved',
    appeal_status: 'decided',
    appeal_decision: 'approved',
    appeal_decision_notes: decisionNotes,
  });
});
