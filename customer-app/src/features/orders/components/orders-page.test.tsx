// The customer's Orders page against the emulator with the real rules, in a project of its own:
// the organisation's orders newest first (never another organisation's), each row's status,
// progress, total and deadline, Load more, the empty state and a refused read.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, setDoc, writeBatch } from 'firebase/firestore/lite';
import { orderMessages } from '@groundtruth/domain/dataset-orders';
import { paths } from '@groundtruth/domain/paths';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { orderData } from '@groundtruth/platform/testing/seed-documents';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import { customer, seedCustomer } from '../testing/seed-customer';
import OrdersPage from './orders-page';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject(
    'demo-customer-orders-list',
  ),
);

configure({ asyncUtilTimeout: 5_000 });

const project = ownProject('demo-customer-orders-list');
const ada = customer('ol-ada', 'ol-org-acme');
const other = customer('ol-otto', 'ol-org-other');
const path = paths.orders;
const DAY = 24 * 3_600_000;
const now = Date.now();
const at = (ms: number) => Timestamp.fromMillis(ms);

beforeAll(async () => {
  const db = project.owner();
  await seedCustomer(db, ada, 'Acme Robotics');
  await seedCustomer(db, other, 'Other Labs');
  const batch = writeBatch(db);
  batch.set(
    doc(db, 'dataset_orders', 'ol-kitchens'),
    orderData({
      organization_id: ada.organization_id!,
      title: 'Kitchens at dinner time',
      status: 'in_progress',
      approved_count: 37,
      quantity: 200,
      quote: {
        creator_pay_cents: 250_000,
        fee_bps: 2_000,
        fee_cents: 50_000,
        total_cents: 300_000,
      },
      deadline: at(Date.UTC(2027, 2, 15, 12)),
      created_at: at(now - DAY),
    }),
  );
  batch.set(
    doc(db, 'dataset_orders', 'ol-streets'),
    orderData({
      organization_id: ada.organization_id!,
      title: 'Streets after rain',
      status: 'submitted',
      created_at: at(now - 2 * DAY),
    }),
  );
  // 20 older drafts: the first page ends before them.
  for (let i = 0; i < 20; i += 1)
    batch.set(
      doc(db, 'dataset_orders', `ol-draft-${String(i).padStart(2, '0')}`),
      orderData({
        organization_id: ada.organization_id!,
        title: `Draft ${String(i).padStart(2, '0')}`,
        created_at: at(now - (10 + i) * DAY),
      }),
    );
  batch.set(
    doc(db, 'dataset_orders', 'ol-theirs'),
    orderData({ organization_id: other.organization_id!, title: 'Not Acme’s order' }),
  );
  await batch.commit();
});

afterAll(() => project.close());

beforeEach(() => project.actAs(ada));

const row = (name: string) => screen.findByRole('listitem', { name });

describe('Orders', () => {
  it("should list the organisation's orders newest first with status, progress, total and deadline", async () => {
    renderScreen(<OrdersPage />, { user: ada, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect(screen.getByText('Loading orders')).toBeInTheDocument();
    const kitchens = await row('Kitchens at dinner time');
    expect(within(kitchens).getByText('In progress')).toBeVisible();
    expect(within(kitchens).getByText('37 / 200')).toBeVisible();
    expect(within(kitchens).getByText('$3,000.00')).toBeVisible();
    expect(within(kitchens).getByRole('time')).toHaveAttribute(
      'dateTime',
      new Date(Date.UTC(2027, 2, 15, 12)).toISOString(),
    );
    expect(within(kitchens).getByRole('link', { name: 'Kitchens at dinner time' })).toHaveAttribute(
      'href',
      '/dashboard/order?id=ol-kitchens',
    );
    const streets = await row('Streets after rain');
    expect(within(streets).getByText('Awaiting payment')).toBeVisible();
    expect(within(streets).getByText('$1,200.00')).toBeVisible();

    const titles = within(screen.getByRole('list', { name: 'Orders' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles.slice(0, 3)).toEqual([
      'Kitchens at dinner time',
      'Streets after rain',
      'Draft 00',
    ]);
    expect(titles).toHaveLength(20);
    expect(titles).not.toContain('Not Acme’s order');
    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute('href', paths.newOrder);
    expect(await axeViolations()).toEqual([]);
  });

  it('should page through with Load more', async () => {
    const user = userEvent.setup();
    renderScreen(<OrdersPage />, { user: ada, path });
    await row('Kitchens at dinner time');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await row('Draft 19');
    expect(
      within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem'),
    ).toHaveLength(22);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('should say there are no orders yet, with a New order link, when there are none', async () => {
    const empty = 'demo-customer-orders-list-empty';
    const newcomer = customer('ol-new', 'ol-org-new');
    await seedCustomer(project.owner(empty), newcomer, 'New Co');
    project.actAs(newcomer, empty);
    renderScreen(<OrdersPage />, { user: newcomer, path });
    expect(await screen.findByText(orderMessages.noOrders)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Orders' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'New order' }).length).toBeGreaterThanOrEqual(2);
  });

  it('should say it failed to load orders, with Retry, when the read is refused', async () => {
    // An account that is not a customer, though its record names an organisation: refused.
    const stranger = {
      uid: 'ol-stranger',
      role: 'creator' as const,
      organization_id: 'ol-org-acme',
    };
    await setDoc(doc(project.owner(), 'users', stranger.uid), {
      name: 'Stranger',
      email: 'stranger@example.com',
      role: 'creator',
      status: 'active',
      organization_id: 'ol-org-acme',
      created_at: Timestamp.now(),
    });
    project.actAs(stranger);
    renderScreen(<OrdersPage />, { user: stranger, path });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load orders');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Orders' })).toBeNull();
  });
});
