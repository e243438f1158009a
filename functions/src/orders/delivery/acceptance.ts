/**
 * A delivered order's end, decided by its customer: acceptDatasetOrder (the order is accepted
 * and what is left in escrow goes back to them, refunds.ts) or disputeDatasetOrder (until
 * `accept_by`, with a reason; an admin resolves it, resolve-dispute.ts). Nobody answering by
 * `accept_by` is an acceptance too: autoAcceptDeliveries (jobs.ts) accepts as the system.
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import type { WithId } from '@groundtruth/domain/converter';
import { escrowBalanceOf, type DatasetOrder } from '@groundtruth/domain/dataset-orders';
import {
  SYSTEM_ACCEPTANCE,
  orderDeliveryMessages as words,
} from '@groundtruth/domain/order-delivery';
import { writeAudit, type Actor } from '../../core/audit';
import { callable, transaction } from '../../core/callable';
import { requireUid } from '../../core/caller';
import { fail } from '../../core/errors';
import type { Recipient } from '../../mail/notify';
import { datasetOrders } from '../../repos/dataset-orders';
import { readCustomer, readOwnOrder } from '../customer';
import { readOrderCustomer, tellCustomer } from './notices';
import { refundUnspentLater } from './refunds';

/**
 * Writes `order`'s acceptance by `actor` in `tx` (after its reads, the customer's among them):
 * accepted, and due the refund of its unspent escrow.
 */
export function acceptOrder(
  tx: Transaction,
  order: WithId<DatasetOrder>,
  actor: Actor,
  recipient: Recipient,
  now: Date,
): void {
  const bySystem = actor.uid.startsWith('system:');
  datasetOrders.update(tx, order.id, {
    status: 'accepted',
    accepted_at: Timestamp.fromDate(now),
    accepted_by: bySystem ? SYSTEM_ACCEPTANCE : actor.uid,
    unspent_refund_due: escrowBalanceOf(order.escrow) > 0,
    updated_at: FieldValue.serverTimestamp(),
  });
  writeAudit(tx, actor, 'accept_dataset_order', collections.datasetOrders, order.id, {
    unspent_cents: escrowBalanceOf(order.escrow),
  });
  tellCustomer(tx, order, recipient, {
    kind: 'order_accepted',
    title: words.acceptedTitle,
    body: bySystem ? words.autoAcceptedBody(order.title) : words.acceptedBody(order.title),
    occurrence: 'accepted',
  });
}

export const acceptDatasetOrder = callable(
  callables.acceptDatasetOrder,
  async ({ orderId }, request) => {
    const uid = requireUid(request);
    await transaction(async (tx) => {
      const customer = await readCustomer(tx, uid);
      const order = await readOwnOrder(tx, orderId, customer);
      if (order.status === 'accepted') return; // a retry
      if (order.status !== 'delivered') throw fail.precondition(words.notDelivered);
      acceptOrder(tx, order, customer, await readOrderCustomer(tx, order), new Date());
    });
    await refundUnspentLater(orderId);
    return { orderId, status: 'accepted' as const };
  },
);

export const disputeDatasetOrder = callable(
  callables.disputeDatasetOrder,
  async ({ orderId, reason }, request) => {
    const uid = requireUid(request);
    return transaction(async (tx) => {
      const customer = await readCustomer(tx, uid);
      const order = await readOwnOrder(tx, orderId, customer);
      if (order.status !== 'delivered') throw fail.precondition(words.notDelivered);
      const now = Date.now();
      if (!order.accept_by || order.accept_by.toMillis() < now)
        throw fail.precondition(words.disputeWindowClosed);
      const recipient = await readOrderCustomer(tx, order);
      const disputeId = `${orderId}-${now.toString(36)}`;
      datasetOrders.update(tx, orderId, {
        status: 'disputed',
        dispute: {
          id: disputeId,
          reason,
          opened_by: uid,
          opened_at: Timestamp.fromMillis(now),
          resolution: null,
        },
        updated_at: FieldValue.serverTimestamp(),
      });
      writeAudit(tx, customer, 'dispute_dataset_order', collections.datasetOrders, orderId, {
        dispute_id: disputeId,
        reason,
      });
      tellCustomer(tx, order, recipient, {
        kind: 'order_disputed',
        title: words.disputedTitle,
        body: words.disputedBody(order.title),
        occurrence: disputeId,
      });
      return { orderId, status: 'disputed' as const };
    });
  },
);
