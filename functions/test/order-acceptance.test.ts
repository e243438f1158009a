/**
 * A delivered dataset order's end: acceptDatasetOrder and disputeDatasetOrder (customers of the
 * order's organisation, within ORDER_ACCEPTANCE_DAYS), autoAcceptDeliveries (the system, after
 * them), resolveOrderDispute (admins: more items at the platform's cost, or a refund through the
 * payment provider), and the refund of the escrow left when the order ends. After every story
 * the order's escrow equals a recount of its ledger, and an ended order's balance is zero.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import {
  SYSTEM_ACCEPTANCE,
  orderDeliveryMessages as words,
} from '@groundtruth/domain/order-delivery';
import { orderStepMessages as steps } from '@groundtruth/domain/order-notices';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { autoAcceptDeliveries, deliverFilledOrders } from '../src/orders/delivery/jobs';
import { auditEntries, expectAudit } from '../testing/audit';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { newTask } from '../testing/flows';
import { DAY, runAt } from '../testing/jobs';
import {
  approveWork,
  delivered,
  entriesOf,
  expectEscrowRecounted,
  orderInProgress,
  runExports,
  sandboxRefundsOf,
} from '../testing/order-delivery';
import {
  expectOrderNotices,
  fundedOrder,
  newCustomer,
  newOrganization,
  orderForm,
  readOrder,
} from '../testing/orders';
import { BUCKET } from '../testing/stack';
import { tempDir } from '../testing/temp-dirs';

process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;
process.env.GROUNDTRUTH_DEV_KEYS_DIR = tempDir('gt-order-acceptance-keys-');

const REASON = 'Half the clips are out of focus.';

let customer: Member;
let colleague: Member;
let otherCustomer: Member;
let creator: Member;
let support: Member;
let adminUser: Member;

beforeAll(async () => {
  const [orgId, otherOrg] = await Promise.all([
    newOrganization('Tyrell Imaging'),
    newOrganization('Wayne Data'),
  ]);
  [customer, colleague, otherCustomer, creator, support, adminUser] = await Promise.all([
    newCustomer(orgId),
    newCustomer(orgId, 'Cal Colleague'),
    newCustomer(otherOrg, 'Olive Other'),
    newCreator('acceptance-creator'),
    newStaff('support'),
    newStaff('admin'),
  ]);
});

/** A delivered order of 2 items at $12.00 with one approved (the customer asked early). */
async function deliveredOrder(now?: number) {
  const made = await orderInProgress(customer, adminUser, { quantity: 2 });
  await approveWork(adminUser, made.taskId, 1);
  const { order } = await delivered(customer, made.orderId, now);
  expect(order.status).toBe('delivered');
  return made;
}

/**
 * Asserts the order's tasks are closed as staff close one (their slot shards too), each audited
 * once by `actorId` naming the order, and that no creator can take one up any more.
 */
async function expectTasksClosed(orderId: string, actorId: string) {
  const { task_ids: taskIds } = await readOrder(orderId);
  expect(taskIds.length).toBeGreaterThan(0);
  for (const taskId of taskIds) {
    const task = await admin.db().doc(`tasks/${taskId}`).get();
    expect(task.get('status')).toBe('closed');
    const shards = await admin.db().collection(`tasks/${taskId}/slots`).get();
    expect(shards.size).toBe(task.get('slot_shards'));
    for (const shard of shards.docs) expect(shard.get('closed')).toBe(true);
    const closes = (await auditEntries(taskId)).filter(
      (entry) => entry.action === 'set_task_status' && entry.details?.to === 'closed',
    );
    expect(closes).toEqual([
      expect.objectContaining({
        actor_id: actorId,
        details: { from: 'published', to: 'closed', order_id: orderId },
      }),
    ]);
    expect(
      await (await newCreator('late-creator')).callError(callables.acceptTask, { taskId }),
    ).toMatchObject({ code: 'failed-precondition', message: serverMessages.taskNotPublished });
  }
}

/** A delivered order disputed by the customer; its dispute's id. */
async function disputedOrder() {
  const made = await deliveredOrder();
  await customer.call(callables.disputeDatasetOrder, { orderId: made.orderId, reason: REASON });
  return { ...made, disputeId: (await readOrder(made.orderId)).dispute!.id };
}

