// Audit Logs on the production build and the full stack. The journey makes its own changes
// through the callables as the demo admin (a fresh creator made support, and a payout of that
// creator processed to sent), then searches the log and opens the entries to read before → after.
import { expect, test } from '../testing/test';
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
import { shownId } from '../../staff-app/src/features/audit/audit-subject';
import { clearForPayouts } from '../testing/tax';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
// The screen shows an entity's first 8 characters: this journey's payout id starts unique.
const payoutId = `${stamp.slice(-8)}-audit-payout`;

/** The journey's own changes: a fresh creator's payout processed to sent, then made support. */
async function ownChanges() {
  const callables = await loadCallables();
  const creator = await freshCreator(`audit-${stamp}`);
  await addVerifiedPayoutAccount(creator.idToken, {
    provider: 'stripe_connect',
    accountId: `acct_e2e_audit_${stamp}`,
  });
  await clearForPayouts(creator);
  // A pending payout as approval would leave it (payout + balance, with firebase-admin).
  await seedPendingPayout({
    payoutId,
    creator,
    cents: 4250,
    taskTitle: `Audit journey (${stamp})`,
  });
  const admin = await adminToken();
  await callAs(admin, callables.processPayout, { payoutId });
  await callAs(admin, callables.setUserRole, { userId: creator.uid, role: 'support' });
  return { creatorName: creator.name, creatorId: creator.uid };
}

test('admin searches the audit log and opens entries to see before → after', async ({ page }) => {
  // Its own changes first: four callables, each a worker to wake on a busy machine.
  test.setTimeout(90_000);
  const { creatorName, creatorId } = await ownChanges();
  const { db } = adminApp();
  const transferId = (await db.doc(`payouts/${payoutId}`).get()).get('provider_transfer_id');
  expect(transferId).toMatch(/^tr_sandbox_/);

  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto(`${appUrl}/dashboard/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Logs' })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  await expect(entries.first()).toBeVisible();
  expect(await entries.count()).toBeLessThanOrEqual(100);

  // Newest first: the role change above the payout (other journeys' entries may come between).
  const shortId = shownId(payoutId);
  const roleName = `Set user role User ${shownId(creatorId)}`;
  const payoutName = `Process payout Payout ${shortId}`;
  await expect(entries.filter({ has: page.getByText(shortId) }).first()).toBeVisible();
  // Each entry's name, as its aria-labelledby composes it.
  const names = await entries.evaluateAll((items) =>
    items.map((item) =>
      (item.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' '),
    ),
  );
  expect(names.findIndex((n) => n.startsWith(roleName))).toBeGreaterThanOrEqual(0);
  expect(names.findIndex((n) => n.startsWith(roleName))).toBeLessThan(
    names.findIndex((n) => n.startsWith(payoutName)),
  );

  await page.getByRole('searchbox', { name: 'Search' }).fill('process payout');
  const payoutEntries = page
    .getByRole('list', { name: 'Audit entries' })
    .getByRole('listitem', { name: `Process payout Payout ${shortId}` });
  await expect(payoutEntries).toHaveCount(1);
  const settled = payoutEntries.first();
  await expect(settled.getByText('Avery Admin')).toBeVisible();
  await expect(settled.getByText(DEMO_ADMIN)).toBeVisible();
  await expect(settled.getByRole('time')).toBeVisible();
  const toggle = settled.getByRole('button', { name: /Details/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(settled.getByText('Pending → Sent')).toBeVisible();
  await expect(settled.getByText('$42.50')).toBeVisible();
  await expect(settled.getByText(transferId)).toBeVisible();

  // By the actor's name: the admin's entries, including the role change with before → after.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Avery');
  const roleEntry = page.getByRole('listitem', {
    name: `Set user role User ${shownId(creatorId)}`,
  });
  await roleEntry.getByRole('button', { name: /Details/ }).press('Enter');
  await expect(roleEntry.getByText('Creator → Support')).toBeVisible();

  // By entity, and nothing found.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`zz-no-such-${stamp}`);
  await expect(page.getByText('No audit logs found')).toBeVisible();

  // The entries shown are the database's, in its words.
  const stored = (await db.collection('audit_logs').where('entity_id', '==', payoutId).get()).docs
    .map((d) => d.data())
    .sort((a, b) => b.created_at.toMillis() - a.created_at.toMillis());
  expect(stored.map((entry) => entry.details)).toEqual([
    { from: 'pending', to: 'sent', amount_cents: 4250, provider_transfer_id: transferId },
  ]);
  expect(creatorName).toContain('audit');
});
