// The staff's order queue against the emulator with the real rules, in a project of its own:
// submitted, funded, in-progress and delivered orders oldest first (no drafts), with the
// organisation, money and progress; Turn into tasks on a funded order for admins only, asked
// once more, then a link to Manage Tasks. convertOrderToTasks is a Cloud Function, not running
// here: `call` stands in for it (the functions project tests it, refusing support too).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, setDoc, writeBatch } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { orderMessages } from '@groundtruth/domain/dataset-orders';
import { paths } from '@groundtruth/domain/paths';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { orderData } from '@groundtruth/platform/testing/seed-documents';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import AdminOrdersPage from './admin-orders-page';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject('demo-staff-orders-queue'),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

configure({ asyncUtilTimeout: 5_000 });

const project = ownProject('demo-staff-orders-queue');
const admin = { uid: 'oq-admin', role: 'admin' as const, name: 'Ada Admin' };
const support = { uid: 'oq-support', role: 'support' as const, name: 'Sam Support' };
const path = paths.adminOrders;
const HOUR = 3_600_000;
const now = Date.now();
const ago = (hours: number) => Timestamp.fromMillis(now - hours * HOUR);

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
  const order = (id: string, fields: Record<string, unknown> & { title: string }) =>
    batch.set(
      doc(db, 'dataset_orders', id),
      orderData({ organization_id: 'oq-org-acme', organization_name: 'Acme Robotics', ...fields }),
    );
  order('oq-funded', {
    title: 'Hands folding laundry',
    status: 'funded',
    quantity: 300,
    payout_per_item_cents: 1250,
    quote: { creator_pay_cents: 375_000, fee_bps: 2_000, fee_cents: 75_000, total_cents: 450_000 },
    created_at: ago(30),
  });
  order('oq-submitted', { title: 'Streets after rain', status: 'submitted', created_at: ago(40) });
  order('oq-working', {
    title: 'Kitchens at dinner time',
    status: 'in_progress',
    approved_count: 12,
    task_ids: ['t1', 't2'],
    organization_name: 'Other Labs',
    created_at: ago(20),
  });
  order('oq-draft', { title: 'A draft nobody submitted', created_at: ago(50) });
  order('oq-delivered', { title: 'Delivered long ago', status: 'delivered', created_at: ago(60) });
  await batch.commit();
});

afterAll(() => project.close());

beforeEach(() => {
  callMock.mockReset();
  project.actAs(admin);
});

const card = (name: string) => screen.findByRole('listitem', { name });

