// The gate on money, end to end on the production build at a phone's width (390 px), as the demo's
// Tomás meets it: a creator with approved work, a verified payment method and no tax form asks for
// a payout and is refused with the sentence saying what is missing and where; signs a W-8BEN on
// Payments → Tax and identity; is refused again, now for the identity; passes the stack's sandbox
// identity check (Verify (test)) under the form's legal name; asks again, and is paid when the
// admin processes the payout. The creator is the journey's own, made like Tomás (the demo's Tomás
// is read by other journeys, so this one does not change him). Axe-clean at 390 px.
import type { Page } from '@playwright/test';
import { identityMessages } from '../../domain/src/identity-messages';
import { messages } from '../../domain/src/messages';
import { taxMessages } from '../../domain/src/tax-messages';
import { adminApp } from '../testing/admin';
import { axeViolations, noSidewaysScroll } from '../testing/axe';
import {
  addVerifiedPayoutAccount,
  adminToken,
  callAs,
  loadCallables,
  signIn,
  signInWithPassword,
} from '../testing/callables';
import { appUrl } from '../testing/stack';
import { expect, test } from '../testing/test';
import { acceptedTaskForNewCreator, submitWorkAs } from '../testing/work';

const errors = (page: Page) => page.getByRole('list', { name: 'Error notifications' });
const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const figure = (page: Page, label: string) =>
  page
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function requestPayout(page: Page) {
  await page.goto(`${appUrl}/dashboard/payments`);
  await page.getByRole('tab', { name: 'Earnings' }).click();
  await expect(figure(page, 'Available Balance')).toHaveText('$60.00');
  await page
    .getByRole('region', { name: 'Request Payout' })
    .getByRole('button', { name: 'Request Payout' })
    .click();
}

/** The destructive toast of a refusal: the gate's title over its sentence; dismissed. */
async function expectRefusal(page: Page, message: string) {
  const toast = errors(page).getByRole('listitem').filter({ hasText: message });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(taxMessages.payoutGateTitle);
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
}

test('a creator with no tax form is refused a payout, signs a W-8BEN, is verified, and is paid', async ({
  page,
}) => {
  // The sandbox page and the webhook are HTTP functions the stack does not warm.
  test.setTimeout(300_000);
  const coldStart = { timeout: 90_000 };
  const callables = await loadCallables();

  // Like the demo's Tomás: $60 of approved work whose first payout failed (no method then), a
  // verified Stripe account now, an address verified, and no tax form.
  const { taskId, acceptanceId, creator } = await acceptedTaskForNewCreator('tax-gate', {
    title: `Tax gate journey ${Date.now()}`,
    description: 'Record five minutes of morning sounds.',
    category: 'audio',
    payoutAmountCents: 6000,
  });
  const { submissionId } = await submitWorkAs(creator, taskId, acceptanceId, 'Morning sounds.');
  const admin = await adminToken();
  const { payoutId } = await callAs(admin, callables.reviewSubmission, {
    submissionId,
    decision: 'approved',
  });
  expect((await callAs(admin, callables.processPayout, { payoutId: payoutId! })).status).toBe(
    'failed',
  );
  const { auth, db } = adminApp();
  await auth.updateUser(creator.uid, { emailVerified: true });
  const { idToken } = await signInWithPassword(creator.email, creator.password);
  await addVerifiedPayoutAccount(idToken, {
    provider: 'stripe_connect',
    accountId: `acct_taxgate${Date.now()}`,
  });
  const legalName = creator.name;

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, creator.email, creator.password);

  // 1. No tax form: refused, with what is missing and where.
  await requestPayout(page);
  await expectRefusal(page, taxMessages.gateNoTaxForm);

  // 2. The W-8BEN, at 390 px.
  await page.goto(`${appUrl}/dashboard/payments?tab=tax`);
  const form = page.getByRole('form', { name: 'Tax form' });
  await form.getByRole('radio', { name: 'No: I sign a W-8BEN' }).check();
  await form.getByLabel('Legal name (as shown on your tax return)').fill(legalName);
  await form.getByLabel('Country of citizenship').fill('Mexico');
  await form.getByLabel('Date of birth (YYYY-MM-DD)').fill('1990-04-02');
  await form.getByLabel('Street address').fill('Av. Reforma 1');
  await form.getByLabel('City').fill('Ciudad de México');
  await form.getByLabel('Country', { exact: true }).fill('Mexico');
  await form.getByLabel('Foreign tax identifying number').fill('RUIT900402AB1');
  await form
    .getByRole('checkbox', { name: 'I certify the above under penalties of perjury' })
    .check();
  await form.getByLabel('Signature: type your legal name').fill(legalName);
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Sign W-8BEN' }).click();
  await expect(notifications(page).getByText(taxMessages.taxFormSignedBody('W-8BEN'))).toBeVisible({
    timeout: 20_000,
  });
  const profile = (await db.doc(`tax_profiles/${creator.uid}`).get()).data();
  expect(profile).toMatchObject({ kind: 'w8ben', status: 'current', legal_name: legalName });
  expect(profile?.tin_masked).not.toContain('RUIT900402');

  // 3. A form, but no verified identity yet: refused again, saying so.
  await requestPayout(page);
  await expectRefusal(page, taxMessages.gateIdentityUnverified);

  // 4. The sandbox identity check: Verify (test) under the form's legal name.
  await page.goto(`${appUrl}/dashboard/payments?tab=tax`);
  const identity = page.getByRole('region', { name: identityMessages.identityTitle });
  await identity.getByRole('button', { name: identityMessages.identityStart }).click();
  await expect(page.getByRole('heading', { name: identityMessages.sandboxTitle })).toBeVisible(
    coldStart,
  );
  await page.getByLabel(identityMessages.sandboxNameLabel).fill(legalName);
  await page.getByRole('button', { name: identityMessages.sandboxVerify }).click();
  await expect(page.getByText(identityMessages.sandboxVerified)).toBeVisible(coldStart);
  await page.getByRole('link', { name: identityMessages.sandboxBack }).click();
  await expect(identity.getByText(identityMessages.identityVerifiedAs(legalName))).toBeVisible({
    timeout: 20_000,
  });
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // 5. Cleared: the request goes through, and the admin's Process Payout pays it.
  await requestPayout(page);
  await expect(
    notifications(page).getByRole('listitem').filter({ hasText: messages.payoutRequestedTitle }),
  ).toBeVisible();
  await expect(figure(page, 'Pending Payouts')).toHaveText('$60.00');
  const pending = await db
    .collection('payouts')
    .where('user_id', '==', creator.uid)
    .where('status', '==', 'pending')
    .get();
  expect(pending.size).toBe(1);
  const paid = await callAs(admin, callables.processPayout, { payoutId: pending.docs[0]!.id });
  expect(paid.status).toBe('sent');
  await page.reload();
  await expect(figure(page, 'Paid Out')).toHaveText('$60.00', { timeout: 20_000 });
  await expect(figure(page, 'Pending Payouts')).toHaveText('$0.00');
  const sent = await db
    .collection('payouts')
    .where('user_id', '==', creator.uid)
    .where('status', '==', 'sent')
    .get();
  expect(sent.docs.map((d) => d.get('amount_cents'))).toEqual([6000]);
});
