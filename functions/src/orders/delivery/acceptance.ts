/**
 * A delivered order's end, decided by its customer: acceptDatasetOrder (the order is accepted
 * and what is left in escrow goes back to them, refunds.ts) or disputeDatasetOrder (until
 * `accept_by`, with a reason; an admin resolves it, resolve-dispute.ts). Nobody answering by
 * `accept_by` is an acceptance too: autoAcceptDeliveries (jobs.ts) accepts as the system. Every
 * acceptance closes the order's tasks still open (order-tasks.ts) in its own transaction.
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
import { readOrganizationCustomers, tellOrganization } from '../order-notices';
import { readOrderTasksClose, type OrderTasksClose } from './order-tasks';
import { refundUnspentLater } from './refunds';

/** What an acceptance reads before it writes: whom it tells, and the order's tasks to close. */
export interface OrderEnding {
  recipients: Recipient[];
  tasks: OrderTasksClose;
}

/** Reads, in `tx`, what accepting `order` needs (acceptOrder's `ending`). */
export async function readOrderEnding(
  tx: Transaction,
  order: WithId<DatasetOrder>,
): Promise<OrderEnding> {
  const [recipients, tasks] = await Promise.all([
    readOrganizationCustomers(tx, order.organization_id),
    readOrderTasksClose(tx, order),
  ]);
  return { recipients, tasks };
}

/**
 * Writes `order`'s acceptance by `actor` in `tx` (after its reads, `ending` among them):
 * accepted, due the refund of its unspent escrow, and its open tasks closed.
 */
export function acceptOrder(
  tx: Transaction,
  order: WithId<DatasetOrder>,
  actor: Actor,
  ending: OrderEnding,
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
  ending.tasks.write(actor);
  tellOrganization(tx, order, ending.recipients, {
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
      acceptOrder(tx, order, customer, await readOrderEnding(tx, order), new Date());
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
      const recipients = await readOrganizationCustomers(tx, order.organization_id);
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
      tellOrganization(tx, order, recipients, {
        kind: 'order_disputed',
        title: words.disputedTitle,
        body: words.disputedBody(order.title),
        occurrence: disputeId,
      });
      return { orderId, status: 'disputed' as const };
    });
  },
);