describe(callables.acceptDatasetOrder.name, () => {
  it('should accept for a customer of the organisation and refund the unspent escrow once', async () => {
    const { orderId, taskId } = await deliveredOrder();
    // Work approved after the delivery is in no delivery the customer took: the platform pays it.
    const escrowDelivered = (await readOrder(orderId)).escrow;
    await approveWork(adminUser, taskId, 1);
    expect(await readOrder(orderId)).toMatchObject({
      approved_count: 2,
      platform_cost_count: 1,
      platform_cost_cents: 1_200,
      escrow: escrowDelivered,
    });
    for (const who of [otherCustomer, creator, support, adminUser])
      expect(await who.callError(callables.acceptDatasetOrder, { orderId })).toMatchObject({
        code: 'permission-denied',
      });
    expect(
      await anonymousClient().callError(callables.acceptDatasetOrder, { orderId }),
    ).toMatchObject({ code: 'unauthenticated' });
    expect(await colleague.call(callables.acceptDatasetOrder, { orderId })).toEqual({
      orderId,
      status: 'accepted',
    });
    // A retry changes nothing.
    await colleague.call(callables.acceptDatasetOrder, { orderId });
    const order = await readOrder(orderId);
    expect(order).toMatchObject({
      status: 'accepted',
      accepted_by: colleague.uid,
      unspent_refund_due: false,
    });
    await expectAudit('accept_dataset_order', orderId, colleague.uid);
    // One item of two was approved: the other's $12.00 goes back, once.
    expect(await entriesOf(orderId, 'refund')).toEqual({
      [`refund_unspent_${orderId}`]: expect.objectContaining({ amount_cents: 1_200 }),
    });
    expect(await sandboxRefundsOf(orderId)).toEqual([
      expect.objectContaining({ amount_cents: 1_200 }),
    ]);
    await expectAudit('refund_dataset_order', orderId, SYSTEM_ACTOR.uid);
    expect(await expectEscrowRecounted(orderId)).toBe(0);
    // Accepted: told to every customer of the organisation, once each.
    await expectOrderNotices(orderId, 'order_accepted', [customer, colleague], {
      title: words.acceptedTitle,
      body: words.acceptedBody(orderForm().title),
    });
    // The refund of what was left is e-mailed to the organisation's customers, once.
    await expectOrderNotices(orderId, 'order_refunded', [customer, colleague], {
      title: steps.refundedTitle,
      body: steps.refundedBody(orderForm().title, '$12.00'),
    });
    // Its task is closed, by the customer who accepted.
    await expectTasksClosed(orderId, colleague.uid);
  });

  it('should refuse an order that is not delivered', async () => {
    const { orderId } = await orderInProgress(customer, adminUser);
    expect(await customer.callError(callables.acceptDatasetOrder, { orderId })).toMatchObject({
      code: 'failed-precondition',
      message: words.notDelivered,
    });
  });
});

describe(callables.disputeDatasetOrder.name, () => {
  it('should open a dispute within the acceptance days for a customer of the organisation', async () => {
    const { orderId } = await deliveredOrder();
    expect(
      await customer.callError(callables.disputeDatasetOrder, { orderId, reason: 'Bad.' }),
    ).toMatchObject({ code: 'invalid-argument' });
    for (const who of [otherCustomer, creator, adminUser])
      expect(
        await who.callError(callables.disputeDatasetOrder, { orderId, reason: REASON }),
      ).toMatchObject({ code: 'permission-denied' });
    expect(await customer.call(callables.disputeDatasetOrder, { orderId, reason: REASON })).toEqual(
      { orderId, status: 'disputed' },
    );
    expect(await readOrder(orderId)).toMatchObject({
      status: 'disputed',
      dispute: { reason: REASON, opened_by: customer.uid, resolution: null },
    });
    await expectAudit('dispute_dataset_order', orderId, customer.uid);
    await expectOrderNotices(orderId, 'order_disputed', [customer, colleague], {
      title: words.disputedTitle,
      body: words.disputedBody(orderForm().title),
    });
    // Disputed: neither accepted nor disputed again by the customer.
    expect(await customer.callError(callables.acceptDatasetOrder, { orderId })).toMatchObject({
      code: 'failed-precondition',
      message: words.notDelivered,
    });
  });

  it('should refuse a dispute once the acceptance days have passed', async () => {
    // Delivered fifteen days ago (the export job's clock then).
    const { orderId } = await deliveredOrder(Date.now() - 15 * DAY);
    expect(
      await customer.callError(callables.disputeDatasetOrder, { orderId, reason: REASON }),
    ).toMatchObject({ code: 'failed-precondition', message: words.disputeWindowClosed });
  });
});

