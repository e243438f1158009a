// A dataset order across three apps and the payment provider's page, on the production build: an
// admin invites a buyer into a new organisation from Users, and the e-mailed link creates the
// buyer's account at phone width; the buyer orders one item, saves the draft (the quote with the
// platform's fee), submits it and pays on the sandbox provider's page (another origin, as
// Stripe's is), and the order is funded; an admin turns it into a task from the staff Orders page
// and publishes it; a creator submits, the admin approves, and the buyer's open page counts it
// and shows its sample (the samples job) without a reload, with the text it holds; the filled
// order is delivered (the delivery and export jobs), the buyer downloads it and accepts it; the
// escrow's ledger then equals its totals and holds nothing. On the dev servers, a buyer saves a
// draft and reads its quote.
import type { Browser, Page } from '@playwright/test';
import { orderSandboxWords } from '../../domain/src/order-sandbox-words';
import { orderScreenMessages as words } from '../../domain/src/order-screen-messages';
import { invitationMessages as invitation } from '../../domain/src/invitation-messages';
import { adminApp } from '../testing/admin';
import { axeViolations, noSidewaysScroll } from '../testing/axe';
import { adminToken, callAs, freshCreator, loadCallables, signIn } from '../testing/callables';
import { waitForEmail } from '../testing/inbox';
import { runJob } from '../testing/jobs';
import { listenSoon } from '../testing/live';
import { freshCustomer } from '../testing/orders';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD } from '../testing/stack';
import { acceptTerms } from '../testing/signup';
import { expect, newWatchedContext, test } from '../testing/test';
import { submitWorkAs } from '../testing/work';

const PHONE = { width: 390, height: 844 };
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
// The payment page and webhook are HTTP functions the stack does not warm: the first call of
// each starts a worker.
const coldStart = { timeout: 90_000 };
const WORK_TEXT = 'A pine kitchen table, four chairs, a bowl of lemons in the middle.';

async function fitsAndAccessible(page: Page) {
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
}

/** A day `days` from now as a date field takes it. */
const dateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The buyer's new order form, filled for one item at $20.00; saved, its page's order id. */
async function saveDraft(page: Page, base: string, title: string) {
  await page.goto(`${base}/dashboard/orders/new`);
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Category/).selectOption('writing');
  await page
    .getByLabel(/^Description/)
    .fill('Describe a kitchen table you know, in two or three sentences of your own.');
  await page.getByLabel(/^Items wanted/).fill('1');
  await page.getByLabel(/^Pay per item/).fill('20.00');
  await page.getByLabel(/^Deadline/).fill(dateIn(30));
  await page.getByRole('button', { name: words.saveDraft }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\?id=/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get('id')!;
  // The quote: creators' pay, the platform's fee (20 % by default) and the total.
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('$24.00').first()).toBeVisible();
  return orderId;
}

/**
 * The buyer joins as customers do: an admin invites them from Users into a new organisation, and
 * the e-mailed link creates their account on `page` (at phone width), which ends signed in on the
 * customer's overview.
 */
