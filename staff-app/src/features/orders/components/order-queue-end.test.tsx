// The end of an order in the staff's queue, against the emulator with the real rules, in a
// project of its own: the status filter (delivered and disputed orders too), Deliver on an order
// in progress for admins (asked once more), and a dispute: the customer's reason for everyone,
// Resolve for admins (redo a number of items, or refund dollars of at most the escrow's balance,
// with a required note, checked before the call), read-only for support. The callables are Cloud
// Functions, not running here: `call` stands in for them (the functions project tests them).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, writeBatch } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { orderDeliveryMessages } from '@groundtruth/domain/order-delivery';
import { paths } from '@groundtruth/domain/paths';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { orderData } from '@groundtruth/platform/testing/seed-documents';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import AdminOrdersPage from './admin-orders-page';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject('demo-staff-orders-end'),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

configure({ asyncUtilTimeout: 5_000 });

const project = ownProject('demo-staff-orders-end');
const admin = { uid: 'oe-admin', role: 'admin' as const, name: 'Ada Admin' };
const support = { uid: 'oe-support', role: 'support' as const, name: 'Sam Support' };
const path = paths.adminOrders;
const HOUR = 3_600_000;
const now = Date.now();
const ago = (hours: number) => Timestamp.fromMillis(now - hours * HOUR);
const REASON = 'Half of the clips are filmed in daylight, not at dinner time.';

beforeAll(async () => {
  const db = project.owner();
  const batch = writeBatch(db);
  for (const who of [admin, support])
    batch.set(doc(db, 'users', who.uid), {
      name: who.name,
      email: `${who.uid}@groundtruth.local`,
      role: who.role,
      status: 'active',
      created_at: ago(1000),
    });
  const order = (id: string, hoursAgo: number, fields: Record<string, unknown>) =>
    batch.set(
      doc(db, 'dataset_orders', id),
      orderData({
        organization_id: 'oe-org',
        organization_name: 'Acme Robotics',
        title: `Order ${id}`,
        created_at: ago(hoursAgo),
        ...fields,
      }),
    );
  const delivery = (status: string) => ({
    status,
    export_ids: ['oe-export'],
    requested_by: 'oe-buyer',
    requested_at: ago(30),
  });
  order('oe-submitted', 70, { status: 'submitted' });
  order('oe-funded', 60, { status: 'funded' });
  order('oe-working', 50, { status: 'in_progress', approved_count: 12 });
  order('oe-preparing', 45, {
    status: 'in_progress',
    approved_count: 30,
    delivery: delivery('preparing'),
  });
  order('oe-delivered', 40, {
    status: 'delivered',
    approved_count: 100,
    delivery: delivery('ready'),
    delivered_at: ago(24),
    accept_by: Timestamp.fromMillis(now + 13 * 24 * HOUR),
  });
  order('oe-disputed', 30, {
    status: 'disputed',
    approved_count: 100,
    delivery: delivery('ready'),
    delivered_at: ago(24),
    escrow: {
      paid_cents: 120_000,
      creator_payouts_cents: 50_000,
      fees_cents: 20_000,
      refunds_cents: 0,
    },
    dispute: { id: 'oe-dispute', reason: REASON, opened_by: 'oe-buyer', opened_at: ago(2) },
  });
  order('oe-accepted', 20, { status: 'accepted', approved_count: 100 });
  await batch.commit();
});

afterAll(() => project.close());

beforeEach(() => {
  callMock.mockReset();
  project.actAs(admin);
});