describe(autoAcceptDeliveries.name, () => {
  it('should accept a delivery nobody answered after the acceptance days, and refund the rest', async () => {
    const { orderId } = await deliveredOrder();
    await runAt(autoAcceptDeliveries, Date.now() + 13 * DAY);
    expect((await readOrder(orderId)).status).toBe('delivered');
    await Promise.all([
      runAt(autoAcceptDeliveries, Date.now() + 15 * DAY),
      runAt(autoAcceptDeliveries, Date.now() + 15 * DAY),
    ]);
    expect(await readOrder(orderId)).toMatchObject({
      status: 'accepted',
      accepted_by: SYSTEM_ACCEPTANCE,
    });
    await expectAudit('accept_dataset_order', orderId, SYSTEM_ACTOR.uid);
    expect(Object.keys(await entriesOf(orderId, 'refund'))).toEqual([`refund_unspent_${orderId}`]);
    expect(await expectEscrowRecounted(orderId)).toBe(0);
    await expectTasksClosed(orderId, SYSTEM_ACTOR.uid);
    await expectOrderNotices(orderId, 'order_refunded', [customer, colleague], {
      title: steps.refundedTitle,
      body: steps.refundedBody(orderForm().title, '$12.00'),
    });
  });

  it('should close the draft task an order still had, and leave a closed one as it was', async () => {
    // Three tasks: one published with work, one never published, one staff closed already.
    const { orderId } = await fundedOrder(customer, { quantity: 3, payoutPerItemCents: 1_200 });
    const { taskIds } = await adminUser.call(callables.convertOrderToTasks, {
      orderId,
      taskCount: 3,
      estimatedMinutes: 10,
    });
    const [worked, draft, closed] = taskIds as [string, string, string];
    for (const taskId of [worked, closed])
      await adminUser.call(callables.setTaskStatus, { taskId, status: 'published' });
    await adminUser.call(callables.setTaskStatus, { taskId: closed, status: 'closed' });
    await approveWork(adminUser, worked, 1);
    await delivered(customer, orderId);
    await runAt(autoAcceptDeliveries, Date.now() + 15 * DAY);
    expect((await readOrder(orderId)).status).toBe('accepted');
    for (const [taskId, from] of [
      [worked, 'published'],
      [draft, 'draft'],
    ] as const) {
      expect((await admin.db().doc(`tasks/${taskId}`).get()).get('status')).toBe('closed');
      const [entry] = await expectAudit('set_task_status', taskId, SYSTEM_ACTOR.uid);
      expect(entry!.details).toEqual({ from, to: 'closed', order_id: orderId });
    }
    // Closed by staff before: not closed again.
    await expectAudit('set_task_status', closed, SYSTEM_ACTOR.uid, 0);
  });
});

