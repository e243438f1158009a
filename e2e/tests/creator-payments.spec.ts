// Payments & Earnings on the production build and the full stack, as a creator who signs up
// through the wizard: the refusal of an unverified address, verified then through the sign-up's
// e-mail; each of the payout request's three refusals with the spec's title and
// words, two payment methods (the first becomes default, then the other is made default), and a
// request that goes through: the balance moves to Pending, the history shows the new payout, and
// the database holds it for the default account.
import { maskAccountId } from '../../domain/src/account-mask';
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import fs from 'node:fs';
import { messages } from '../../domain/src/messages';
import { payoutMessages } from '../../domain/src/payout-messages';
import { serverMessages } from '../../domain/src/server-messages';
import { taxMessages } from '../../domain/src/tax-messages';
import { adminApp } from '../testing/admin';
import { waitForEmail } from '../testing/inbox';
import { adminToken, callAs, loadCallables, signInWithPassword } from '../testing/callables';
import { acceptTerms } from '../testing/signup';
import { clearForPayouts } from '../testing/tax';
import { appUrl, DEMO_PASSWORD, STACK, DEMO_SUPPORT } from '../testing/stack';

const PASSWORD = 'payments-journey-1';
// The terms version a submission attests to, read as the seed reads it.
const TERMS_VERSION = (
  JSON.parse(fs.readFileSync(new URL('../../domain/src/terms.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const errors = (page: Page) => page.getByRole('list', { name: 'Error notifications' });
const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications' });

/** The figure of one Earnings card (label and value are a dt/dd pair). */
const figure = (page: Page, label: string) =>
  page
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function signUp(page: Page, email: string) {
  await page.goto(`${appUrl}/auth/signup`);
  const next = page.getByRole('button', { name: 'Continue' });
  await page.getByRole('checkbox', { name: 'Write Lessons/Articles' }).check();
  await next.click();
  await page.getByLabel('Full name').fill('Ines Payments');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await next.click();
  await next.click();
  await expect(page.getByText('You can set this up later in your dashboard')).toBeVisible();
  await acceptTerms(page);
  await next.click();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);
}

/**
 * Work worth $60 approved for the creator: a task of its own, accepted, a file uploaded through
 * the Storage REST API the web SDK uses, submitted, and approved by support. Approval creates a
 * pending payout; an admin processes it while the creator has no payment method, so it fails
 * and the $60 is available again for a request.
 */
async function approvedWorkWithFailedPayout(email: string) {
  const callables = await loadCallables();
  const { uid, idToken } = await signInWithPassword(email, PASSWORD);
  const admin = await adminToken();
  const { taskId } = await callAs(admin, callables.createTask, {
    title: `Payments journey ${Date.now()}`,
    description: 'Write a one-page lesson.',
    category: 'writing',
    payoutAmountCents: 6000,
    status: 'published',
  });
  const { acceptanceId } = await callAs(idToken, callables.acceptTask, { taskId });
  const path = `submissions/${uid}/${taskId}/${Date.now()}.txt`;
  const uploaded = await fetch(
    `http://127.0.0.1:${STACK.ports.storage}/v0/b/${STACK.projectId}.appspot.com/o?name=${encodeURIComponent(path)}`,
    {
      method: 'POST',
      headers: { Authorization: `Firebase ${idToken}`, 'Content-Type': 'text/plain' },
      body: 'A one-page lesson.',
    },
  );
  expect(uploaded.status).toBe(200);
  const { submissionId } = await callAs(idToken, callables.submitWork, {
    taskId,
    acceptanceId,
    filePaths: [path],
    fileNames: ['lesson.txt'],
    attestation: { ownsContent: true, consentsToAiTraining: true, termsVersion: TERMS_VERSION },
  });
  const support = await signInWithPassword(DEMO_SUPPORT, DEMO_PASSWORD);
  const { payoutId } = await callAs(support.idToken, callables.reviewSubmission, {
    submissionId,
    decision: 'approved',
  });
  const processed = await callAs(admin, callables.processPayout, { payoutId: payoutId! });
  expect(processed.status).toBe('failed');
  return { uid, submissionId };
}

async function requestPayout(page: Page) {
  await page.getByRole('tab', { name: 'Earnings' }).click();
  await page
    .getByRole('region', { name: 'Request Payout' })
    .getByRole('button', { name: 'Request Payout' })
    .click();
}

/** The destructive toast of a refusal: the check's title over its message. */
async function expectRefusal(page: Page, title: string, message: string) {
  const toast = errors(page).getByRole('listitem').filter({ hasText: message });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
}

test('a new creator is refused each way, adds two methods, and then a payout request goes through', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `payments-${Date.now()}@example.com`;
  await signUp(page, email);
  await page
    .getByRole('navigation', { name: 'Creator', exact: true })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/payments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments & Earnings' })).toBeVisible();
  await expect(figure(page, 'Available Balance')).toHaveText('$0.00');
  await expect(page.getByText('Minimum payout is $50.00.')).toBeVisible();
  await expect(page.getByText(messages.howPayoutsWork[0]!)).toBeVisible();

  // 0. Nothing earned yet: Request Payout is disabled, and says why beside it.
  const request = page
    .getByRole('region', { name: 'Request Payout' })
    .getByRole('button', { name: 'Request Payout' });
  await expect(request).toBeDisabled();
  await expect(request).toHaveAccessibleDescription(messages.payoutBelowMinimum('$50.00', '$0.00'));

  // 1. $60 approved and available (its first payout failed), but the address is not verified
  // yet: the refusal says how; the sign-up's e-mail (read from the local inbox) verifies it.
  const { uid, submissionId } = await approvedWorkWithFailedPayout(email);
  await page.reload();
  await expect(figure(page, 'Available Balance')).toHaveText('$60.00');
  await expect(figure(page, 'Total Earnings')).toHaveText('$60.00');
  await expect(figure(page, 'Pending Payouts')).toHaveText('$0.00');
  await expect(figure(page, 'Paid Out')).toHaveText('$0.00');
  await expect(request).toBeEnabled();
  await requestPayout(page);
  await expectRefusal(page, serverMessages.emailNotVerifiedTitle, serverMessages.emailNotVerified);
  const { link } = await waitForEmail(email, 'Verify your e-mail for Groundtruth');
  await page.goto(link!);
  await expect(page.getByText(messages.emailVerified)).toBeVisible();
  await page.goto(`${appUrl}/dashboard/payments`);
  await expect(figure(page, 'Available Balance')).toHaveText('$60.00');

  // 2. Verified, but nowhere to send it.
  await requestPayout(page);
  await expectRefusal(
    page,
    serverMessages.noPaymentMethodTitle,
    serverMessages.noPaymentMethodBody,
  );

  // 3. Two payment methods: PayPal first (so the default), then Stripe, made the default.
  await page.getByRole('tab', { name: 'Payment Methods' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/payments?tab=methods`);
  await expect(page.getByText('No payment methods yet')).toBeVisible();
  const add = async (provider: string, label: RegExp, id: string) => {
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
    await dialog.getByLabel('Provider').selectOption({ label: provider });
    await dialog.getByLabel(label).fill(id);
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await expect(notifications(page).getByText(messages.paymentAccountAdded).last()).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await add('PayPal', /PayPal email/, `ines-${Date.now()}@example.com`);
  const paypal = page.getByRole('listitem', { name: /^PayPal / });
  await expect(paypal.getByText('Default', { exact: true })).toBeVisible();
  await expect(paypal.getByText('Not verified', { exact: true })).toBeVisible();

  await add('Stripe Connect', /Stripe account ID/, 'acct_1InesPayments');
  const stripe = page.getByRole('listitem', { name: 'Stripe Connect acct_1InesPayments' });
  await expect(stripe.getByText('Default', { exact: true })).toHaveCount(0);
  await stripe.getByRole('button', { name: 'Set as Default' }).click();
  // Not verified yet: a warning first, offering Verify; made the default anyway.
  await page
    .getByRole('dialog', { name: payoutMessages.setUnverifiedDefaultTitle })
    .getByRole('button', { name: payoutMessages.setUnverifiedDefaultAnyway })
    .click();
  await expect(notifications(page).getByText(messages.defaultPaymentUpdated)).toBeVisible();
  await expect(stripe.getByRole('alert')).toContainText(payoutMessages.unverifiedDefaultTitle);
  await expect(stripe.getByText('Default', { exact: true })).toBeVisible();
  await expect(paypal.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(paypal.getByRole('button', { name: 'Set as Default' })).toBeVisible();

  const { db } = adminApp();
  const accounts = await db.collection('payout_accounts').where('user_id', '==', uid).get();
  expect(
    accounts.docs.map((d) => [d.get('provider'), d.get('is_default'), d.get('verified')]).sort(),
  ).toEqual([
    ['paypal', false, false],
    ['stripe_connect', true, false],
  ]);

  // 4. The gate on money: no tax form and no verified identity yet, so the request says what is
  // missing and where; then both are in place (the tab's own journey fills them in).
  await requestPayout(page);
  await expectRefusal(page, taxMessages.payoutGateTitle, taxMessages.gateNoTaxForm);
  await clearForPayouts({ uid, idToken: (await signInWithPassword(email, PASSWORD)).idToken });

  // 5. The request goes through: to Pending, in the history, for the Stripe account.
  await requestPayout(page);
  const done = notifications(page)
    .getByRole('listitem')
    .filter({ hasText: messages.payoutRequestedTitle });
  await expect(done).toContainText(messages.payoutRequestedBody);
  await expect(figure(page, 'Available Balance')).toHaveText('$0.00');
  await expect(figure(page, 'Pending Payouts')).toHaveText('$60.00');
  await expect(figure(page, 'Total Earnings')).toHaveText('$60.00');

  await page.getByRole('tab', { name: 'Payout History' }).click();
  const rows = page.getByRole('table', { name: 'Payout history' }).getByRole('row');
  await expect(rows).toHaveCount(3); // header, the new request, the failed approval payout
  await expect(rows.nth(1)).toContainText('$60.00');
  await expect(rows.nth(1)).toContainText('Stripe Connect');
  await expect(rows.nth(1).getByText('Pending', { exact: true })).toBeVisible();
  await expect(rows.nth(2).getByText('Failed', { exact: true })).toBeVisible();
  await expect(rows.nth(2)).toContainText(serverMessages.noPaymentMethodForPayout);

  const payouts = await db
    .collection('payouts')
    .where('user_id', '==', uid)
    .where('status', '==', 'pending')
    .get();
  expect(payouts.docs.map((d) => d.data())).toEqual([
    expect.objectContaining({
      submission_id: submissionId,
      amount_cents: 6000,
      provider: 'stripe_connect',
      account_label: `Stripe Connect ${maskAccountId('stripe_connect', 'acct_1InesPayments')}`,
      currency: 'USD',
    }),
  ]);
  expect((await db.doc(`creator_balances/${uid}`).get()).data()).toMatchObject({
    approved_cents: 6000,
    pending_cents: 6000,
    sent_cents: 0,
  });

  // 6. Nothing left: Request Payout is disabled again, with the reason (the
  // function's own balance check is held by the functions' tests).
  await page.getByRole('tab', { name: 'Earnings' }).click();
  await expect(request).toBeDisabled();
  await expect(request).toHaveAccessibleDescription(messages.payoutBelowMinimum('$50.00', '$0.00'));

  // 7. A balance with no unpaid work behind it (e.g. a manual adjustment): the third check.
  await db.doc(`creator_balances/${uid}`).update({ approved_cents: 16_000 });
  await page.reload();
  await expect(figure(page, 'Available Balance')).toHaveText('$100.00');
  await requestPayout(page);
  await expectRefusal(page, serverMessages.noSubmissionsTitle, serverMessages.noSubmissionsBody);
});
