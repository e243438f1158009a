/**
 * A dataset order's delivery: deliverDatasetOrder (an admin, or a customer of the order's
 * organisation) queues one dataset export per task of the order, the export job writes them and
 * the order is delivered with ORDER_ACCEPTANCE_DAYS to answer; the job deliverFilledOrders
 * delivers an order whose approvals reached its quantity; orderDeliveryLink gives its people a
 * download link to their delivery's exports only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import {
  ORDER_ACCEPTANCE_DAYS,
  orderDeliveryMessages as words,
} from '@groundtruth/domain/order-delivery';
import { orderStepMessages as steps } from '@groundtruth/domain/order-notices';
import { verifyArchiveToken } from '../src/datasets/archive-link';
import { deliverFilledOrders } from '../src/orders/delivery/jobs';
import { expectAudit } from '../testing/audit';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { DAY, runAt } from '../testing/jobs';
import {
  approveWork,
  delivered,
  expectEscrowRecounted,
  orderInProgress,
  runExports,
} from '../testing/order-delivery';
import {
  expectOrderNotices,
  fundedOrder,
  newCustomer,
  newOrganization,
  orderForm,
  readOrder,
} from '../testing/orders';
import { newTask } from '../testing/flows';
import { BUCKET } from '../testing/stack';
import { tempDir } from '../testing/temp-dirs';

process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;
process.env.GROUNDTRUTH_DEV_KEYS_DIR = tempDir('gt-order-delivery-keys-');

let customer: Member;
let otherCustomer: Member;
let creator: Member;
let support: Member;
let adminUser: Member;
let suspended: Member;

beforeAll(async () => {
  const [orgId, otherOrg] = await Promise.all([
    newOrganization('Umbrella Vision'),
    newOrganization('Cyberdyne Data'),
  ]);
  [customer, otherCustomer, creator, support, adminUser, suspended] = await Promise.all([
    newCustomer(orgId),
    newCustomer(otherOrg, 'Olive Other'),
    newCreator('delivery-creator'),
    newStaff('support'),
    newStaff('admin'),
    newCustomer(orgId, 'Sus Pended'),
  ]);
  await admin.db().doc(`users/${suspended.uid}`).update({ status: 'suspended' });
});

describe(callables.deliverDatasetOrder.name, () => {
  it('should refuse an order not in progress, and one with nothing approved', async () => {
    const { orderId } = await fundedOrder(customer);
    expect(await customer.callError(callables.deliverDatasetOrder, { orderId })).toMatchObject({
      code: 'failed-precondition',
      message: words.notInProgress,
    });
    const started = await orderInProgress(customer, adminUser);
    expect(
      await adminUser.callError(callables.deliverDatasetOrder, { orderId: started.orderId }),
    ).toMatchObject({ code: 'failed-precondition', message: words.nothingApproved });
  });

  it('should refuse another organisation, a suspended customer, creators, support and the signed out', async () => {
    const { orderId, taskId } = await orderInProgress(customer, adminUser);
    await approveWork(adminUser, taskId, 1);
    for (const who of [otherCustomer, suspended, creator, support])
      expect(await who.callError(callables.deliverDatasetOrder, { orderId })).toMatchObject({
        code: 'permission-denied',
      });
    expect(
      await anonymousClient().callError(callables.deliverDatasetOrder, { orderId }),
    ).toMatchObject({ code: 'unauthenticated' });
    expect((await readOrder(orderId)).delivery ?? null).toBeNull();
  });

  it('should export each task for the customer who asks, and deliver once the exports are written', async () => {
    const { orderId, taskId } = await orderInProgress(customer, adminUser);
    await approveWork(adminUser, taskId, 1);
    const asked = await customer.call(callables.deliverDatasetOrder, { orderId });
    expect(asked).toEqual({ orderId, exportIds: [expect.any(String)], status: 'preparing' });
    // Asked again (by an admin, or a retry) while it is prepared: the same delivery.
    expect(await adminUser.call(callables.deliverDatasetOrder, { orderId })).toEqual(asked);
    expect(await readOrder(orderId)).toMatchObject({
      status: 'in_progress',
      delivery: { status: 'preparing', export_ids: asked.exportIds, requested_by: customer.uid },
    });
    await expectAudit('deliver_dataset_order', orderId, customer.uid);
    const order = await runExports(orderId);
    expect(order).toMatchObject({
      status: 'delivered',
      delivery: { status: 'ready', export_ids: asked.exportIds, file_count: 1 },
    });
    expect(order.accept_by!.toMillis() - order.delivered_at!.toMillis()).toBe(
      ORDER_ACCEPTANCE_DAYS * DAY,
    );
    await expectAudit('order_delivered', orderId, SYSTEM_ACTOR.uid);
    // Told to the organisation's active customers (not its suspended one), with the order's link.
    await expectOrderNotices(orderId, 'order_delivered', [customer], {
      title: words.deliveredTitle,
      body: words.deliveredBody(orderForm().title, ORDER_ACCEPTANCE_DAYS),
    });
    // Delivered: no second delivery.
    expect(await customer.callError(callables.deliverDatasetOrder, { orderId })).toMatchObject({
      code: 'failed-precondition',
      message: words.notInProgress,
    });
    expect(await expectEscrowRecounted(orderId)).toBe(1_200);
  });

  it('should export every task of an order split in several, one with nothing approved yet', async () => {
    const { orderId, taskIds } = await orderInProgress(customer, adminUser, { taskCount: 2 });
    await approveWork(adminUser, taskIds[0]!, 1);
    const { order, exportIds } = await delivered(adminUser, orderId);
    expect(exportIds).toHaveLength(2);
    expect(order).toMatchObject({
      status: 'delivered',
      delivery: { status: 'ready', file_count: 1 },
    });
  });

  it('should mark the delivery failed when an export fails, and let an admin deliver again', async () => {
    const { orderId, taskId } = await orderInProgress(customer, adminUser);
    await approveWork(adminUser, taskId, 1);
    const first = await adminUser.call(callables.deliverDatasetOrder, { orderId });
    await admin
      .db()
      .doc(`dataset_exports/${first.exportIds[0]}`)
      .update({ status: 'failed', error: 'A file was altered' });
    await runAt(deliverFilledOrders, Date.now());
    expect((await readOrder(orderId)).delivery).toMatchObject({
      status: 'failed',
      error: 'A file was altered',
    });
    await expectAudit('order_delivery_failed', orderId, SYSTEM_ACTOR.uid);
    // The organisation's active customers are told, once however often the job runs.
    await runAt(deliverFilledOrders, Date.now());
    await expectOrderNotices(orderId, 'order_delivery_failed', [customer], {
      title: steps.deliveryFailedTitle,
      body: steps.deliveryFailedBody(orderForm().title),
    });
    const again = await adminUser.call(callables.deliverDatasetOrder, { orderId });
    expect(again.exportIds).not.toEqual(first.exportIds);
    expect((await runExports(orderId)).status).toBe('delivered');
  });
});

describe(deliverFilledOrders.name, () => {
  it('should deliver an order once its approvals reach its quantity, as the system', async () => {
    const { orderId, taskId } = await orderInProgress(customer, adminUser, { quantity: 1 });
    const idle = await readOrder(orderId);
    expect(idle.filled ?? false).toBe(false);
    await approveWork(adminUser, taskId, 1);
    expect(await readOrder(orderId)).toMatchObject({ filled: true, approved_count: 1 });
    await Promise.all([
      runAt(deliverFilledOrders, Date.now()),
      runAt(deliverFilledOrders, Date.now()),
    ]);
    const order = await readOrder(orderId);
    expect(order.delivery).toMatchObject({
      status: 'preparing',
      requested_by: SYSTEM_ACTOR.uid,
      export_ids: [expect.any(String)],
    });
    await expectAudit('deliver_dataset_order', orderId, SYSTEM_ACTOR.uid);
    expect((await runExports(orderId)).status).toBe('delivered');
    // Every item was paid from escrow: nothing is left in it.
    expect(await expectEscrowRecounted(orderId)).toBe(0);
  });
});

describe(callables.orderDeliveryLink.name, () => {
  it("should link the order's people and staff to its exports only, audited", async () => {
    const { orderId, taskId } = await orderInProgress(customer, adminUser);
    await approveWork(adminUser, taskId, 1);
    const {
      exportIds: [exportId],
    } = await delivered(customer, orderId);
    for (const who of [customer, support]) {
      const { url } = await who.call(callables.orderDeliveryLink, {
        orderId,
        exportId: exportId!,
      });
      const token = new URL(url).searchParams.get('token');
      expect(verifyArchiveToken(token)).toEqual({ exportId, expired: false });
      const response = await fetch(url);
      expect(response.status).toBe(200);
    }
    await expectAudit('download_order_delivery', orderId, customer.uid);
    await expectAudit('download_order_delivery', orderId, support.uid);
    for (const who of [otherCustomer, creator])
      expect(
        await who.callError(callables.orderDeliveryLink, { orderId, exportId: exportId! }),
      ).toMatchObject({ code: 'permission-denied' });
    // An export that is not the order's (an admin's export of another task).
    const { exportId: foreign } = await adminUser.call(callables.exportDataset, {
      taskId: await newTask(adminUser, { title: 'Not the order' }),
    });
    expect(
      await customer.callError(callables.orderDeliveryLink, { orderId, exportId: foreign }),
    ).toMatchObject({ code: 'not-found', message: words.notInDelivery });
  });

  it('should refuse a delivery still being prepared', async () => {
    const { orderId, taskId } = await orderInProgress(customer, adminUser);
    await approveWork(adminUser, taskId, 1);
    const {
      exportIds: [exportId],
    } = await customer.call(callables.deliverDatasetOrder, { orderId });
    expect(
      await customer.callError(callables.orderDeliveryLink, { orderId, exportId: exportId! }),
    ).toMatchObject({ code: 'failed-precondition', message: words.exportNotReady });
  });
});
