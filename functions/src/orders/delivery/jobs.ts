/**
 * The delivery jobs (docs/architecture.md, Jobs):
 *
 * - deliverFilledOrders: an in-progress order whose approvals reached the quantity wanted
 *   (`filled`) and that has no delivery yet is delivered as deliverDatasetOrder delivers, by the
 *   system; and every delivery still preparing is settled (settle.ts), should the export job
 *   have stopped between finishing an export and telling its order.
 * - autoAcceptDeliveries: a delivered order nobody accepted or disputed by `accept_by` is
 *   accepted by the system, its open tasks closed (order-tasks.ts); and every ended order still
 *   due the refund of its unspent escrow is refunded (refunds.ts).
 *
 * Each order is re-read and re-checked in its own transaction, so two runs do nothing twice.
 */
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { orderDeliveryQueries } from '@groundtruth/domain/order-delivery';
import { transaction } from '../../core/callable';
import type { Job, JobReport } from '../../jobs/job';
import { forEachDue, runDeadline } from '../../jobs/pages';
import { datasetOrders } from '../../repos/dataset-orders';
import { acceptOrder, readOrderEnding } from './acceptance';
import { deliverOrder } from './deliver';
import { refundUnspent } from './refunds';
import { settleDelivery } from './settle';

const both = (a: JobReport, b: JobReport): JobReport => ({
  changed: a.changed + b.changed,
  skipped: a.skipped + b.skipped,
});

/** Delivers `orderId` if it filled and has no delivery; resolves whether it did. */
function deliverFilled(orderId: string, now: Date): Promise<boolean> {
  return transaction(async (tx) => {
    const order = await datasetOrders.get(tx, orderId);
    if (!order || order.status !== 'in_progress' || !order.filled || order.delivery) return false;
    await deliverOrder(tx, SYSTEM_ACTOR, order, now);
    return true;
  });
}

/** Accepts `orderId` for its customer if its acceptance period ended by `now`. */
async function acceptDue(orderId: string, now: Date): Promise<boolean> {
  const accepted = await transaction(async (tx) => {
    const order = await datasetOrders.get(tx, orderId);
    if (!order || order.status !== 'delivered') return false;
    if (!order.accept_by || order.accept_by.toMillis() > now.getTime()) return false;
    acceptOrder(tx, order, SYSTEM_ACTOR, await readOrderEnding(tx, order), now);
    return true;
  });
  if (accepted) await refundUnspent(orderId);
  return accepted;
}

export const deliverFilledOrders: Job = {
  name: 'deliverFilledOrders',
  everyMinutes: 5,
  localEverySeconds: 10,
  async run(now) {
    const deadline = runDeadline();
    const delivered = await forEachDue(
      'deliverFilledOrders',
      orderDeliveryQueries.filledOrders(),
      (doc) => deliverFilled(doc.id, now),
      { deadline },
    );
    const settled = await forEachDue(
      'deliverFilledOrders',
      orderDeliveryQueries.preparingDeliveries(),
      (doc) => settleDelivery(doc.id, now),
      { deadline },
    );
    return both(delivered, settled);
  },
};

export const autoAcceptDeliveries: Job = {
  name: 'autoAcceptDeliveries',
  everyMinutes: 24 * 60,
  localEverySeconds: 30,
  async run(now) {
    const deadline = runDeadline();
    const accepted = await forEachDue(
      'autoAcceptDeliveries',
      orderDeliveryQueries.dueAcceptances(now),
      (doc) => acceptDue(doc.id, now),
      { deadline },
    );
    const refunded = await forEachDue(
      'autoAcceptDeliveries',
      orderDeliveryQueries.unspentRefundsDue(),
      (doc) => refundUnspent(doc.id),
      { deadline },
    );
    return both(accepted, refunded);
  },
};
