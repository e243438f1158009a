// My Submissions on the production build and the full stack: the demo creator's seeded work
// with its review states and a real file download; and a brand-new creator whose work staff send
// back for changes sees the notes, follows Resubmit Work to the submit page, and after
// resubmitting sees the new submission pending while the old one keeps its notes.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { messages } from '../../domain/src/messages';
import { submitWorkPath } from '../../domain/src/paths';
import { adminApp } from '../testing/admin';
import { callAs, loadCallables, signIn, signInWithPassword } from '../testing/callables';
import { appUrl, DEMO_CREATOR, DEMO_PASSWORD, DEMO_SUPPORT } from '../testing/stack';
import { acceptedTaskForNewCreator, submitWorkAs } from '../testing/work';
import { checkAccessibleAndNarrow, noSidewaysScroll } from '../testing/axe';

const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const card = (page: Page, title: string) => page.getByRole('listitem', { name: title });

async function openMySubmissions(page: Page) {
  await page
    .getByRole('navigation', { name: 'Creator', exact: true })
    .getByRole('link', {
      name: 'My Submissions',
    })
    .click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/submissions`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Submissions' })).toBeVisible();
}

test('the demo creator sees her reviewed work and downloads a file', async ({ page }) => {
  await signIn(page, DEMO_CREATOR, DEMO_PASSWORD);
  await openMySubmissions(page);

  const cooking = card(page, 'Film yourself cooking a family recipe').filter({
    hasText: 'Lovely framing and clear narration.',
  });
  await expect(cooking).toBeVisible();
  await expect(cooking.getByText('$35.00')).toBeVisible();
  await expect(cooking.getByText('Approved', { exact: true })).toHaveAttribute(
    'data-tone',
    'success',
  );
  await expect(cooking.getByText('Two takes; the second has better light.')).toBeVisible();
  await expect(cooking.getByText('cooking-2.png')).toBeVisible();
  await expect(cooking.getByText('Image (PNG)')).toBeVisible();

  const fractions = card(page, 'Teach fractions to a ten-year-old').first();
  await expect(fractions.getByText('Pending', { exact: true })).toHaveAttribute(
    'data-tone',
    'info',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    cooking.getByRole('button', { name: 'Download cooking-1.txt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('cooking-1.txt');
  const saved = await download.path();
  expect(fs.readFileSync(saved, 'utf8')).toContain('Demo take 1 — cooking');
  await expect(notifications(page).getByText(messages.fileDownloaded)).toBeVisible();
});

test('work sent back for changes shows the notes, and Resubmit Work leads to the submit page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const callables = await loadCallables();
  const title = `Submissions journey ${Date.now()}`;
  const notes = 'Please add a second take in daylight.';
  const { taskId, acceptanceId, creator } = await acceptedTaskForNewCreator('submissions', {
    title,
    description: 'Read the recipe aloud.',
    category: 'writing',
    payoutAmountCents: 2200,
  });
  const submit = (text: string) => submitWorkAs(creator, taskId, acceptanceId, text);
  const first = await submit('First take.');
  const support = await signInWithPassword(DEMO_SUPPORT, DEMO_PASSWORD);
  await callAs(support.idToken, callables.reviewSubmission, {
    submissionId: first.submissionId,
    decision: 'needs_changes',
    reasonCode: 'poor_quality',
    notes,
  });

  await signIn(page, creator.email, creator.password);
  await openMySubmissions(page);
  const sentBack = card(page, title);
  await expect(sentBack).toHaveCount(1);
  await expect(sentBack.getByText('Needs Changes', { exact: true })).toHaveAttribute(
    'data-tone',
    'warning',
  );
  const alert = sentBack.getByRole('alert');
  await expect(alert).toContainText(messages.changesRequested);
  await expect(alert).toContainText(notes);
  await alert.getByRole('link', { name: 'Resubmit Work' }).click();
  await expect(page).toHaveURL(`${appUrl}${submitWorkPath(taskId, acceptanceId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Work' })).toBeVisible();
  // The resubmit screen says what it is and what the reviewer asked for.
  const resubmission = page.getByRole('status', { name: messages.resubmissionTitle });
  await expect(resubmission).toContainText(messages.resubmissionBody);
  await expect(resubmission).toContainText(notes);

  // Resubmitted: a new pending submission; the old one keeps its notes but offers no second go.
  const second = await submit('Second take, in daylight.');
  await openMySubmissions(page);
  await expect(card(page, title)).toHaveCount(2);
  const [newer, older] = [card(page, title).first(), card(page, title).last()];
  await expect(newer.getByText('Pending', { exact: true })).toBeVisible();
  await expect(older.getByRole('alert')).toContainText(notes);
  await expect(older.getByText('You have resubmitted this work.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resubmit Work' })).toHaveCount(0);

  const { db } = adminApp();
  const stored = await db.collection('submissions').where('user_id', '==', creator.uid).get();
  const byId = Object.fromEntries(stored.docs.map((d) => [d.id, d.data()]));
  expect(Object.keys(byId).sort()).toEqual([first.submissionId, second.submissionId].sort());
  expect(byId[first.submissionId]).toMatchObject({
    review_status: 'needs_changes',
    review_notes: notes,
    acceptance_id: acceptanceId,
  });
  expect(byId[second.submissionId]).toMatchObject({
    review_status: 'pending',
    acceptance_id: acceptanceId,
  });
});

test('work sent back with no reason still offers Resubmit Work, on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Sent back without a reason ${Date.now()}`;
  const { taskId, acceptanceId, creator } = await acceptedTaskForNewCreator('no-reason', {
    title,
    description: 'Read the recipe aloud.',
    category: 'writing',
    payoutAmountCents: 1800,
  });
  const { submissionId } = await submitWorkAs(creator, taskId, acceptanceId, 'First take.');
  // A review from before a reason was required: sent back with no reason and no notes.
  const { db } = adminApp();
  await db.collection('submissions').doc(submissionId).update({
    review_status: 'needs_changes',
    reviewed_at: new Date(),
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, creator.email, creator.password);
  await page.goto(`${appUrl}/dashboard/submissions`);
  const sentBack = card(page, title);
  const alert = sentBack.getByRole('alert');
  await expect(alert).toContainText(messages.changesRequested);
  await expect(alert).toContainText(messages.noReviewFeedback);
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await checkAccessibleAndNarrow(page);
  await page.setViewportSize({ width: 390, height: 844 });

  await alert.getByRole('link', { name: 'Resubmit Work' }).click();
  await expect(page).toHaveURL(`${appUrl}${submitWorkPath(taskId, acceptanceId)}`);
  const resubmission = page.getByRole('status', { name: messages.resubmissionTitle });
  await expect(resubmission).toContainText(messages.resubmissionBody);
  await expect(resubmission).toContainText(messages.noReviewFeedback);
  await expect(page.getByRole('button', { name: 'Submit Work' })).toBeVisible();
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await checkAccessibleAndNarrow(page);
});
