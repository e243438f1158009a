// One order's page against the emulator with the real rules, in a project of its own, by status:
// a draft offers Edit (the form, prefilled) and Submit order; a submitted order Pay with its
// total, which opens the provider's page; a funded one shows its progress, rejection share, time
// left and escrow, and moves live when the order changes. Another organisation's order and a
// missing one say the same. The callables are Cloud Functions, not running here: `call` stands
// in for them (the functions project tests them).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, updateDoc, writeBatch } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { orderMessages } from '@groundtruth/domain/dataset-orders';
import { paths } from '@groundtruth/domain/paths';
import { orderPath } from '@groundtruth/domain/order-paths';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { orderData } from '@groundtruth/platform/testing/seed-documents';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import { customer, seedCustomer } from '../testing/seed-customer';
import OrderPage from './order-page';

const PROJECT = 'demo-customer-order-page';
vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject(
    'demo-customer-order-page',
  ),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));
// The page listens with the full SDK, here connected to the suite's emulator as Ada.
vi.mock('@groundtruth/firebase-web/live', async () =>
  (await import('@groundtruth/platform/testing/live-as')).liveAs('demo-customer-order-page', {
    uid: 'op-ada',
    role: 'customer',
    organization_id: 'op-org-acme',
  }),
);

configure({ asyncUtilTimeout: 5_000 });

const project = ownProject(PROJECT);
const ada = customer('op-ada', 'op-org-acme');
const other = customer('op-otto', 'op-org-other');
const DAY = 24 * 3_600_000;
const now = Date.now();
const open = (id: string) =>
  renderScreen(<OrderPage openUrl={openUrl} />, {
    user: ada,
    path: paths.order,
    url: orderPath(id),
  });
const openUrl = vi.fn();
const acme = { organization_id: 'op-org-acme' };

beforeAll(async () => {
  const db = project.owner();
  await seedCustomer(db, ada, 'Acme Robotics');
  await seedCustomer(db, other, 'Other Labs');
  const batch = writeBatch(db);
  batch.set(
    doc(db, 'dataset_orders', 'op-draft'),
    orderData({
      ...acme,
      title: 'Kitchens at dinner time',
      languages: ['en'],
      countries: ['Mexico'],
      deadline: Timestamp.fromDate(new Date(2031, 2, 15, 23, 59, 59)),
      licence: {
        scope: 'commercial',
        term_years: 0,
        exclusive: true,
        version: '2026-12',
        sha256: '0123456789abcdef'.repeat(4),
      },
    }),
  );
  batch.set(
    doc(db, 'dataset_orders', 'op-submitted'),
    orderData({ ...acme, title: 'Streets after rain', status: 'submitted' }),
  );
  batch.set(
    doc(db, 'dataset_orders', 'op-funded'),
    orderData({
      ...acme,
      title: 'Hands folding laundry',
      status: 'in_progress',
      quantity: 200,
      approved_count: 50,
      rejected_count: 10,
      deadline: Timestamp.fromMillis(now + 10 * DAY + 3_600_000),
      quote: {
        creator_pay_cents: 200_000,
        fee_bps: 2_000,
        fee_cents: 40_000,
        total_cents: 240_000,
      },
      escrow: {
        paid_cents: 240_000,
        creator_payouts_cents: 50_000,
        fees_cents: 10_000,
        refunds_cents: 0,
      },
    }),
  );
  batch.set(
    doc(db, 'dataset_orders', 'op-theirs'),
    orderData({ organization_id: other.organization_id!, title: 'Other Labs’ secret order' }),
  );
  await batch.commit();
});

afterAll(() => project.close());

beforeEach(() => {
  callMock.mockReset();
  openUrl.mockReset();
  project.actAs(ada);
});

