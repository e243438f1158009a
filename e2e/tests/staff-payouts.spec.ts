// Payout Management on the production build and the full stack. The journey makes its own
// creators through createAccount and addPayoutAccount, verified (one account the sandbox pays, one whose id
// contains "fail", which it declines), and gives each a pending payout as approval would (payout
// and balance written with firebase-admin: the review journey covers approval itself). Admin
// processes one to sent and one to failed, exports the CSV and checks it against the database.
// (Support's disabled Process Payout is Payout Management's screen test.)
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminApp, seedPendingPayout } from '../testing/admin';
import {
  addVerifiedPayoutAccount,
  adminToken,
  callAs,
  freshCreator,
  loadCallables,
  signIn,
} from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD } from '../testing/stack';
import { parseCsv } from '../../staff-app/src/features/payouts/read-csv';
import { maskAccountId } from '../../domain/src/account-mask';
import { serverMessages } from '../../domain/src/server-messages';
import { clearForPayouts } from '../testing/tax';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const errors = (page: Page) => page.getByRole('list', { name: 'Error notifications' });

interface Made {
  payoutId: string;
  title: string;
  creator: Awaited<ReturnType<typeof freshCreator>>;
  accountId: string;
}

/** A fresh creator with a Stripe account `accountId` and one pending payout of `cents`. */
async function creatorWithPendingPayout(label: string, accountId: string, cents: number) {
  const creator = await freshCreator(`${label}-${stamp}`);
  await addVerifiedPayoutAccount(creator.idToken, {
    provider: 'stripe_connect',
    accountId,
  });
  await clearForPayouts(creator);
  const payoutId = `e2e-${label}-${stamp}`;
  const title = `Payout journey ${label} (${stamp})`;
  await seedPendingPayout({ payoutId, creator, cents, taskTitle: title });
  return { payoutId, title, creator, accountId } satisfies Made;
}

/** Agrees in Process Payout's confirmation. */
const confirmProcess = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Process this payout?' })
    .getByRole('button', { name: 'Process Payout' })
    .click();

/** A payout's card on the screen, found by its (unique) task title. */
const cardOf = (page: Page, made: Made) =>
  page.getByRole('listitem').filter({ has: page.getByText(made.title, { exact: true }) });

test('admin processes one payout to sent and one to failed, and the database agrees', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const ok = await creatorWithPendingPayout('ok', `acct_e2e_ok_${stamp}`, 3550);
  const declined = await creatorWithPendingPayout('declined', `acct_fail_e2e_${stamp}`, 2000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto(`${appUrl}/dashboard/payouts?status=pending`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payout Management' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Payout summary' });
  await expect(summary.getByText('Pending payouts')).toBeVisible();

  // Sent: the button shows progress while the provider works, then the spec's message.
  const okCard = cardOf(page, ok);
  await expect(okCard.getByRole('heading', { name: `$35.50 to ${ok.creator.name}` })).toBeVisible();
  await expect(okCard.getByText(ok.creator.email)).toBeVisible();
  await okCard.getByRole('button', { name: 'Process Payout' }).click();
  await confirmProcess(page);
  await expect(okCard.getByRole('button', { name: 'Processing…' })).toBeDisabled();
  await expect(notifications(page).getByText('Payout processed successfully')).toBeVisible();

  const { db } = adminApp();
  const sent = (await db.doc(`payouts/${ok.payoutId}`).get()).data()!;
  expect(sent.status).toBe('sent');
  expect(sent.provider_transfer_id).toMatch(/^tr_sandbox_[0-9a-f]{20}$/);
  // Named masked, never by the identifier, which support can read payouts but not accounts.
  expect(sent.account_label).toBe(
    `Stripe Connect ${maskAccountId('stripe_connect', ok.accountId)}`,
  );
  expect(sent).not.toHaveProperty('provider_account_id');
  // The list is read again: in the pending filter the payout is gone; in Sent it has its transfer.
  await expect(okCard).toHaveCount(0);
  await page.getByLabel('Status').selectOption('sent');
  await expect(cardOf(page, ok).getByText(sent.provider_transfer_id)).toBeVisible();

  // Failed: the sandbox declines the account id with "fail" in it; the reason is shown.
  await page.getByLabel('Status').selectOption('pending');
  const failCard = cardOf(page, declined);
  await failCard.getByRole('button', { name: 'Process Payout' }).click();
  await confirmProcess(page);
  const reason = serverMessages.transferDeclined(
    'Stripe Connect',
    maskAccountId('stripe_connect', declined.accountId),
  );
  await expect(errors(page).getByText('Payout failed')).toBeVisible();
  await expect(errors(page).getByText(reason)).toBeVisible();
  const failed = (await db.doc(`payouts/${declined.payoutId}`).get()).data()!;
  expect(failed).toMatchObject({ status: 'failed', failure_reason: reason });
  expect(failed.provider_transfer_id).toBeNull();
  const balance = (await db.doc(`creator_balances/${declined.creator.uid}`).get()).data()!;
  expect(balance.pending_cents).toBe(0);

  await page.getByLabel('Status').selectOption('failed');
  await expect(cardOf(page, declined).getByText(reason)).toBeVisible();
  await expect(cardOf(page, declined).getByText('Failed', { exact: true })).toBeVisible();
});