async function invitedBuyer(page: Page, browser: Browser) {
  const email = `buyer-${stamp}@buyer.example.com`;
  const organizationName = `Acme AI ${stamp}`;
  const password = 'customer-pass-1';
  const staffContext = await newWatchedContext(browser);
  const staff = await staffContext.newPage();
  await signIn(staff, DEMO_ADMIN, DEMO_PASSWORD);
  await staff.goto(`${appUrl}/dashboard/users`);
  await staff.getByRole('button', { name: invitation.inviteCustomer }).click();
  const dialog = staff.getByRole('dialog', { name: invitation.inviteCustomer });
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog
    .getByLabel(new RegExp(`^${invitation.organizationLabel}`))
    .selectOption({ label: invitation.newOrganization });
  await dialog
    .getByLabel(new RegExp(`^${invitation.organizationNameLabel}`))
    .fill(organizationName);
  await dialog.getByRole('button', { name: invitation.sendInvitation }).click();
  await expect(staff.getByText(invitation.invitationSent(email))).toBeVisible();
  await staffContext.close();

  // The outbox's e-mail, delivered by its job (the journeys' stack runs no schedules).
  await runJob('deliverMail');
  const mail = await waitForEmail(email, invitation.mailSubject(organizationName));
  const link = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'the invitation link in the e-mail').toBeTruthy();
  await page.setViewportSize(PHONE);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: invitation.pageTitle })).toBeVisible();
  await expect(page.getByText(invitation.pageIntro(email, organizationName))).toBeVisible();
  await fitsAndAccessible(page);
  await page.getByLabel(/^Full name/).fill('Blake Buyer');
  await page.getByLabel(/^Password/).fill(password);
  await acceptTerms(page);
  await page.getByRole('button', { name: invitation.createAccount }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`, { timeout: 30_000 });
  await expect(page.getByText(words.welcome(organizationName), { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  // The link made one account, in the organisation, and works no more.
  const { db } = adminApp();
  const [user] = (await db.collection('users').where('email', '==', email).get()).docs;
  expect(user?.get('role')).toBe('customer');
  return { email, organizationName, organizationId: user!.get('organization_id') as string };
}

async function orderJourney(page: Page, browser: Browser) {
  const callables = await loadCallables();
  const { db } = adminApp();
  const buyer = await invitedBuyer(page, browser);
  const title = `Kitchen tables (${stamp})`;

  // 1. The buyer orders at phone width, submits and pays on the provider's page.
  const orderId = await saveDraft(page, appUrl, title);
  await fitsAndAccessible(page);
  await page.getByRole('button', { name: words.submitOrder }).click();
  await page.getByRole('button', { name: words.pay('$24.00') }).click();
  await expect(page.getByRole('heading', { name: orderSandboxWords.title })).toBeVisible(coldStart);
  await page.getByRole('button', { name: orderSandboxWords.pay }).click();
  await expect(page.getByText(orderSandboxWords.paid)).toBeVisible(coldStart);
  // Back on the order page, its clock installed so it listens without waiting its 15 s.
  await page.clock.install();
  await page.getByRole('link', { name: orderSandboxWords.back }).click();
  await expect(page.getByText('Funded', { exact: true })).toBeVisible();
  await fitsAndAccessible(page);

  // 2. An admin turns it into a task from the staff Orders page, and publishes it.
  const staffContext = await newWatchedContext(browser);
  const staff = await staffContext.newPage();
  await signIn(staff, DEMO_ADMIN, DEMO_PASSWORD);
  await staff.goto(`${appUrl}/dashboard/admin/orders`);
  const card = staff.getByRole('listitem', { name: title });
  await card.getByRole('textbox', { name: /^Minutes per item/ }).fill('15');
  await card.getByRole('button', { name: words.turnIntoTasks }).click();
  await staff
    .getByRole('dialog', { name: words.confirmTurnIntoTasksTitle })
    .getByRole('button', { name: words.turnIntoTasks })
    .click();
  await expect(staff.getByRole('link', { name: words.openManageTasks })).toBeVisible();
  await staffContext.close();
  const [taskId] = (await db.doc(`dataset_orders/${orderId}`).get()).get('task_ids') as string[];
  const admin = await adminToken();
  await callAs(admin, callables.setTaskStatus, { taskId: taskId!, status: 'published' });
  // The task names no one who ordered it.
  const task = (await db.doc(`tasks/${taskId}`).get()).data()!;
  expect(JSON.stringify(task)).not.toContain(buyer.organizationName);
  expect(task.order_id).toBe(orderId);

  // 3. A creator submits and the admin approves: the buyer's page counts it, live.
  await listenSoon(page);
  const creator = await freshCreator(`order-work-${stamp}`);
  const { acceptanceId } = await callAs(creator.idToken, callables.acceptTask, {
    taskId: taskId!,
  });
  const { submissionId } = await submitWorkAs(creator, taskId!, acceptanceId, WORK_TEXT);
  await callAs(admin, callables.reviewSubmission, {
    submissionId,
    decision: 'approved',
    notes: 'Vivid and specific.',
  });
  await expect(page.getByText(words.progressText('1', '1'))).toBeVisible({ timeout: 30_000 });

  // 4. Its sample appears without a reload, and opens to the creator's words.
  await markWindow(page);
  await runJob('refreshOrderSamples');
  const open = page.getByRole('button', { name: /^Open sample-1\./ });
  await expect(open).toBeVisible({ timeout: 30_000 });
  await open.click();
  await expect(page.getByText(WORK_TEXT)).toBeVisible();
  await expectNotReloaded(page);

  // 5. The filled order is delivered: the buyer downloads it and accepts it.
  await runJob('deliverFilledOrders');
  await expect
    .poll(
      async () => {
        await runJob('exportDatasets');
        return (await db.doc(`dataset_orders/${orderId}`).get()).get('status');
      },
      { timeout: 60_000 },
    )
    .toBe('delivered');
  const download = page.getByRole('button', { name: words.downloadPart(1, 1) });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await fitsAndAccessible(page);
  const [archive] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(archive.suggestedFilename()).toMatch(/\.tar$/);
  await page.getByRole('button', { name: words.acceptDelivery }).click();
  await page
    .getByRole('dialog', { name: words.confirmAcceptTitle })
    .getByRole('button', { name: words.acceptDelivery })
    .click();
  await expect(page.getByText(words.acceptedOn)).toBeVisible({ timeout: 30_000 });

  // 6. The ledger: $24.00 paid, $20.00 to the creator, $4.00 fee; its entries add up to the
  // order's totals, and nothing is held.
  const order = await db.doc(`dataset_orders/${orderId}`).get();
  expect(order.get('escrow')).toEqual({
    paid_cents: 2400,
    creator_payouts_cents: 2000,
    fees_cents: 400,
    refunds_cents: 0,
  });
  const entries = await order.ref.collection('ledger').get();
  const sum = (kind: string) =>
    entries.docs
      .filter((entry) => entry.get('kind') === kind)
      .reduce((total, entry) => total + (entry.get('amount_cents') as number), 0);
  expect(sum('payment') - sum('creator_payout') - sum('fee') - sum('refund')).toBe(0);
  expect(sum('payment')).toBe(2400);
}

/** A mark on the window that a reload would wipe. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );
}

test('a buyer orders and pays at phone width, creators fill it, and the buyer accepts the delivery', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await orderJourney(page, browser);
});

test.describe('development mode', () => {
  test('a buyer saves a draft order and reads its quote on the dev servers', async ({
    page,
    devServer,
  }) => {
    test.setTimeout(180_000);
    const buyer = await freshCustomer(`order-dev-${stamp}`);
    await page.setViewportSize(PHONE);
    await signIn(page, buyer.email, buyer.password, devServer);
    await saveDraft(page, devServer, `Dev kitchen tables (${stamp})`);
    await expect(page.getByRole('button', { name: words.submitOrder })).toBeVisible();
  });
});