describe('Order page', () => {
  it('should show a draft with its quote and licence, and offer Edit and Submit order', async () => {
    open('op-draft');
    expect(screen.getByText('Loading order')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kitchens at dinner time' }),
    ).toBeVisible();
    expect(screen.getByText('Draft')).toBeVisible();

    const quote = screen.getByRole('region', { name: 'Quote' });
    const pairs = within(quote)
      .getAllByRole('term')
      .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      "Creators' pay: $1,000.00",
      'Platform fee (20%): $200.00',
      'Total: $1,200.00',
    ]);

    const licence = screen.getByRole('region', { name: 'Licence' });
    expect(within(licence).getByText('Commercial use')).toBeVisible();
    expect(within(licence).getByText('Perpetual')).toBeVisible();
    expect(within(licence).getByText('Exclusive')).toBeVisible();
    expect(within(licence).getByText('2026-12')).toBeVisible();
    expect(within(licence).getByText('0123456789ab')).toBeVisible();

    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit order' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('should edit a draft in place with the form prefilled, sending updateDatasetOrder', async () => {
    callMock.mockResolvedValue({ orderId: 'op-draft', changed: true });
    const user = userEvent.setup();
    open('op-draft');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Kitchens at dinner time');
    expect(screen.getByRole('textbox', { name: /^Pay per item/ })).toHaveValue('10.00');
    expect(screen.getByRole('textbox', { name: /^Items wanted/ })).toHaveValue('100');
    expect(screen.getByLabelText(/^Deadline/)).toHaveValue('2031-03-15');
    expect(screen.getByRole('combobox', { name: 'Term' })).toHaveValue('0');
    expect(screen.getByRole('checkbox', { name: /Exclusive licence/ })).toBeChecked();
    // The server's quote stands beside the form until the change is saved.
    expect(
      within(screen.getByRole('group', { name: 'Quote' })).getByText('$1,200.00'),
    ).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: /^Items wanted/ }));
    await user.type(screen.getByRole('textbox', { name: /^Items wanted/ }), '150');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(1));
    const [entry, input] = callMock.mock.calls[0]!;
    expect(entry).toBe(callables.updateDatasetOrder);
    expect(input).toMatchObject({
      orderId: 'op-draft',
      title: 'Kitchens at dinner time',
      quantity: 150,
      payoutPerItemCents: 1000,
      languages: ['en'],
      countries: ['Mexico'],
      licence: { scope: 'commercial', termYears: 0, exclusive: true },
    });
    expect(await screen.findByText(orderMessages.orderUpdated)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it("should submit a draft, and show the server's refusal in its words", async () => {
    callMock.mockRejectedValueOnce(
      Object.assign(new Error(orderMessages.notDraft), { code: 'functions/failed-precondition' }),
    );
    const user = userEvent.setup();
    open('op-draft');
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(orderMessages.notDraft);
    expect(callMock).toHaveBeenCalledWith(callables.submitDatasetOrder, { orderId: 'op-draft' });

    callMock.mockResolvedValueOnce({ orderId: 'op-draft', status: 'submitted' });
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText(orderMessages.orderSubmitted)).toBeVisible();
  });

  it("should offer Pay with the total on a submitted order and open the provider's page", async () => {
    callMock.mockResolvedValue({
      url: 'https://pay.example/checkout/op-submitted',
      totalCents: 120_000,
    });
    const user = userEvent.setup();
    open('op-submitted');
    expect(await screen.findByText('Awaiting payment')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay $1,200.00' }));
    await waitFor(() =>
      expect(openUrl).toHaveBeenCalledWith('https://pay.example/checkout/op-submitted'),
    );
    expect(callMock).toHaveBeenCalledWith(callables.payDatasetOrder, { orderId: 'op-submitted' });
    expect(screen.getByRole('button', { name: /Opening the payment page…/ })).toBeDisabled();
  });

  it('should show a funded order’s progress, rejection share, time left and escrow, live', async () => {
    open('op-funded');
    const bar = await screen.findByRole('progressbar', { name: 'Approved items' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '50 of 200 approved');
    const progress = screen.getByRole('region', { name: 'Approved items' });
    expect(within(progress).getByText('17% (10 items)')).toBeVisible();
    expect(within(progress).getByText('10 days left')).toBeVisible();
    const quote = screen.getByRole('region', { name: 'Quote' });
    expect(within(quote).getByText('Held in escrow').nextElementSibling).toHaveTextContent(
      '$1,800.00',
    );

    // Reviewers approve more: the page moves without a reload.
    await updateDoc(doc(project.owner(), 'dataset_orders', 'op-funded'), {
      approved_count: 150,
      rejected_count: 50,
      'escrow.creator_payouts_cents': 150_000,
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'), { timeout: 10_000 });
    expect(within(progress).getByText('25% (50 items)')).toBeVisible();
    expect(within(quote).getByText('Held in escrow').nextElementSibling).toHaveTextContent(
      '$800.00',
    );
    await updateDoc(doc(project.owner(), 'dataset_orders', 'op-funded'), {
      approved_count: 50,
      rejected_count: 10,
      'escrow.creator_payouts_cents': 50_000,
    });
  });

  it("should say another organisation's order is not found, showing nothing of it", async () => {
    open('op-theirs');
    expect(await screen.findByText(orderMessages.orderNotFound)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
    expect(screen.queryByText('Other Labs’ secret order')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      paths.orders,
    );
  });

  it('should say a missing order is not found', async () => {
    open('op-nothing-here');
    expect(await screen.findByText(orderMessages.orderNotFound)).toBeVisible();
  });
});
