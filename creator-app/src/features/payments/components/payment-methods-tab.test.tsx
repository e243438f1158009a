// Payments & Earnings, the Payment Methods tab, against the emulator with the real rules: the
// creator's accounts with their badges, and the Add Payment Method dialog's checks. Adding and
// Set as Default call functions: the payments journey drives them end to end.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@groundtruth/domain/messages';
import { payoutMessages } from '@groundtruth/domain/payout-messages';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { closeTestClients } from '@groundtruth/platform/testing/emulator-client';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { PaymentsPage } from './payments-page';
import { PATH, at, seedAccounts, seedCreator } from './payments-test-data';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

const URL_METHODS = `${PATH}?tab=methods`;

afterAll(closeTestClients);

describe('Payment Methods', () => {
  it('should list the creator’s own accounts with Verified and Default badges', async () => {
    const creator = await seedCreator('pay-accounts');
    await seedAccounts(creator.uid, [
      {
        provider: 'stripe_connect',
        provider_account_id: 'acct_1Maya',
        verified: true,
        is_default: true,
        created_at: at(10),
      },
      {
        provider: 'paypal',
        provider_account_id: 'maya@example.com',
        verified: false,
        is_default: false,
        created_at: at(5),
      },
    ]);
    const stranger = await seedCreator('pay-accounts-stranger');
    await seedAccounts(stranger.uid, [
      {
        provider: 'paypal',
        provider_account_id: 'stranger@example.com',
        verified: true,
        is_default: true,
        created_at: at(1),
      },
    ]);
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH, url: URL_METHODS });
    expect(screen.getByRole('tab', { name: 'Payment Methods' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await screen.findByRole('list', { name: 'Payment methods' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Stripe Connect acct_1Maya',
      'PayPal maya@example.com',
    ]);
    const [stripe, paypal] = items.map((item) => within(item));
    expect(stripe!.getByText('Verified')).toHaveAttribute('data-tone', 'success');
    expect(stripe!.getByText('Default')).toBeInTheDocument();
    expect(stripe!.queryByRole('button', { name: 'Set as Default' })).not.toBeInTheDocument();
    expect(paypal!.getByText('Not verified')).toBeInTheDocument();
    expect(paypal!.queryByText('Default')).not.toBeInTheDocument();
    expect(paypal!.getByRole('button', { name: 'Set as Default' })).toBeEnabled();
    expect(stripe!.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(paypal!.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.queryByText('stranger@example.com')).not.toBeInTheDocument();
  });

  it("should ask an unverified method's code and check its shape before sending", async () => {
    const creator = await seedCreator('pay-verify-dialog');
    await seedAccounts(creator.uid, [
      {
        provider: 'paypal',
        provider_account_id: 'verify@example.com',
        verified: false,
        is_default: true,
        created_at: at(3),
      },
    ]);
    actAs(creator);
    const user = userEvent.setup();
    renderScreen(<PaymentsPage />, { user: creator, path: PATH, url: URL_METHODS });
    const item = within(await screen.findByRole('listitem', { name: 'PayPal verify@example.com' }));
    await user.click(item.getByRole('button', { name: 'Verify' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Payment Method' }));
    expect(dialog.getByText(/the provider sent you for PayPal verify@example.com/)).toBeVisible();
    const code = dialog.getByLabelText(/Verification code/);
    expect(code).toHaveFocus();
    // A code voided by wrong tries (or lost) is replaced from here.
    expect(dialog.getByRole('button', { name: messages.sendNewCode })).toBeEnabled();
    await user.type(code, '12a');
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription(/Code must be the 6-digit code the provider sent/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should say payouts to a default method not verified yet are on hold, with Verify', async () => {
    const creator = await seedCreator('pay-held-default');
    await seedAccounts(creator.uid, [
      {
        provider: 'paypal',
        provider_account_id: 'held@example.com',
        verified: false,
        is_default: true,
        created_at: at(3),
      },
    ]);
    actAs(creator);
    const user = userEvent.setup();
    renderScreen(<PaymentsPage />, { user: creator, path: PATH, url: URL_METHODS });
    const item = within(await screen.findByRole('listitem', { name: 'PayPal held@example.com' }));
    const alert = item.getByRole('alert');
    expect(alert).toHaveTextContent(payoutMessages.unverifiedDefaultTitle);
    expect(alert).toHaveTextContent(payoutMessages.unverifiedDefaultBody('PayPal'));
    expect(await axeViolations()).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('dialog', { name: 'Verify Payment Method' })).toBeVisible();
  });

  it('should warn before making a method not verified yet the default, offering Verify', async () => {
    const creator = await seedCreator('pay-warn-default');
    await seedAccounts(creator.uid, [
      {
        provider: 'stripe_connect',
        provider_account_id: 'acct_1Warn',
        verified: true,
        is_default: true,
        created_at: at(10),
      },
      {
        provider: 'paypal',
        provider_account_id: 'warn@example.com',
        verified: false,
        is_default: false,
        created_at: at(5),
      },
    ]);
    actAs(creator);
    const user = userEvent.setup();
    renderScreen(<PaymentsPage />, { user: creator, path: PATH, url: URL_METHODS });
    const stripe = within(
      await screen.findByRole('listitem', { name: 'Stripe Connect acct_1Warn' }),
    );
    // A verified default holds nothing.
    expect(stripe.queryByRole('alert')).not.toBeInTheDocument();
    const paypal = within(screen.getByRole('listitem', { name: 'PayPal warn@example.com' }));
    expect(paypal.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(paypal.getByRole('button', { name: 'Set as Default' }));
    const warning = await screen.findByRole('dialog', {
      name: payoutMessages.setUnverifiedDefaultTitle,
    });
    expect(warning).toHaveAccessibleDescription(
      payoutMessages.setUnverifiedDefaultBody('PayPal', 'warn@example.com'),
    );
    expect(
      within(warning).getByRole('button', { name: payoutMessages.setUnverifiedDefaultAnyway }),
    ).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(warning).getByRole('button', { name: 'Verify' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify Payment Method' });
    expect(within(verify).getByText(/for PayPal warn@example.com/)).toBeVisible();
    expect(
      screen.queryByRole('dialog', { name: payoutMessages.setUnverifiedDefaultTitle }),
    ).not.toBeInTheDocument();
  });

  it('should say there are none yet', async () => {
    const creator = await seedCreator('pay-no-accounts');
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH, url: URL_METHODS });
    expect(await screen.findByText('No payment methods yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeEnabled();
  });

  it("should report 'Failed to load payment accounts' with Retry", async () => {
    const creator = await seedCreator('pay-accounts-suspended', 'suspended');
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH, url: URL_METHODS });
    const toasts = within(screen.getByRole('list', { name: 'Error notifications' }));
    expect(await toasts.findByText(messages.failedLoadPaymentAccounts)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.failedLoadPaymentAccounts);
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeDisabled();
  });

  it('should ask for the identifier each provider needs and check it before sending', async () => {
    const creator = await seedCreator('pay-add-dialog');
    actAs(creator);
    const user = userEvent.setup();
    renderScreen(<PaymentsPage />, { user: creator, path: PATH, url: URL_METHODS });
    await screen.findByText('No payment methods yet');
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Payment Method' }));

    const provider = dialog.getByLabelText('Provider');
    expect(
      within(provider)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Stripe Connect', 'PayPal']);
    expect(provider).toHaveFocus();
    const stripeId = dialog.getByLabelText(/Stripe account ID/);
    expect(stripeId).toHaveAttribute('placeholder', 'acct_…');

    // Empty: the product rules' (docs/product.md, Rules and constants) check, named by the field.
    await user.click(dialog.getByRole('button', { name: 'Add Account' }));
    expect(stripeId).toHaveAccessibleDescription(/Stripe account ID is required/);
    expect(stripeId).toHaveAttribute('aria-invalid', 'true');

    // The callable's schema: a Stripe id starts with acct_.
    await user.type(stripeId, 'maya-stripe');
    await user.click(dialog.getByRole('button', { name: 'Add Account' }));
    expect(stripeId).toHaveAccessibleDescription(/Stripe account ID must start with acct_/);

    // PayPal asks for an e-mail address.
    await user.selectOptions(provider, 'paypal');
    const email = dialog.getByLabelText(/PayPal email/);
    expect(email).toHaveAttribute('placeholder', 'you@example.com');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(dialog.getByRole('button', { name: 'Add Account' }));
    expect(email).toHaveAccessibleDescription(/PayPal email must be an e-mail address/);

    // Esc closes; opening again starts afresh.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(screen.getByLabelText(/Stripe account ID/)).toHaveValue('');
  });
});
