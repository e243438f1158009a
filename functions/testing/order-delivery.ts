/**
 * Dataset orders at their end in the tests: an order in progress with work approved through the
 * product (creators' submissions reviewed by an admin), its delivery's exports written by the
 * export job run here, and what the order's money and escrow look like afterwards.
 */
import { expect } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { escrowBalanceOf } from '@groundtruth/domain/dataset-orders';
import { exportDatasets } from '../src/datasets/export-datasets';
import { recountEscrow } from '../src/orders/ledger';
import { admin, newCreator, type Member } from './clients';
import { exportDoc } from './datasets';
import { submitted } from './flows';
import { runAt } from './jobs';
import { fundedOrder, readOrder } from './orders';

/** A funded order of `customer`'s, turned into `taskCount` published tasks by `adminUser`. */
export async function orderInProgress(
  customer: Member,
  adminUser: Member,
  { quantity = 2, payoutPerItemCents = 1_200, taskCount = 1 } = {},
) {
  const made = await fundedOrder(customer, { quantity, payoutPerItemCents });
  const { taskIds } = await adminUser.call(callables.convertOrderToTasks, {
    orderId: made.orderId,
    taskCount,
    estimatedMinutes: 10,
  });
  for (const taskId of taskIds)
    await adminUser.call(callables.setTaskStatus, { taskId, status: 'published' });
  return { ...made, taskId: taskIds[0]!, taskIds, payoutPerItemCents, quantity };
}

/** `count` new creators' submissions to `taskId`, approved by `adminUser`; their ids. */
export async function approveWork(adminUser: Member, taskId: string, count: number) {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const submissionId = await submitted(await newCreator('delivery'), taskId);
    await adminUser.call(callables.reviewSubmission, { submissionId, decision: 'approved' });
    ids.push(submissionId);
  }
  return ids;
}

/** Runs the export job at `now` until the order's delivery is no longer preparing. */
export async function runExports(orderId: string, now: number = Date.now()) {
  for (let i = 0; i < 20; i++) {
    await runAt(exportDatasets, now);
    if ((await readOrder(orderId)).delivery?.status !== 'preparing') break;
  }
  return readOrder(orderId);
}

/** `by` asks for the order's delivery and the exports run (at `now`); the order after. */
export async function delivered(by: Member, orderId: string, now?: number) {
  const { exportIds } = await by.call(callables.deliverDatasetOrder, { orderId });
  const order = await runExports(orderId, now);
  for (const id of exportIds) expect((await exportDoc(id)).order_id).toBe(orderId);
  return { order, exportIds };
}

/** Asserts the order's escrow totals equal a recount of its ledger; returns the balance. */
export async function expectEscrowRecounted(orderId: string): Promise<number> {
  const { escrow } = await readOrder(orderId);
  expect(await recountEscrow(orderId)).toEqual(escrow);
  return escrowBalanceOf(escrow);
}

/** The sandbox provider's refunds of `orderId` (keys start with the order's id). */
export async function sandboxRefundsOf(orderId: string) {
  const snap = await admin.db().collection('sandbox_refunds').get();
  return snap.docs.filter((doc) => doc.id.startsWith(`${orderId}_`)).map((doc) => doc.data());
}

/** The order's ledger entries of one kind. */
export async function entriesOf(orderId: string, kind: string) {
  const snap = await admin
    .db()
    .collection(`dataset_orders/${orderId}/ledger`)
    .where('kind', '==', kind)
    .get();
  return Object.fromEntries(snap.docs.map((doc) => [doc.id, doc.data()]));
}
