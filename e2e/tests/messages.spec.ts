// Conversations, on the full stack: a creator whose work was sent back opens it on My
// Submissions, asks about the review and writes (HTML typed stays text); support, in a browser
// of their own, finds it in Messages behind a conversation that has waited longer, and answers;
// the creator's open page shows the answer in the bell and in the thread as it happens (no
// reload), and the creator replies. axe finds nothing and nothing scrolls sideways at 390 px.
import type { Browser, Page } from '@playwright/test';
import { expect, newWatchedContext, test } from '../testing/test';
import { threadScreenMessages } from '../../domain/src/thread-screen-messages';
import { checkAccessibleAndNarrow } from '../testing/axe';
import {
  callAs,
  freshCreator,
  loadCallables,
  signIn,
  signInWithPassword,
} from '../testing/callables';
import { loadUntilShown } from '../testing/lists';
import { listening, listenSoon } from '../testing/live';
import { appUrl, DEMO_PASSWORD, DEMO_SUPPORT } from '../testing/stack';
import { acceptedTaskForNewCreator, submitWorkAs } from '../testing/work';

/** Under the 15 s polling interval: only the listener is this quick. */
const LIVE_DELIVERY_MS = 10_000;

const unreadIn = async (page: Page) => {
  const name = await page
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);
};

async function askAndAnswer(browser: Browser, page: Page, shellUrl: string) {
  const callables = await loadCallables();
  const title = `Messages journey ${Date.now()}`;
  const question = 'Which part was too dark? <b>the kitchen</b> https://example.com/take-1';
  const answer = 'The first ten seconds: open the blinds and it will be fine.';
  const { taskId, acceptanceId, creator } = await acceptedTaskForNewCreator('messages', {
    title,
    description: 'Film your kitchen in daylight.',
    category: 'video',
    payoutAmountCents: 1800,
  });
  const { submissionId } = await submitWorkAs(creator, taskId, acceptanceId, 'Take one.');
  const support = await signInWithPassword(DEMO_SUPPORT, DEMO_PASSWORD);
  await callAs(support.idToken, callables.reviewSubmission, {
    submissionId,
    decision: 'needs_changes',
    reasonCode: 'poor_quality',
    notes: 'Too dark to see the work.',
  });
  // Someone else asked support earlier: their question has waited longer, so it comes first.
  const earlier = await freshCreator('messages-earlier');
  const earlierSubject = `Earlier question ${Date.now()}`;
  await callAs(earlier.idToken, callables.startThread, {
    subject: earlierSubject,
    text: 'How do payouts work?',
    requestId: `earlier-${Date.now()}`,
  });

  // The creator asks about the review from the sent-back submission.
  const listenOpened = listening(page);
  // Her page's clock flows as usual until the journey moves it on to when the page listens.
  await page.clock.install();
  await signIn(page, creator.email, creator.password, shellUrl);
  await page.goto(`${shellUrl}/dashboard/submissions`);
  const mine = page.getByRole('listitem', { name: title });
  await expect(mine.getByText('Needs Changes', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: 'Ask about this review' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask about this review' });
  await expect(ask.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    threadScreenMessages.askAboutReviewSubject(title),
  );
  await ask.getByRole('textbox', { name: 'Message' }).fill(question);
  await ask.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/messages\\?thread=`));
  const thread = page.getByRole('list', { name: `Messages of About my submission to ${title}` });
  await expect(thread.getByText(question, { exact: true })).toBeVisible();
  await expect(thread.locator('b')).toHaveCount(0);
  await checkAccessibleAndNarrow(page);
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
  await listenSoon(page);
  await listenOpened;
  const unreadBefore = await unreadIn(page);

  // Support finds it in Messages, after the one waiting longer, and answers.
  const staff = await newWatchedContext(browser);
  try {
    const staffPage = await staff.newPage();
    await signIn(staffPage, DEMO_SUPPORT, DEMO_PASSWORD, shellUrl);
    await staffPage.getByRole('navigation').getByRole('link', { name: 'Messages' }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const list = staffPage.getByRole('list', { name: 'Open conversations' });
    const ours = list.getByRole('link', { name: new RegExp(`About my submission to ${title}`) });
    await loadUntilShown(staffPage, ours);
    await loadUntilShown(staffPage, list.getByRole('link', { name: new RegExp(earlierSubject) }));
    const subjects = await list.getByRole('link').allTextContents();
    const at = (text: string) => subjects.findIndex((s) => s.includes(text));
    expect(at(earlierSubject)).toBeGreaterThanOrEqual(0);
    expect(at(earlierSubject)).toBeLessThan(at(title));
    await expect(ours).toContainText(creator.name);
    await ours.click();
    await expect(staffPage).toHaveURL(/\/dashboard\/admin\/messages\?thread=/);
    const staffThread = staffPage.getByRole('list', { name: /^Messages of About my submission/ });
    await expect(staffThread.getByText(question, { exact: true })).toBeVisible();
    await checkAccessibleAndNarrow(staffPage);
    await staffPage.getByRole('textbox', { name: 'Reply' }).fill(answer);
    await staffPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(staffThread.getByText(answer, { exact: true })).toBeVisible();
  } finally {
    await staff.close();
  }

  // The creator's open page shows it as it happens: the bell, and the thread itself.
  await expect(thread.getByText(answer, { exact: true })).toBeVisible({
    timeout: LIVE_DELIVERY_MS,
  });
  await expect
    .poll(() => unreadIn(page), { timeout: LIVE_DELIVERY_MS })
    .toBeGreaterThan(unreadBefore);
  expect(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );
  // The bell's notification leads to the thread; the creator replies.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const bellPanel = page.getByRole('dialog', { name: 'Notifications' });
  await bellPanel.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/messages\?thread=/);
  await page.getByRole('textbox', { name: 'Reply' }).fill('Thanks, I will reshoot it today.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.getByText('Thanks, I will reshoot it today.', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  await checkAccessibleAndNarrow(page);
}

const journey =
  'a creator asks about a sent-back submission, support answers from Messages, the creator sees it live and replies';

test.describe('production build', () => {
  test(journey, async ({ page, browser }) => {
    // The first call of a run wakes the functions emulator (up to ~25 s on a loaded machine).
    test.setTimeout(180_000);
    await askAndAnswer(browser, page, appUrl);
  });
});

test.describe('development mode', () => {
  test(journey, async ({ page, browser, devServer }) => {
    test.setTimeout(180_000);
    await askAndAnswer(browser, page, devServer);
  });
});