const card = (name: string) => screen.findByRole('listitem', { name });
const titles = () =>
  within(screen.getByRole('list', { name: 'Orders' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

async function openResolve() {
  const user = userEvent.setup();
  renderScreen(<AdminOrdersPage />, { user: admin, path });
  await user.click(
    within(await card('Order oe-disputed')).getByRole('button', { name: 'Resolve' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Resolve the dispute of "Order oe-disputed"' });
  return { user, dialog };
}

describe('Orders (staff): the end of an order', () => {
  it('should list delivered and disputed orders too, and filter the queue by status', async () => {
    const user = userEvent.setup();
    renderScreen(<AdminOrdersPage />, { user: admin, path });
    await card('Order oe-disputed');
    expect(titles()).toEqual([
      'Order oe-submitted',
      'Order oe-funded',
      'Order oe-working',
      'Order oe-preparing',
      'Order oe-delivered',
      'Order oe-disputed',
    ]);
    const delivered = await card('Order oe-delivered');
    const terms = within(delivered)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(expect.arrayContaining(['Delivered', 'Accept by']));
    expect(await axeViolations()).toEqual([]);

    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Awaiting payment', 'Funded', 'In progress', 'Delivered', 'Disputed']);
    await user.selectOptions(filter, 'Disputed');
    await waitFor(() => expect(titles()).toEqual(['Order oe-disputed']));
    await user.selectOptions(filter, 'In progress');
    await waitFor(() => expect(titles()).toEqual(['Order oe-working', 'Order oe-preparing']));
    await user.selectOptions(filter, 'Delivered');
    await waitFor(() => expect(titles()).toEqual(['Order oe-delivered']));
  });

  it('should let an admin deliver an order in progress, asking first', async () => {
    callMock.mockResolvedValue({ orderId: 'oe-working', exportIds: ['x'], status: 'preparing' });
    const user = userEvent.setup();
    renderScreen(<AdminOrdersPage />, { user: admin, path });
    const working = await card('Order oe-working');
    // A delivery already being prepared is not asked for again.
    expect(
      within(await card('Order oe-preparing')).queryByRole('button', { name: 'Deliver' }),
    ).toBeNull();
    await user.click(within(working).getByRole('button', { name: 'Deliver' }));
    const dialog = screen.getByRole('dialog', { name: 'Deliver this order now?' });
    expect(dialog).toHaveAccessibleDescription(/its 12 approved items/);
    expect(callMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByText(orderDeliveryMessages.deliveryQueued)).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(callables.deliverDatasetOrder, { orderId: 'oe-working' });
  });

  it("should show a dispute's reason and check a resolution before sending it", async () => {
    const { user, dialog } = await openResolve();
    expect(within(await card('Order oe-disputed')).getByText(REASON)).toBeVisible();
    expect(dialog).toHaveAccessibleDescription('The escrow holds $500.00.');
    const redo = within(dialog).getByRole('textbox', { name: /Items to collect again/ });
    expect(redo).toHaveValue('1');
    await user.clear(redo);
    await user.type(redo, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(redo).toHaveAccessibleDescription(/whole number of at least 1/);
    const note = within(dialog).getByRole('textbox', { name: /Note to the customer/ });
    expect(note).toHaveAccessibleDescription(/A note is required/);

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Resolution' }),
      'Refund: return money to the customer',
    );
    const refund = within(dialog).getByRole('textbox', { name: /Refund \(USD\)/ });
    await user.type(refund, '500.01');
    await user.type(note, 'Refund for the daylight clips.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(refund).toHaveAccessibleDescription(
      /The refund can be at most what the escrow holds, \$500.00/,
    );
    expect(note).not.toHaveAccessibleDescription(/A note is required/);
    await user.clear(refund);
    await user.type(refund, 'ten dollars');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(refund).toHaveAccessibleDescription(/Refund must be an amount in dollars/);
    expect(callMock).not.toHaveBeenCalled();
  });

  it('should send a refund in cents with its note, and close once resolved', async () => {
    callMock.mockResolvedValue({ orderId: 'oe-disputed', status: 'accepted' });
    const { user, dialog } = await openResolve();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Resolution' }),
      'Refund: return money to the customer',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Refund \(USD\)/ }), '$120.50');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note to the customer/ }),
      '  Sorry for the daylight clips.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Dispute resolved')).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(callables.resolveOrderDispute, {
      orderId: 'oe-disputed',
      resolution: 'refund',
      refundCents: 12_050,
      note: 'Sorry for the daylight clips.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("should send a redo of a number of items, and tell the server's refusal", async () => {
    callMock.mockRejectedValue(
      Object.assign(new Error(orderDeliveryMessages.resolvedOtherwise), {
        code: 'functions/failed-precondition',
      }),
    );
    const { user, dialog } = await openResolve();
    const redo = within(dialog).getByRole('textbox', { name: /Items to collect again/ });
    await user.clear(redo);
    await user.type(redo, '5');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note to the customer/ }),
      'We collect five more at dinner.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    const toasts = await screen.findByRole('list', { name: 'Error notifications' });
    expect(await within(toasts).findByText(orderDeliveryMessages.resolvedOtherwise)).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(callables.resolveOrderDispute, {
      orderId: 'oe-disputed',
      resolution: 'redo',
      redoCount: 5,
      note: 'We collect five more at dinner.',
    });
    // Refused: the dialog stays, with what was typed, to try again or cancel.
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(redo).toHaveValue('5');
  });

  it('should show support the dispute read-only, with no Resolve and no Deliver', async () => {
    project.actAs(support);
    renderScreen(<AdminOrdersPage />, { user: support, path });
    const disputed = await card('Order oe-disputed');
    expect(within(disputed).getByText(REASON)).toBeVisible();
    expect(within(disputed).getByText('Only an admin resolves a dispute.')).toBeVisible();
    expect(within(disputed).queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(
      within(await card('Order oe-working')).queryByRole('button', { name: 'Deliver' }),
    ).toBeNull();
  });
});
