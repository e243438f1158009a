// Qualifications as a new creator meets them, on the production build and the full stack: a task
// locked behind a quiz says what is missing; the creator takes the quiz, gets one question wrong,
// reads why and when he may try again; once the retry time has passed he passes, and the task
// he could not accept before is his. Both new screens are checked with axe and at phone width.
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from '../testing/test';
import { checkAccessibleAndNarrow } from '../testing/axe';
import { adminApp } from '../testing/admin';
import { adminToken, callAs, freshCreator, loadCallables, signIn } from '../testing/callables';
import { appUrl } from '../testing/stack';

// The first call of a run wakes the functions emulator (up to ~25 s on a loaded machine).
test.describe.configure({ timeout: 120_000 });
// A reader an hour ahead of the functions' UTC: every moment shown is in the reader's zone.
test.use({ timezoneId: 'Europe/Berlin' });

const nav = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Creator', exact: true }).getByRole('link', { name });

test('a creator finds a task locked behind a quiz, fails it once, retries after the delay, passes and accepts the task', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const stamp = Date.now();
  const callables = await loadCallables();
  const admin = await adminToken();
  const name = `Kitchen video basics ${stamp}`;
  const { qualificationId } = await callAs(admin, callables.createQualification, {
    name,
    description: 'What a kitchen clip must show.',
    kind: 'quiz',
    passingScore: 100,
    retryDelayHours: 48,
    durationMinutes: 15,
    questions: [
      {
        prompt: 'Which resolution do kitchen tasks ask for?',
        choices: ['4K', '480p'],
        correct: [0],
        explanation: 'Buyers need 4K to see the detail of hands and tools.',
      },
      {
        prompt: 'May faces appear?',
        choices: ['Yes', 'No'],
        correct: [1],
        explanation: 'No faces: a person in frame needs a signed release.',
      },
      {
        prompt: 'What belongs in frame?',
        choices: ['Hands', 'A TV', 'Tools'],
        correct: [0, 2],
        explanation: 'Hands and tools; screens distract.',
      },
    ],
  });
  const title = `Film your kitchen knives ${stamp}`;
  await callAs(admin, callables.createTask, {
    title,
    description: 'Show each knife and what it is for.',
    category: 'video',
    payoutAmountCents: 4000,
    status: 'published',
    eligibility: { qualifications: [{ qualification_id: qualificationId }], guard: 'accept' },
  });

  const tomas = await freshCreator('tomas');
  await signIn(page, tomas.email, tomas.password);

  // Available Tasks: the task is locked, says what is missing, and offers no Accept.
  await nav(page, /Tasks/).click();
  const task = page.getByRole('listitem', { name: title });
  await expect(task.getByText(`Needs the qualification ${name}`)).toBeVisible();
  await expect(task.getByText('Locked', { exact: true })).toBeVisible();
  await expect(task.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(task.getByRole('link', { name: 'Take the quiz' })).toBeVisible();
  await expect(task.getByText('What it covers: What a kitchen clip must show.')).toBeVisible();

  // Qualifications: not taken yet, unlocking the one task.
  await nav(page, /Qualifications/).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/qualifications`);
  const qualification = page.getByRole('listitem', { name });
  await expect(qualification.getByText('Not taken')).toBeVisible();
  await expect(qualification.getByText('1 open task')).toBeVisible();
  await checkAccessibleAndNarrow(page);

  // The first attempt: one question wrong.
  await qualification.getByRole('link', { name: 'Start quiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The intro says what the attempt asks; it starts only on Start quiz.
  const intro = page.getByRole('region', { name: 'Before you start' });
  await expect(intro.getByText('Pass mark', { exact: true })).toBeVisible();
  await expect(intro.getByText(/^Wait \d+ (days?|hours?) before trying again$/)).toBeVisible();
  await expect(page.getByRole('group', { name: /^Question 1 of 3/ })).toHaveCount(0);
  await intro.getByRole('button', { name: 'Start quiz' }).click();
  const question = (n: number) =>
    page.getByRole('group', { name: new RegExp(`^Question ${n} of 3`) });
  // The first start wakes its function in the emulator: give it the time the first call takes.
  await expect(question(1)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('timer')).toHaveText(/^Time left: 1[45]:\d\d$/);
  const submit = page.getByRole('button', { name: 'Submit answers' });
  await expect(submit).toBeDisabled();
  await question(1).getByRole('radio', { name: '4K' }).check();
  await question(2).getByRole('radio', { name: 'Yes' }).check();
  await question(3).getByRole('checkbox', { name: 'Hands' }).check();
  await question(3).getByRole('checkbox', { name: 'Tools' }).check();
  await checkAccessibleAndNarrow(page);
  await submit.click();
  // So does the first submit.
  await expect(page.getByRole('heading', { level: 2, name: /^Not passed/ })).toBeVisible({
    timeout: 30_000,
  });

  await expect(page.getByRole('heading', { level: 2, name: /^Not passed/ })).toBeVisible();
  await expect(page.getByText('Your score: 67% (pass mark 100%)')).toBeVisible();
  const review = page.getByRole('list', { name: 'Your answers' }).getByRole('listitem');
  await expect(review).toHaveCount(3);
  await expect(review.nth(1).getByText('Wrong')).toBeVisible();
  await expect(
    review.nth(1).getByText('No faces: a person in frame needs a signed release.'),
  ).toBeVisible();
  await expect(review.nth(0).getByText('Right')).toBeVisible();
  const retryLine = page.getByText(/^You can try again after /);
  await expect(retryLine).toBeVisible();
  const retryText = (await retryLine.textContent())!;
  await checkAccessibleAndNarrow(page);

  // Reopened during the wait, the quiz says when in the same words, in the reader's zone.
  const quizUrl = page.url();
  await page.goto(quizUrl);
  const waiting = page.getByRole('region', { name: 'Before you start' });
  await expect(waiting.getByText(/^You can try again after /)).toHaveText(retryText);
  await expect(waiting.getByRole('button', { name: 'Start quiz' })).toBeDisabled();

  // Back on Qualifications, Retry waits with the same words the server would refuse with.
  await waiting.getByRole('link', { name: 'Back to Qualifications' }).click();
  const failed = page.getByRole('listitem', { name });
  await expect(failed.getByText('Failed', { exact: true })).toBeVisible();
  const retry = failed.getByRole('button', { name: 'Retry quiz' });
  await expect(retry).toBeDisabled();
  await expect(failed.getByText(/^You can try again after /)).toHaveText(retryText);

  // Two days later (the grant's retry time moved into the past): Retry is offered.
  const { db } = adminApp();
  await db
    .doc(`qualification_grants/${qualificationId}_${tomas.uid}`)
    .update({ retry_at: Timestamp.fromMillis(Date.now() - 60_000) });
  await page.reload();
  const again = page.getByRole('listitem', { name }).getByRole('link', { name: 'Retry quiz' });
  await again.click();
  await page
    .getByRole('region', { name: 'Before you start' })
    .getByRole('button', { name: 'Start quiz' })
    .click();
  await question(1).getByRole('radio', { name: '4K' }).check();
  await question(2).getByRole('radio', { name: 'No' }).check();
  await question(3).getByRole('checkbox', { name: 'Hands' }).check();
  await question(3).getByRole('checkbox', { name: 'Tools' }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Passed/ })).toBeVisible();
  await expect(page.getByText(`You now hold the qualification ${name}`)).toBeVisible();

  // The task is his to accept now.
  await page.getByRole('link', { name: 'Browse Available Tasks' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/tasks`);
  const unlocked = page.getByRole('listitem', { name: title });
  await expect(unlocked.getByText('Locked', { exact: true })).toHaveCount(0);
  await unlocked.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Task accepted! You can now submit your work.')).toBeVisible();
  await expect(unlocked.getByRole('button', { name: 'Submit Work' })).toBeVisible();
  expect(
    (await db.doc(`qualification_grants/${qualificationId}_${tomas.uid}`).get()).data(),
  ).toMatchObject({ status: 'granted', score: 100, attempts: 2 });
});
