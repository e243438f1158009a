// The end of an order on its page, against the emulator with the real rules, in a project of its
// own: Deliver now (asked once more), the delivery being prepared, a delivered order's downloads
// (a signed link the browser goes to), the days left, Accept delivery, Report a problem (checked
// in place), an accepted order's final escrow, disputes open and resolved. `call` stands in for
// the callables (the functions project tests them).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, writeBatch } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { orderDeliveryMessages } from '@groundtruth/domain/order-delivery';
import { paths } from '@groundtruth/domain/paths';
import { orderPath } from '@groundtruth/domain/order-paths';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { orderData } from '@groundtruth/platform/testing/seed-documents';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import { customer, seedCustomer } from '../testing/seed-customer';
import OrderPage from './order-page';

const PROJECT = 'demo-customer-order-delivery';
vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject(
    'demo-customer-order-delivery',
  ),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));
// The page listens with the full SDK, here connected to the suite's emulator as Ada.
vi.mock('@groundtruth/firebase-web/live', async () =>
  (await import('@groundtruth/platform/testing/live-as')).liveAs('demo-customer-order-delivery', {
    uid: 'od-ada',
    role: 'customer',
    organization_id: 'od-org',
  }),
);

configure({ asyncUtilTimeout: 5_000 });

const project = ownProject(PROJECT);
const ada = customer('od-ada', 'od-org');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const at = (ms: number) => Timestamp.fromMillis(ms);
const openUrl = vi.fn();
const open = (id: string) =>
  renderScreen(<OrderPage openUrl={openUrl} />, {
    user: ada,
    path: paths.order,
    url: orderPath(id),
  });

const escrow = {
  paid_cents: 120_000,
  creator_payouts_cents: 40_000,
  fees_cents: 20_000,
  refunds_cents: 0,
};
const readyDelivery = {
  status: 'ready',
  export_ids: ['od-export-1', 'od-export-2'],
  requested_by: 'od-ada',
  requested_at: at(now - 2 * DAY),
  ready_at: at(now - 2 * DAY + HOUR),
  file_count: 40,
  total_bytes: 1_500_000_000,
  error: null,
};
const dispute = (resolution: Record<string, unknown> | null) => ({
  id: 'od-dispute-1',
  reason: 'Half of the clips are filmed in daylight, not at dinner time.',
  opened_by: 'od-ada',
  opened_at: at(now - DAY),
  resolution: resolution && {
    redo_count: 0,
    refund_cents: 0,
    resolved_by: 'admin-1',
    resolved_at: at(now - HOUR),
    ...resolution,
  },
});

beforeAll(async () => {
  const db = project.owner();
  await seedCustomer(db, ada, 'Acme Robotics');
  const batch = writeBatch(db);
  const order = (id: string, fields: Record<string, unknown>) =>
    batch.set(
      doc(db, 'dataset_orders', id),
      orderData({ organization_id: 'od-org', title: `Order ${id}`, escrow, ...fields }),
    );
  order('od-working', { status: 'in_progress', approved_count: 40 });
  order('od-nothing', { status: 'in_progress', approved_count: 0 });
  order('od-preparing', {
    status: 'in_progress',
    approved_count: 40,
    delivery: {
      status: 'preparing',
      export_ids: ['od-export-1'],
      requested_by: 'od-ada',
      requested_at: at(now - HOUR),
    },
  });
  order('od-failed', {
    status: 'in_progress',
    approved_count: 40,
    delivery: { ...readyDelivery, status: 'failed', error: 'The export ran out of time' },
  });
  order('od-delivered', {
    status: 'delivered',
    approved_count: 40,
    delivery: readyDelivery,
    delivered_at: at(now - 2 * DAY),
    accept_by: at(now + 12 * DAY + HOUR),
  });
  order('od-last-hours', {
    status: 'delivered',
    approved_count: 40,
    delivery: { ...readyDelivery, export_ids: ['od-export-9'] },
    delivered_at: at(now - 14 * DAY + 3 * HOUR),
    accept_by: at(now + 3 * HOUR + 60_000),
  });
  order('od-accepted', {
    status: 'accepted',
    approved_count: 40,
    delivery: readyDelivery,
    delivered_at: at(now - 5 * DAY),
    accepted_at: at(new Date(2026, 11, 3, 12).getTime()),
    accepted_by: 'od-ada',
    escrow: { ...escrow, refunds_cents: 60_000 },
  });
  order('od-disputed', {
    status: 'disputed',
    approved_count: 40,
    delivery: readyDelivery,
    delivered_at: at(now - 2 * DAY),
    dispute: dispute(null),
  });
  order('od-refunded', {
    status: 'accepted',
    approved_count: 40,
    delivery: readyDelivery,
    accepted_at: at(now - HOUR),
    dispute: dispute({
      kind: 'refund',
      refund_cents: 12_000,
      note: 'Sorry for the daylight clips.',
    }),
    escrow: { ...escrow, refunds_cents: 60_000 },
  });
  order('od-redo', {
    status: 'in_progress',
    approved_count: 40,
    dispute: dispute({ kind: 'redo', redo_count: 5, note: 'We collect five more at dinner.' }),
  });
  await batch.commit();
});

