// Bonuses on the full stack with the demo data: the admin awards Tomás a bonus from his user card;
// Tomás finds it in the bell and as "Bonus — <reason>" in Earnings, with his balance moved once by
// its amount (read with firebase-admin before and after). Axe-clean at 1280 and 390 px, nothing
// scrolling sideways. On the production build and in development mode.
import type { Browser, Page } from '@playwright/test';
import { bonusMessages } from '../../domain/src/bonus-messages';
import { adminApp } from '../testing/admin';
import { checkAccessibleAndNarrow } from '../testing/axe';
import { signInThroughUi } from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD } from '../testing/stack';
import { expect, newWatchedContext, test } from '../testing/test';

const TOMAS = 'tomas@groundtruth.local';

/** Tomás's approved cents as the ledger holds them now. */
async function approvedCents(): Promise<number> {
  const { db, auth } = adminApp();
  const uid = (await auth.getUserByEmail(TOMAS)).uid;
  return ((await db.doc(`creator_balances/${uid}`).get()).get('approved_cents') as number) ?? 0;
}

async function bonusJourney(page: Page, browser: Browser, base: string, label: string) {
  const reason = `Steady night shots (${label} ${Date.now()})`;
  const before = await approvedCents();

  // The admin finds Tomás and awards him $12.50 from his card.
  await signInThroughUi(page, DEMO_ADMIN, DEMO_PASSWORD, base);
  await page.goto(`${base}/dashboard/users`);
  await page.getByLabel('Search users').fill(TOMAS);
  const card = page.getByRole('listitem', { name: 'Tomás Rivera' });
  await card.getByRole('button', { name: bonusMessages.awardBonusAction }).click();
  const dialog = page.getByRole('dialog', { name: 'Award Bonus' });
  await dialog.getByLabel(/^Amount \(USD\)/).fill('12.50');
  await dialog.getByLabel(/^Reason/).fill(reason);
  await checkAccessibleAndNarrow(page);
  // A double click is one bonus: the dialog's request id is the same for both.
  await dialog.getByRole('button', { name: bonusMessages.awardBonusAction }).dblclick();
  await expect(page.getByText(bonusMessages.bonusAwarded('$12.50', 'Tomás Rivera'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(approvedCents).toBe(before + 1250);

  // Tomás sees it in the bell and in Earnings.
  const creator = await newWatchedContext(browser);
  try {
    const creatorPage = await creator.newPage();
    await signInThroughUi(creatorPage, TOMAS, DEMO_PASSWORD, base);
    await creatorPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = creatorPage.getByRole('dialog', { name: 'Notifications' });
    const notice = panel.getByRole('link', {
      name: new RegExp(`^Unread: ${bonusMessages.bonusAwardedTitle}`),
    });
    await expect(notice.filter({ hasText: reason })).toContainText(`$12.50: ${reason}`);
    await checkAccessibleAndNarrow(creatorPage);
    await creatorPage.keyboard.press('Escape');

    await creatorPage.goto(`${base}/dashboard/payments`);
    const bonuses = creatorPage.getByRole('region', { name: 'Bonuses' });
    const item = bonuses.getByRole('listitem').filter({ hasText: `Bonus — ${reason}` });
    await expect(item).toContainText('$12.50');
    await checkAccessibleAndNarrow(creatorPage);
  } finally {
    await creator.close();
  }
  expect(await approvedCents()).toBe(before + 1250);
}

test('an admin awards Tomás a bonus; he sees it in the bell and in Earnings', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await bonusJourney(page, browser, appUrl, 'built');
});

test.describe('development mode', () => {
  // On the dev servers every development-mode journey shares (the devServer fixture).
  test('the same journey on the dev servers', async ({ page, browser, devServer }) => {
    test.setTimeout(300_000);
    await bonusJourney(page, browser, devServer, 'dev');
  });
});
