// The customer's overview against the emulator with the real rules, in a project of its own:
// the greeting with the organisation's name, the orders counted by state, New order, and the
// latest five orders with links; a new organisation's empty state.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Timestamp, doc, setDoc, writeBatch } from 'firebase/firestore/lite';
import type { OrderStatus } from '@groundtruth/domain/dataset-orders';
import { orderMessages } from '@groundtruth/domain/dataset-orders';
import { paths } from '@groundtruth/domain/paths';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { orderData } from '@groundtruth/platform/testing/seed-documents';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import { customer, seedCustomer } from '../testing/seed-customer';
import CustomerOverviewPage from './customer-overview-page';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject('demo-customer-overview'),
);

configure({ asyncUtilTimeout: 5_000 });

const project = ownProject('demo-customer-overview');
const ada = customer('ov-ada', 'ov-org-acme');
const other = customer('ov-otto', 'ov-org-other');
const path = paths.dashboard;
const now = Date.now();

// Newest first: the order of the array is the order of creation, latest last.
const statuses: OrderStatus[] = [
  'accepted',
  'delivered',
  'draft',
  'submitted',
  'funded',
  'in_progress',
  'in_progress',
];

beforeAll(async () => {
  const db = project.owner();
  await seedCustomer(db, ada, 'Acme Robotics');
  await seedCustomer(db, other, 'Other Labs');
  const batch = writeBatch(db);
  statuses.forEach((status, i) =>
    batch.set(
      doc(db, 'dataset_orders', `ov-order-${i}`),
      orderData({
        organization_id: ada.organization_id!,
        title: `Order ${i} (${status})`,
        status,
        created_at: Timestamp.fromMillis(now - (statuses.length - i) * 60_000),
      }),
    ),
  );
  // Another organisation's orders count for nobody here.
  for (const status of ['submitted', 'in_progress', 'delivered'] as const)
    batch.set(
      doc(db, 'dataset_orders', `ov-theirs-${status}`),
      orderData({ organization_id: other.organization_id!, title: `Theirs ${status}`, status }),
    );
  await batch.commit();
});

afterAll(() => project.close());

beforeEach(() => project.actAs(ada));

describe('Customer overview', () => {
  it('should greet the organisation, count its orders by state and list the latest', async () => {
    renderScreen(<CustomerOverviewPage />, { user: ada, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(await screen.findByText(/Welcome, Acme Robotics\./)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'New order' })[0]).toHaveAttribute(
      'href',
      paths.newOrder,
    );

    const counts = screen.getByRole('region', { name: 'Orders by state' });
    await waitFor(() =>
      expect(
        within(counts)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['3', '1', '1', '1']),
    );
    expect(within(counts).getByText('In progress')).toBeVisible();
    expect(within(counts).getByText('Awaiting payment')).toBeVisible();
    // A delivered order waits for the customer; an accepted one is done.
    expect(within(counts).getByText('Awaiting your acceptance')).toBeVisible();
    expect(within(counts).getByText('Accepted')).toBeVisible();

    const latest = await screen.findByRole('list', { name: 'Latest orders' });
    const titles = within(latest)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Order 6 (in_progress)',
      'Order 5 (in_progress)',
      'Order 4 (funded)',
      'Order 3 (submitted)',
      'Order 2 (draft)',
    ]);
    expect(within(latest).getByRole('link', { name: 'Order 4 (funded)' })).toHaveAttribute(
      'href',
      '/dashboard/order?id=ov-order-4',
    );
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', paths.orders);
    expect(await axeViolations()).toEqual([]);
  });

  it('should show zero counts and no orders yet for a new organisation', async () => {
    const empty = 'demo-customer-overview-empty';
    const newcomer = customer('ov-new', 'ov-org-new');
    await seedCustomer(project.owner(empty), newcomer, 'New Co');
    project.actAs(newcomer, empty);
    renderScreen(<CustomerOverviewPage />, { user: newcomer, path });
    expect(await screen.findByText(orderMessages.noOrders)).toBeVisible();
    expect(await screen.findByText(/Welcome, New Co\./)).toBeVisible();
    const counts = screen.getByRole('region', { name: 'Orders by state' });
    await waitFor(() =>
      expect(
        within(counts)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['0', '0', '0', '0']),
    );
  });

  it('should say it failed to load orders, with Retry, when the reads are refused', async () => {
    // An account that is not a customer, though its record names an organisation: refused.
    const stranger = { uid: 'ov-stranger', role: 'creator' as const };
    await setDoc(doc(project.owner(), 'users', stranger.uid), {
      name: 'Stranger',
      email: 'ov-stranger@example.com',
      role: 'creator',
      status: 'active',
      organization_id: ada.organization_id,
      created_at: Timestamp.now(),
    });
    project.actAs(stranger);
    renderScreen(<CustomerOverviewPage />, { user: stranger, path });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load orders');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.queryByText(/Welcome/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Latest orders' })).toBeNull();
    expect(screen.queryByText('Loading orders')).toBeNull();
  });
});