test("admin exports the payouts as CSV, and this journey's rows match the database", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Payouts of its own: one pending, one the sandbox declined. Other journeys add payouts
  // meanwhile, so the rows are checked as the database holds them, not counted against it.
  const callables = await loadCallables();
  const waiting = await creatorWithPendingPayout('csv-waiting', `acct_e2e_csv_${stamp}`, 1200);
  const declined = await creatorWithPendingPayout('csv-declined', `acct_fail_csv_${stamp}`, 900);
  const processed = await callAs(await adminToken(), callables.processPayout, {
    payoutId: declined.payoutId,
  });
  expect(processed.status).toBe('failed');
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  const { db } = adminApp();

  for (const status of ['all', 'failed'] as const) {
    await page.goto(`${appUrl}/dashboard/payouts${status === 'all' ? '' : `?status=${status}`}`);
    await expect(page.getByRole('list', { name: 'Payouts' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      status === 'all'
        ? /^payouts-\d{4}-\d{2}-\d{2}\.csv$/
        : /^payouts-failed-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    await expect(notifications(page).getByText(/^Exported \d+ rows?$/)).toBeVisible();
    const exported = await notifications(page)
      .getByText(/^Exported \d+ rows?$/)
      .textContent();
    const text = await (await download.createReadStream()).toArray();
    const csv = Buffer.concat(text).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(csv.slice(1));
    expect(header).toEqual([
      'id',
      'creator',
      'email',
      'task',
      'amount',
      'currency',
      'status',
      'provider',
      'transfer_id',
      'created',
      'updated',
      'kind',
    ]);

    expect(exported).toBe(`Exported ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`);
    // Newest first, and only the filter's status.
    const created = rows.map((r) => Date.parse(r[9]!));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    if (status !== 'all') expect(new Set(rows.map((r) => r[6]))).toEqual(new Set([status]));
    const mine = status === 'all' ? [waiting, declined] : [declined];
    for (const made of mine) {
      const d = await db.doc(`payouts/${made.payoutId}`).get();
      const p = d.data()!;
      expect(rows.find((r) => r[0] === d.id)).toEqual([
        d.id,
        p.user_name,
        p.user_email,
        p.task_title,
        (p.amount_cents / 100).toFixed(2),
        p.currency,
        p.status,
        p.provider,
        p.provider_transfer_id ?? '',
        (p.created_at as Timestamp).toDate().toISOString(),
        (p.updated_at as Timestamp).toDate().toISOString(),
        p.kind ?? 'task',
      ]);
    }
  }
});
