// The creator overview on the production build and the full stack: the demo creator's figures
// match what the database holds (read with firebase-admin at the time of the check, so earlier
// journeys may have changed them), and a brand-new creator sees the empty states.
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { signIn, SIGNUP_CONSENT } from '../testing/callables';
import { adminApp } from '../testing/admin';
import { appUrl, DEMO_CREATOR, DEMO_PASSWORD, STACK } from '../testing/stack';

const money = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

/** The value of the stat card labelled `label`. */
const stat = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

test("the demo creator's overview matches her data", async ({ page }) => {
  const { db, auth } = adminApp();
  const uid = (await auth.getUserByEmail(DEMO_CREATOR)).uid;
  await signIn(page, DEMO_CREATOR, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeVisible();

  const balance = (await db.doc(`creator_balances/${uid}`).get()).data() ?? {
    approved_cents: 0,
    sent_cents: 0,
    pending_cents: 0,
  };
  const available = balance.approved_cents - balance.sent_cents - balance.pending_cents;
  // Approved work and bonuses, as Payments counts them.
  await expect(stat(page, 'Total Earnings')).toHaveText(money(balance.approved_cents));
  await expect(stat(page, 'Available Balance')).toHaveText(money(available));
  await expect(stat(page, 'Pending Payouts')).toHaveText(money(balance.pending_cents));
  // The seed gives Maya one sent payout: the figure is not a zero that matches by accident.
  expect(balance.sent_cents).toBeGreaterThan(0);
  await expect(
    page.getByRole('progressbar', { name: 'Progress to the $50.00 minimum payout' }),
  ).toHaveAttribute('aria-valuetext', `${money(Math.min(Math.max(available, 0), 5000))} of $50.00`);

  for (const [status, label] of [
    ['pending', 'Pending'],
    ['approved', 'Approved'],
    ['rejected', 'Rejected'],
    ['needs_changes', 'Needs Changes'],
  ] as const) {
    const count = (
      await db
        .collection('submissions')
        .where('user_id', '==', uid)
        .where('review_status', '==', status)
        .count()
        .get()
    ).data().count;
    await expect(stat(page, label)).toHaveText(String(count));
  }

  const payouts = await db
    .collection('payouts')
    .where('user_id', '==', uid)
    .orderBy('created_at', 'desc')
    .limit(5)
    .get();
  const payoutRows = page.getByRole('list', { name: 'Latest payouts' }).getByRole('listitem');
  await expect(payoutRows).toHaveCount(payouts.size);
  await expect(payoutRows.first()).toContainText(money(payouts.docs[0]!.get('amount_cents')));
  await expect(payoutRows.first()).toContainText(payouts.docs[0]!.get('task_title'));

  const reviewed = await db
    .collection('submissions')
    .where('user_id', '==', uid)
    .where('review_status', 'in', ['approved', 'rejected', 'needs_changes'])
    .orderBy('reviewed_at', 'desc')
    .limit(5)
    .get();
  const reviewRows = page.getByRole('list', { name: 'Latest reviews' }).getByRole('listitem');
  await expect(reviewRows).toHaveCount(reviewed.size);
  await expect(reviewRows.first()).toContainText(reviewed.docs[0]!.get('task_title'));

  const open = await db
    .collection('task_acceptances')
    .where('user_id', '==', uid)
    .where('status', '==', 'accepted')
    .get();
  if (open.empty) await expect(page.getByText('No tasks in progress')).toBeVisible();
  else
    await expect(
      page.getByRole('list', { name: 'Tasks in progress' }).getByRole('listitem'),
    ).toHaveCount(Math.min(open.size, 5));

  // The links lead to the other creator screens.
  await page
    .getByRole('navigation', { name: 'Creator screens' })
    .getByRole('link', { name: 'Payments & Earnings' })
    .click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/payments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments & Earnings' })).toBeVisible();
});

test('a new creator sees zeros and empty states', async ({ page }) => {
  const email = `overview-new-${Date.now()}@example.com`;
  const response = await fetch(
    `http://127.0.0.1:${STACK.ports.functions}/${STACK.projectId}/us-central1/createAccount`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          name: 'Nia Newcomer',
          email,
          password: 'nia-secret-1',
          chosenPaths: ['voice'],
          ...SIGNUP_CONSENT,
        },
      }),
    },
  );
  expect(response.ok).toBe(true);
  await signIn(page, email, 'nia-secret-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome, Nia Newcomer.')).toBeVisible();
  await expect(page.getByText('No activity yet')).toBeVisible();
  await expect(page.getByText('No tasks in progress')).toBeVisible();
  await expect(stat(page, 'Total Earnings')).toHaveText('$0.00');
  await expect(stat(page, 'Available Balance')).toHaveText('$0.00');
  await expect(stat(page, 'Pending Payouts')).toHaveText('$0.00');
  for (const label of ['Pending', 'Approved', 'Rejected', 'Needs Changes'])
    await expect(stat(page, label)).toHaveText('0');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('$50.00 more to reach the $50.00 minimum payout.')).toBeVisible();
});