describe('Orders (staff)', () => {
  it('should list the orders being worked on oldest first, with their figures', async () => {
    renderScreen(<AdminOrdersPage />, { user: admin, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect(screen.getByText('Loading orders')).toBeInTheDocument();
    const funded = await card('Hands folding laundry');
    const facts = within(funded)
      .getAllByRole('term')
      .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`);
    expect(facts).toEqual(
      expect.arrayContaining([
        'Organisation: Acme Robotics',
        'Items: 300',
        'Pay per item: $12.50',
        'Total: $4,500.00',
        'Approved: 0 / 300',
      ]),
    );
    expect(within(funded).getByText('Funded')).toBeVisible();
    const working = await card('Kitchens at dinner time');
    expect(within(working).getByText('In progress')).toBeVisible();
    expect(within(working).getByText('12 / 100')).toBeVisible();
    expect(within(working).getByText('2 tasks made')).toBeVisible();

    const titles = within(screen.getByRole('list', { name: 'Orders' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Delivered long ago',
      'Streets after rain',
      'Hands folding laundry',
      'Kitchens at dinner time',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('should let an admin turn a funded order into tasks, asking first, then link to Manage Tasks', async () => {
    callMock.mockResolvedValue({ orderId: 'oq-funded', taskIds: ['n1', 'n2', 'n3'] });
    const user = userEvent.setup();
    renderScreen(<AdminOrdersPage />, { user: admin, path });
    const funded = await card('Hands folding laundry');
    // Only the funded order can be turned into tasks.
    expect(
      within(await card('Streets after rain')).queryByRole('button', { name: 'Turn into tasks' }),
    ).toBeNull();
    expect(
      within(await card('Kitchens at dinner time')).queryByRole('button', {
        name: 'Turn into tasks',
      }),
    ).toBeNull();

    const count = within(funded).getByRole('textbox', { name: /^Tasks/ });
    expect(count).toHaveValue('1');
    const minutes = within(funded).getByRole('textbox', { name: /^Minutes per item/ });
    await user.clear(count);
    await user.type(count, '0');
    await user.click(within(funded).getByRole('button', { name: 'Turn into tasks' }));
    expect(count).toHaveAccessibleDescription(/Tasks must be a whole number from 1 to 20/);
    // Without an estimate the tasks could never be published.
    expect(minutes).toHaveAccessibleDescription(/Minutes per item must be a whole number/);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(count);
    await user.type(count, '3');
    await user.type(minutes, '25');
    await user.click(within(funded).getByRole('button', { name: 'Turn into tasks' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn this order into tasks?' });
    expect(dialog).toHaveAccessibleDescription(
      /3 draft tasks will be made from "Hands folding laundry"/,
    );
    expect(callMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Turn into tasks' }));

    expect(await screen.findByRole('link', { name: 'Open Manage Tasks' })).toHaveAttribute(
      'href',
      paths.adminTasks,
    );
    expect(callMock).toHaveBeenCalledWith(callables.convertOrderToTasks, {
      orderId: 'oq-funded',
      taskCount: 3,
      estimatedMinutes: 25,
    });
    expect(screen.getAllByText('3 draft tasks made').length).toBeGreaterThanOrEqual(1);
  });

  it("should show the function's refusal in its words", async () => {
    callMock.mockRejectedValue(
      Object.assign(new Error(orderMessages.notFunded), { code: 'functions/failed-precondition' }),
    );
    const user = userEvent.setup();
    renderScreen(<AdminOrdersPage />, { user: admin, path });
    const funded = await card('Hands folding laundry');
    await user.type(within(funded).getByRole('textbox', { name: /^Minutes per item/ }), '25');
    await user.click(within(funded).getByRole('button', { name: 'Turn into tasks' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn this order into tasks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn into tasks' }));
    const toasts = await screen.findByRole('list', { name: 'Error notifications' });
    expect(await within(toasts).findByText(orderMessages.notFunded)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open Manage Tasks' })).toBeNull();
  });

  it('should let support follow the queue without Turn into tasks', async () => {
    project.actAs(support);
    renderScreen(<AdminOrdersPage />, { user: support, path });
    const funded = await card('Hands folding laundry');
    expect(within(funded).queryByRole('button', { name: 'Turn into tasks' })).toBeNull();
    expect(within(funded).queryByRole('textbox', { name: /^Tasks/ })).toBeNull();
  });

  it('should say there are no orders to work on when there are none', async () => {
    const empty = 'demo-staff-orders-queue-empty';
    await setDoc(doc(project.owner(empty), 'users', admin.uid), {
      name: admin.name,
      email: 'oq-admin@groundtruth.local',
      role: 'admin',
      status: 'active',
      created_at: ago(1),
    });
    project.actAs(admin, empty);
    renderScreen(<AdminOrdersPage />, { user: admin, path });
    expect(await screen.findByText('No orders to work on')).toBeVisible();
  });

  it('should say it failed to load orders, with Retry, when the read is refused', async () => {
    // A staff claim without an active staff record: the rules refuse the read.
    project.actAs({ uid: 'oq-demoted', role: 'admin' });
    renderScreen(<AdminOrdersPage />, { user: { uid: 'oq-demoted', role: 'admin' }, path });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load orders');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
