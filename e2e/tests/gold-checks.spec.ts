// Gold checks on the full stack with the demo data (whose seed marks two gold items): the admin
// uses a reviewed submission as gold from its card; support's pending queue carries a gold item
// like any work, support gets it wrong, and the admin's Review quality page shows support's gold
// accuracy with its count. On the production build and in development mode.
import type { Browser, Page } from '@playwright/test';
import { DEFAULT_REVIEW_REASONS } from '../../domain/src/default-review-reasons';
import { staffMessages } from '../../domain/src/staff-messages';
import { adminApp, settleReviewChecks } from '../testing/admin';
import { checkAccessibleAndNarrow } from '../testing/axe';
import { adminToken, callAs, loadCallables, signIn } from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD, DEMO_SUPPORT } from '../testing/stack';
import { expect, newWatchedContext, PLATFORM_WIDE, test } from '../testing/test';
import { acceptedTaskForNewCreator, submitWorkAs } from '../testing/work';

const SUPPORT_UID = 'demo-support';
const incomplete = DEFAULT_REVIEW_REASONS.find((r) => r.code === 'incomplete')!;
const notOriginal = DEFAULT_REVIEW_REASONS.find((r) => r.code === 'not_original')!;

/** The gold items support has not checked, with what their cards are called and expect. */
async function uncheckedGold() {
  const { db } = adminApp();
  const items = await db.collection('gold_items').get();
  const open = [];
  for (const item of items.docs) {
    const [check, key] = await Promise.all([
      db.doc(`gold_checks/${item.id}_${SUPPORT_UID}`).get(),
      db.doc(`gold_keys/${item.id}`).get(),
    ]);
    if (check.exists) continue;
    open.push({
      id: item.id,
      subject: `${item.get('task_title')} by ${item.get('submitter_name')}`,
      expected: key.get('expected_decision') as string,
    });
  }
  return open;
}

async function goldJourney(page: Page, browser: Browser, base: string, label: string) {
  const callables = await loadCallables();
  const { db } = adminApp();

  // A reviewed submission to use as gold.
  const title = `Gold take ${label} ${Date.now()}`;
  const { taskId, acceptanceId, creator } = await acceptedTaskForNewCreator(`gold-${label}`, {
    title,
    description: 'A short text about a rainy street.',
    category: 'writing',
    payoutAmountCents: 1200,
  });
  const { submissionId } = await submitWorkAs(creator, taskId, acceptanceId, 'Rain on cobbles.');
  await callAs(await adminToken(), callables.reviewSubmission, {
    submissionId,
    decision: 'approved',
  });

  // The admin marks it from its card: expected a rejection as not original.
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD, base);
  await page.goto(`${base}/dashboard/admin/submissions?status=approved&taskId=${taskId}`);
  const card = page.getByRole('article', { name: `${title} by ${creator.name}` });
  await card.getByRole('button', { name: staffMessages.useAsGold }).click();
  const dialog = page.getByRole('dialog', { name: staffMessages.useAsGold });
  await dialog.getByLabel('Expected decision').selectOption('Reject');
  await dialog.getByLabel('Reason').selectOption(notOriginal.label);
  await checkAccessibleAndNarrow(page);
  await dialog.getByRole('button', { name: staffMessages.useAsGold }).click();
  await expect(page.getByText(staffMessages.markedAsGold)).toBeVisible();
  await expect(dialog).toBeHidden();
  const marked = await db.collection('gold_keys').where('submission_id', '==', submissionId).get();
  expect(marked.docs.map((d) => d.data())).toMatchObject([
    { expected_decision: 'rejected', expected_reason_code: 'not_original' },
  ]);

  // Support's pending queue carries one of the gold items they have not checked, as a card like
  // any other; support decides it otherwise than expected.
  const open = await uncheckedGold();
  expect(open.length).toBeGreaterThan(0);
  const staff = await newWatchedContext(browser);
  let decided: (typeof open)[number] | undefined;
  try {
    const staffPage = await staff.newPage();
    await signIn(staffPage, DEMO_SUPPORT, DEMO_PASSWORD, base);
    await staffPage.goto(`${base}/dashboard/admin/submissions`);
    const list = staffPage.getByRole('list', { name: 'Submissions' });
    await expect(list.getByRole('article').first()).toBeVisible();
    await expect
      .poll(async () => {
        for (const gold of open)
          if ((await list.getByRole('article', { name: gold.subject }).count()) > 0) return gold;
        return undefined;
      })
      .toBeDefined();
    for (const gold of open)
      if ((await list.getByRole('article', { name: gold.subject }).count()) > 0) decided = gold;
    const goldCard = list.getByRole('article', { name: decided!.subject });
    await expect(goldCard.getByRole('checkbox', { name: /Select/ })).toBeVisible();
    await checkAccessibleAndNarrow(staffPage);
    await goldCard.getByRole('button', { name: 'Review Submission' }).click();
    const review = staffPage.getByRole('dialog', { name: 'Review Submission' });
    if (decided!.expected === 'approved') {
      await review.getByLabel('Reason').selectOption(incomplete.label);
      await review.getByRole('button', { name: 'Needs Changes' }).click();
      await expect(
        staffPage.getByText(staffMessages.submissionReviewed.needs_changes),
      ).toBeVisible();
    } else {
      await review.getByRole('button', { name: 'Approve' }).click();
      await expect(staffPage.getByText(staffMessages.submissionReviewed.approved)).toBeVisible();
    }
    await expect(review).toBeHidden();
  } finally {
    await staff.close();
  }
  const check = await db.doc(`gold_checks/${decided!.id}_${SUPPORT_UID}`).get();
  expect(check.data()).toMatchObject({ reviewer_id: SUPPORT_UID, correct: false });

  // The admin's Review quality page: support's gold accuracy with its count.
  const stats = (await db.doc(`reviewer_stats/${SUPPORT_UID}`).get()).data()!;
  expect(stats.gold_total).toBeGreaterThan(0);
  const accuracy = `${Math.round((stats.gold_correct / stats.gold_total) * 100)}% (${stats.gold_total})`;
  await page.goto(`${base}/dashboard/review-quality`);
  const row = page.getByRole('row', { name: /Sam Support/ });
  await expect(row.getByRole('cell', { name: accuracy })).toBeVisible();
  await checkAccessibleAndNarrow(page);
}

// The journeys start with no gold in any queue (settleReviewChecks); this one has the default
// share, 5% (constants.ts, DEFAULT_REVIEW_CHECKS; its module cannot load here: terms.json).
test.beforeEach(async () => {
  await adminApp().db.doc('platform_settings/operations').set({ gold_rate: 0.05 }, { merge: true });
});
test.afterEach(() => settleReviewChecks());

test(
  'an admin uses reviewed work as gold; support gets a gold item wrong; Review quality shows it',
  { tag: PLATFORM_WIDE },
  async ({ page, browser }) => {
    test.setTimeout(240_000);
    await goldJourney(page, browser, appUrl, 'built');
  },
);

test.describe('development mode', () => {
  // On the dev servers every development-mode journey shares (the devServer fixture).
  test(
    'the same journey on the dev servers',
    { tag: PLATFORM_WIDE },
    async ({ page, browser, devServer }) => {
      test.setTimeout(300_000);
      await goldJourney(page, browser, devServer, 'dev');
    },
  );
});
