// Bonuses on the full stack: the admin awards a creator of the journey's own a bonus from the user
// card; the creator finds it in the bell and as "Bonus — <reason>" in Earnings, with the balance
// moved once by its amount (read with firebase-admin before and after). Axe-clean at 1280 and 390 px, nothing
// scrolling sideways. On the production build and in development mode.
import type { Browser, Page } from '@playwright/test';
import { bonusMessages } from '../../domain/src/bonus-messages';
import { adminApp } from '../testing/admin';
import { checkAccessibleAndNarrow } from '../testing/axe';
import { freshCreator, signIn } from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD } from '../testing/stack';
import { expect, newWatchedContext, test } from '../testing/test';

async function bonusJourney(page: Page, browser: Browser, base: string, label: string) {
  const reason = `Steady night shots (${label} ${Date.now()})`;
  const creator = await freshCreator(`bonus-${label}`);
  /** The creator's approved cents as the ledger holds them now. */
  const approvedCents = async () =>
    ((await adminApp().db.doc(`creator_balances/${creator.uid}`).get()).get(
      'approved_cents',
    ) as number) ?? 0;
  const before = await approvedCents();

  // The admin finds the creator and awards $12.50 from the card.
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD, base);
  await page.goto(`${base}/dashboard/users`);
  await page.getByLabel('Search users').fill(creator.email);
  const card = page.getByRole('listitem', { name: creator.name });
  await card.getByRole('button', { name: bonusMessages.awardBonusAction }).click();
  const dialog = page.getByRole('dialog', { name: 'Award Bonus' });
  await dialog.getByLabel(/^Amount \(USD\)/).fill('12.50');
  await dialog.getByLabel(/^Reason/).fill(reason);
  await checkAccessibleAndNarrow(page);
  // A double click is one bonus: the dialog's request id is the same for both.
  await dialog.getByRole('button', { name: bonusMessages.awardBonusAction }).dblclick();
  await expect(page.getByText(bonusMessages.bonusAwarded('$12.50', creator.name))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(approvedCents).toBe(before + 1250);

  // The creator sees it in the bell and in Earnings.
  const context = await newWatchedContext(browser);
  try {
    const creatorPage = await context.newPage();
    await signIn(creatorPage, creator.email, creator.password, base);
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
    await context.close();
  }
  expect(await approvedCents()).toBe(before + 1250);
}

test('an admin awards a creator a bonus; the creator sees it in the bell and in Earnings', async ({
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