describe(callables.resolveOrderDispute.name, () => {
  it('should let only admins resolve, and only a disputed order', async () => {
    const { orderId } = await disputedOrder();
    const redo = { orderId, resolution: 'redo', redoCount: 1, note: 'We will reshoot.' } as const;
    for (const who of [customer, creator, support])
      expect(await who.callError(callables.resolveOrderDispute, redo)).toMatchObject({
        code: 'permission-denied',
      });
    expect(
      await adminUser.callError(callables.resolveOrderDispute, {
        orderId,
        resolution: 'refund',
        note: 'No amount',
      }),
    ).toMatchObject({ code: 'invalid-argument' });
    const { orderId: undisputed } = await deliveredOrder();
    expect(
      await adminUser.callError(callables.resolveOrderDispute, { ...redo, orderId: undisputed }),
    ).toMatchObject({ code: 'failed-precondition', message: words.notDisputed });
  });

  it("should redo at the platform's cost: approvals past the quantity pay no creator from escrow", async () => {
    const { orderId, taskId } = await orderInProgress(customer, adminUser, { quantity: 1 });
    await approveWork(adminUser, taskId, 1);
    await runAt(deliverFilledOrders, Date.now());
    expect((await runExports(orderId)).status).toBe('delivered');
    await customer.call(callables.disputeDatasetOrder, { orderId, reason: REASON });
    const resolve = {
      orderId,
      resolution: 'redo',
      redoCount: 1,
      note: 'We will reshoot.',
    } as const;
    expect(await adminUser.call(callables.resolveOrderDispute, resolve)).toEqual({
      orderId,
      status: 'in_progress',
    });
    await adminUser.call(callables.resolveOrderDispute, resolve); // a retry
    await expectAudit('resolve_order_dispute', orderId, adminUser.uid);
    expect(await readOrder(orderId)).toMatchObject({
      status: 'in_progress',
      redo_count: 1,
      filled: false,
      delivery: null,
      dispute: { resolution: { kind: 'redo', redo_count: 1 } },
    });
    expect(
      await adminUser.callError(callables.resolveOrderDispute, {
        orderId,
        resolution: 'refund',
        refundCents: 100,
        note: 'Changed our mind',
      }),
    ).toMatchObject({ code: 'failed-precondition', message: words.resolvedOtherwise });
    const escrowBefore = (await readOrder(orderId)).escrow;
    // The redo's task, as an admin adds one to the order (its quota is full).
    const redoTask = await newTask(adminUser, { payoutAmountCents: 1_200, quotaLimit: 1 });
    await admin.db().doc(`tasks/${redoTask}`).update({ order_id: orderId });
    const [redone] = await approveWork(adminUser, redoTask, 1);
    const order = await readOrder(orderId);
    expect(order).toMatchObject({
      approved_count: 2,
      platform_cost_count: 1,
      platform_cost_cents: 1_200,
      filled: true,
      escrow: escrowBefore,
    });
    expect((await entriesOf(orderId, 'creator_payout'))[`payout_${redone}`]).toBeUndefined();
    await runAt(deliverFilledOrders, Date.now());
    expect((await runExports(orderId)).status).toBe('delivered');
    await customer.call(callables.acceptDatasetOrder, { orderId });
    // Its one paid item was paid from escrow: nothing to refund, and the balance is zero.
    expect(await entriesOf(orderId, 'refund')).toEqual({});
    expect(await expectEscrowRecounted(orderId)).toBe(0);
  });

  it('should refund once when the resolution is sent twice at once, then the unspent rest', async () => {
    const { orderId, disputeId } = await disputedOrder();
    const refund = {
      orderId,
      resolution: 'refund',
      refundCents: 500,
      note: 'Five dollars back for the blur.',
    } as const;
    expect(
      await adminUser.callError(callables.resolveOrderDispute, { ...refund, refundCents: 1_201 }),
    ).toMatchObject({ code: 'failed-precondition', message: words.refundTooLarge });
    const answers = await Promise.all([
      adminUser.call(callables.resolveOrderDispute, refund),
      adminUser.call(callables.resolveOrderDispute, refund),
    ]);
    expect(answers).toEqual([
      { orderId, status: 'accepted' },
      { orderId, status: 'accepted' },
    ]);
    await adminUser.call(callables.resolveOrderDispute, refund); // a retry after
    expect(await entriesOf(orderId, 'refund')).toEqual({
      [`refund_${disputeId}`]: expect.objectContaining({ amount_cents: 500 }),
      [`refund_unspent_${orderId}`]: expect.objectContaining({ amount_cents: 700 }),
    });
    const refunds = (await sandboxRefundsOf(orderId)).map((r) => r.amount_cents as number);
    expect(refunds.sort((a, b) => a - b)).toEqual([500, 700]);
    expect(await readOrder(orderId)).toMatchObject({
      status: 'accepted',
      accepted_by: adminUser.uid,
    });
    await expectAudit('resolve_order_dispute', orderId, adminUser.uid);
    await expectAudit('refund_dataset_order', orderId, adminUser.uid);
    await expectOrderNotices(orderId, 'order_dispute_resolved', [customer, colleague], {
      title: words.refundTitle,
      body: words.refundBody(orderForm().title, '$5.00', refund.note),
    });
    expect(await expectEscrowRecounted(orderId)).toBe(0);
    // Ended by the refund: its task closed by the admin, once; the unspent rest e-mailed once.
    await expectTasksClosed(orderId, adminUser.uid);
    await expectOrderNotices(orderId, 'order_refunded', [customer, colleague], {
      title: steps.refundedTitle,
      body: steps.refundedBody(orderForm().title, '$7.00'),
    });
  });
});
