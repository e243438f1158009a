// Payments & Earnings, the Earnings and Payout History tabs, against the emulator with the real
// rules. Request Payout itself calls a function: the payments journey drives it end to end.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@groundtruth/domain/messages';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { closeTestClients } from '@groundtruth/platform/testing/emulator-client';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { PaymentsPage } from './payments-page';
import { PATH, at, seedBalance, seedCreator, seedPayouts } from './payments-test-data';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

/** The figure a StatCard shows for `label` (label and value are a dt/dd pair). */
function figure(label: string): string | null {
  const dt = screen.getByText(label, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

afterAll(closeTestClients);

describe('Earnings', () => {
  it('should show the four figures of the balance document and the payout terms', async () => {
    const creator = await seedCreator('pay-earner');
    await seedBalance(creator.uid, { approved: 18_550, sent: 3_500, pending: 2_500 });
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Payments & Earnings' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading earnings');

    await screen.findByText('Available Balance');
    expect(figure('Available Balance')).toBe('$125.50');
    expect(figure('Total Earnings')).toBe('$185.50');
    expect(figure('Pending Payouts')).toBe('$25.00');
    expect(figure('Paid Out')).toBe('$35.00');

    const request = within(screen.getByRole('region', { name: 'Request Payout' }));
    expect(request.getByText('Minimum payout is $50.00.')).toBeInTheDocument();
    expect(request.getByText('$125.50')).toBeInTheDocument();
    expect(request.getByRole('button', { name: 'Request Payout' })).toBeEnabled();
    expect(request.queryByText(/You can request a payout once/)).not.toBeInTheDocument();
    const how = within(screen.getByRole('region', { name: 'How Payouts Work' }));
    for (const line of messages.howPayoutsWork) expect(how.getByText(line)).toBeInTheDocument();
    expect(how.getByText(/5-7 business days after approval/)).toBeInTheDocument();
    expect(how.getByText(/verified before your first payout/)).toBeInTheDocument();
  });

  it('should list the latest bonuses as "Bonus — <reason>" with amount, date and state', async () => {
    const creator = await seedCreator('pay-bonused');
    await seedBalance(creator.uid, { approved: 7_500, sent: 0, pending: 7_500 });
    await seedPayouts(creator.uid, [
      { amount_cents: 5000, status: 'pending', task_title: 'Record birdsong' },
      {
        amount_cents: 2500,
        status: 'pending',
        kind: 'bonus',
        submission_id: null,
        bonus_reason: 'Outstanding night-time footage',
        task_title: 'Bonus — Outstanding night-time footage',
      },
    ]);
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH });
    const card = within(await screen.findByRole('region', { name: 'Bonuses' }));
    const items = card.getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Bonus — Outstanding night-time footage');
    expect(within(items[0]!).getByText('$25.00')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Pending')).toBeInTheDocument();
    expect(figure('Total Earnings')).toBe('$75.00');
    expect(await axeViolations()).toEqual([]);
  });

  it('should disable Request Payout below the minimum, with the reason beside it', async () => {
    const creator = await seedCreator('pay-below');
    await seedBalance(creator.uid, { approved: 1_200, sent: 0, pending: 0 });
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH });
    await screen.findByText('Available Balance');
    expect(figure('Available Balance')).toBe('$12.00');
    const request = within(screen.getByRole('region', { name: 'Request Payout' }));
    const button = request.getByRole('button', { name: 'Request Payout' });
    const reason = messages.payoutBelowMinimum('$50.00', '$12.00');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(request.getByText(reason)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('should show zeros for a creator with no earnings yet (no balance document)', async () => {
    const creator = await seedCreator('pay-newcomer');
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH });
    await screen.findByText('Available Balance');
    for (const label of ['Available Balance', 'Total Earnings', 'Pending Payouts', 'Paid Out'])
      expect(figure(label)).toBe('$0.00');
  });

  it('should report a balance that cannot be read, with Retry', async () => {
    const creator = await seedCreator('pay-suspended-earnings', 'suspended');
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH });
    const toasts = within(screen.getByRole('list', { name: 'Error notifications' }));
    expect(await toasts.findByText(messages.failedLoadEarnings)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.failedLoadEarnings);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});

describe('Payout History', () => {
  beforeAll(async () => {
    const creator = await seedCreator('pay-history');
    await seedPayouts(creator.uid, [
      {
        amount_cents: 2500,
        status: 'pending',
        provider: 'paypal',
        task_title: 'Cook a recipe',
        approval: true,
      },
      { amount_cents: 3500, status: 'sent', provider_transfer_id: 'tr_1', task_title: 'Fix a tap' },
      {
        amount_cents: 1200,
        status: 'failed',
        failure_reason: 'The account was declined',
        task_title: 'Record birdsong',
      },
      { amount_cents: 4000, status: 'processing', task_title: 'Explain fractions' },
    ]);
    const many = await seedCreator('pay-many');
    await seedPayouts(
      many.uid,
      Array.from({ length: 21 }, (_, i) => ({
        amount_cents: 100 + i,
        status: 'sent' as const,
        task_title: `Numbered ${i}`,
      })),
    );
  });

  it('should list the payouts newest first with amount, date, provider, status and why one failed', async () => {
    const creator = { uid: 'pay-history', role: 'creator' as const };
    actAs(creator);
    const { currentUrl } = renderScreen(<PaymentsPage />, { user: creator, path: PATH });
    await userEvent.click(screen.getByRole('tab', { name: 'Payout History' }));
    expect(currentUrl()).toBe(`${PATH}?tab=history`);
    const table = await screen.findByRole('table', { name: 'Payout history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Cook a recipe',
      'Fix a tap',
      'Record birdsong',
      'Explain fractions',
    ]);
    const [pending, sent, failed, processing] = rows.map((row) => within(row));
    expect(pending!.getByText('$25.00')).toBeInTheDocument();
    expect(pending!.getByText('PayPal')).toBeInTheDocument();
    expect(pending!.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    expect(pending!.getByRole('time')).toHaveAttribute('dateTime', at(0).toDate().toISOString());
    expect(sent!.getByText('Sent')).toHaveAttribute('data-tone', 'success');
    expect(sent!.getByText('Stripe Connect')).toBeInTheDocument();
    expect(failed!.getByText('Failed')).toHaveAttribute('data-tone', 'danger');
    expect(failed!.getByText('The account was declined')).toBeInTheDocument();
    expect(processing!.getByText('Processing')).toHaveAttribute('data-tone', 'info');
    // What each is: approval's own payout is paid without asking; the others were requested.
    expect(pending!.getByText(messages.payoutOrigin.approvalOnItsWay)).toBeInTheDocument();
    expect(sent!.getByText(messages.payoutOrigin.request)).toBeInTheDocument();
    expect(processing!.getByText(messages.payoutOrigin.requestOnItsWay)).toBeInTheDocument();
    expect(screen.queryByText(/Requested or in transfer/)).not.toBeInTheDocument();
  });

  it('should page with Load more', async () => {
    const creator = { uid: 'pay-many', role: 'creator' as const };
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH, url: `${PATH}?tab=history` });
    const table = await screen.findByRole('table', { name: 'Payout history' });
    expect(within(table).getAllByRole('row')).toHaveLength(21); // header + 20
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Numbered 20')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(22);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("should say 'No payout history yet' when there is none", async () => {
    const creator = await seedCreator('pay-no-history');
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH, url: `${PATH}?tab=history` });
    expect(await screen.findByText(messages.noPayoutHistory)).toBeInTheDocument();
  });
});