afterAll(() => project.close());

beforeEach(() => {
  callMock.mockReset();
  openUrl.mockReset();
  project.actAs(ada);
});

const region = (name: string) => screen.findByRole('region', { name });
const facts = (part: HTMLElement) =>
  within(part)
    .getAllByRole('term')
    .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`);

describe('Delivering an order', () => {
  it('should ask before delivering what is approved now, saying the order ends there', async () => {
    callMock.mockResolvedValue({ orderId: 'od-working', exportIds: ['x'], status: 'preparing' });
    const user = userEvent.setup();
    open('od-working');
    const delivery = await region('Delivery');
    await user.click(within(delivery).getByRole('button', { name: 'Deliver now' }));
    let dialog = screen.getByRole('dialog', { name: 'Deliver this order now?' });
    expect(dialog).toHaveAccessibleDescription(/40 items approved so far, of the 100 ordered/);
    expect(dialog).toHaveAccessibleDescription(/The order ends there/);
    // Cancel is focused first: a stray Enter delivers nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callMock).not.toHaveBeenCalled();

    await user.click(within(delivery).getByRole('button', { name: 'Deliver now' }));
    dialog = screen.getByRole('dialog', { name: 'Deliver this order now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deliver now' }));
    expect(await screen.findByText(orderDeliveryMessages.deliveryQueued)).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(callables.deliverDatasetOrder, { orderId: 'od-working' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("should tell the server's refusal of a delivery in its words", async () => {
    callMock.mockRejectedValue(
      Object.assign(new Error(orderDeliveryMessages.nothingApproved), {
        code: 'functions/failed-precondition',
      }),
    );
    const user = userEvent.setup();
    open('od-working');
    await user.click(await screen.findByRole('button', { name: 'Deliver now' }));
    const dialog = screen.getByRole('dialog', { name: 'Deliver this order now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deliver now' }));
    const toasts = await screen.findByRole('list', { name: 'Error notifications' });
    expect(await within(toasts).findByText(orderDeliveryMessages.nothingApproved)).toBeVisible();
  });

  it('should offer no delivery before anything is approved', async () => {
    open('od-nothing');
    expect(await screen.findByRole('progressbar', { name: 'Approved items' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Deliver now' })).toBeNull();
  });

  it('should say the dataset is being prepared while the exports are written', async () => {
    open('od-preparing');
    const delivery = await region('Delivery');
    expect(within(delivery).getByText(/Your dataset is being prepared/)).toBeVisible();
    expect(within(delivery).queryByRole('button')).toBeNull();
  });

  it('should say a delivery failed and offer Deliver now again', async () => {
    open('od-failed');
    const delivery = await region('Delivery');
    expect(within(delivery).getByRole('alert')).toHaveTextContent(/Preparing the delivery failed/);
    expect(within(delivery).getByRole('button', { name: 'Deliver now' })).toBeEnabled();
  });
});

describe('A delivered order', () => {
  it('should show the delivery with a Download per export and the days left', async () => {
    open('od-delivered');
    const delivery = await region('Delivery');
    expect(facts(delivery)).toContain('Downloads: 40 files, 1.5 GB');
    const downloads = within(delivery).getByRole('list', { name: 'Downloads' });
    expect(
      within(downloads)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Download part 1 of 2', 'Download part 2 of 2']);
    expect(within(delivery).getByText('12 days left to accept or report a problem')).toBeVisible();
    expect(within(delivery).getByRole('button', { name: 'Accept delivery' })).toBeEnabled();
    expect(within(delivery).getByRole('button', { name: 'Report a problem' })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('should send the browser to the signed link of the export downloaded', async () => {
    callMock.mockResolvedValue({
      url: 'https://storage.example/signed/od-export-2.zip',
      expiresAt: new Date(now + HOUR).toISOString(),
    });
    const user = userEvent.setup();
    open('od-delivered');
    await user.click(await screen.findByRole('button', { name: 'Download part 2 of 2' }));
    await waitFor(() =>
      expect(openUrl).toHaveBeenCalledWith('https://storage.example/signed/od-export-2.zip'),
    );
    expect(callMock).toHaveBeenCalledWith(callables.orderDeliveryLink, {
      orderId: 'od-delivered',
      exportId: 'od-export-2',
    });
  });

  it('should name one download Download, and count the last hours', async () => {
    open('od-last-hours');
    const delivery = await region('Delivery');
    expect(within(delivery).getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(within(delivery).getByText('3 hours left to accept or report a problem')).toBeVisible();
  });

  it('should accept the delivery once confirmed', async () => {
    callMock.mockResolvedValue({ orderId: 'od-delivered', status: 'accepted' });
    const user = userEvent.setup();
    open('od-delivered');
    await user.click(await screen.findByRole('button', { name: 'Accept delivery' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this delivery?' });
    expect(dialog).toHaveAccessibleDescription(/whatever the escrow still holds is refunded/);
    await user.click(within(dialog).getByRole('button', { name: 'Accept delivery' }));
    expect(await screen.findByText(orderDeliveryMessages.acceptedTitle)).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(callables.acceptDatasetOrder, {
      orderId: 'od-delivered',
    });
  });

  it('should check the reason of a problem in place before sending it', async () => {
    callMock.mockResolvedValue({ orderId: 'od-delivered', status: 'disputed' });
    const user = userEvent.setup();
    open('od-delivered');
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: 'Report a problem' });
    const reason = within(form).getByRole('textbox', { name: /What is wrong/ });
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(reason).toHaveAccessibleDescription(/at least 10 characters/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, '   too short  ');
    expect(reason).toHaveAccessibleDescription(/at least 10 characters/);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(callMock).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.type(reason, '  Half the clips are in daylight.  ');
    expect(reason).not.toHaveAccessibleDescription(/at least 10 characters/);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(orderDeliveryMessages.disputedTitle)).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(callables.disputeDatasetOrder, {
      orderId: 'od-delivered',
      reason: 'Half the clips are in daylight.',
    });
  });

  it('should refuse a reason over 2,000 characters, and Cancel the form', async () => {
    const user = userEvent.setup();
    open('od-delivered');
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const reason = screen.getByRole('textbox', { name: /What is wrong/ });
    await user.click(reason);
    await user.paste('x'.repeat(2_001));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(reason).toHaveAccessibleDescription(/Keep it under 2000 characters/);
    expect(callMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Report a problem' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report a problem' })).toBeVisible();
  });

  it("should tell the server's refusal of a dispute in its words", async () => {
    callMock.mockRejectedValue(
      Object.assign(new Error(orderDeliveryMessages.disputeWindowClosed), {
        code: 'functions/failed-precondition',
      }),
    );
    const user = userEvent.setup();
    open('od-delivered');
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    await user.type(screen.getByRole('textbox', { name: /What is wrong/ }), 'It is all wrong.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const toasts = await screen.findByRole('list', { name: 'Error notifications' });
    expect(
      await within(toasts).findByText(orderDeliveryMessages.disputeWindowClosed),
    ).toBeVisible();
  });
});

describe('The end of an order', () => {
  it('should show when an accepted order was accepted and its final escrow', async () => {
    open('od-accepted');
    const delivery = await region('Delivery');
    expect(within(delivery).getByText(/Accepted on/)).toHaveTextContent(/Dec.* 3, 2026/);
    expect(within(delivery).queryByRole('button', { name: 'Accept delivery' })).toBeNull();
    expect(facts(await region('Escrow'))).toEqual([
      'Paid: $1,200.00',
      'Spent on creators: $400.00',
      'Platform fee: $200.00',
      'Refunded: $600.00',
      'Still held: $0.00',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('should show an open dispute with its reason and that the team is on it', async () => {
    open('od-disputed');
    const part = await region('Problem reported');
    expect(within(part).getByText(/Half of the clips are filmed in daylight/)).toBeVisible();
    expect(within(part).getByText('Our team is looking into it')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept delivery' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download part 1 of 2' })).toBeEnabled();
  });

  it('should show how a dispute was resolved: a refund, or more items', async () => {
    open('od-refunded');
    const part = await region('Problem reported');
    expect(
      within(part).getByText('Resolved: $120.00 refunded to your payment method.'),
    ).toBeVisible();
    expect(within(part).getByText('Sorry for the daylight clips.')).toBeVisible();
  });

  it('should show a redo resolution on the order in progress again', async () => {
    open('od-redo');
    const part = await region('Problem reported');
    expect(
      within(part).getByText('Resolved: we collect 5 more items at our cost and deliver again.'),
    ).toBeVisible();
    expect(within(part).getByText('We collect five more at dinner.')).toBeVisible();
  });
});
