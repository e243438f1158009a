/**
 * A delivery's end: when the export job has finished an export of an order (complete or
 * failed), the order's delivery is settled in one transaction that reads the order and every
 * export of its delivery. All ready: the order is `delivered`, with `delivered_at` and
 * `accept_by` ORDER_ACCEPTANCE_DAYS later, and its customer told. One failed: the delivery is
 * `failed` with the export's error, and the organisation told (../order-notices.ts): an admin or
 * the customer may deliver again. Otherwise it waits. deliverFilledOrders also settles every
 * delivery still preparing, so an export job that stopped between an export and its order leaves
 * no order waiting.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { collections } from '@groundtruth/domain/collections';
import { datasetExportSchema } from '@groundtruth/domain/dataset-exports';
import {
  ORDER_ACCEPTANCE_DAYS,
  orderDeliveryMessages as words,
} from '@groundtruth/domain/order-delivery';
import { orderStepMessages } from '@groundtruth/domain/order-notices';
import { writeAudit } from '../../core/audit';
import { transaction } from '../../core/callable';
import { datasetExports } from '../../repos/dataset-exports';
import { datasetOrders } from '../../repos/dataset-orders';
import { readOrganizationCustomers, tellOrganization } from '../order-notices';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Settles `orderId`'s delivery at `now` if its exports are done; resolves whether it changed. */
export function settleDelivery(orderId: string, now: Date): Promise<boolean> {
  return transaction(async (tx) => {
    const order = await datasetOrders.get(tx, orderId);
    const delivery = order?.delivery;
    if (!order || order.status !== 'in_progress' || delivery?.status !== 'preparing') return false;
    const refs = delivery.export_ids.map((id) => datasetExports.ref(id));
    const snaps = refs.length ? await tx.getAll(...refs) : [];
    const exports = snaps.map((snap) =>
      snap.exists ? datasetExportSchema.parse(snap.data()) : null,
    );
    const failed = exports.find((doc) => !doc || doc.status === 'failed');
    if (failed !== undefined) {
      const error = failed?.error ?? 'An export of the delivery is missing';
      const recipients = await readOrganizationCustomers(tx, order.organization_id);
      datasetOrders.update(tx, orderId, {
        delivery: { ...delivery, status: 'failed', error },
        updated_at: FieldValue.serverTimestamp(),
      });
      writeAudit(tx, SYSTEM_ACTOR, 'order_delivery_failed', collections.datasetOrders, orderId, {
        export_ids: delivery.export_ids,
        error,
      });
      tellOrganization(tx, order, recipients, {
        kind: 'order_delivery_failed',
        title: orderStepMessages.deliveryFailedTitle,
        body: orderStepMessages.deliveryFailedBody(order.title),
        occurrence: delivery.export_ids[0] ?? String(now.getTime()),
      });
      return true;
    }
    if (!exports.every((doc) => doc?.status === 'complete')) return false;
    const recipients = await readOrganizationCustomers(tx, order.organization_id);
    const at = Timestamp.fromDate(now);
    const acceptBy = Timestamp.fromMillis(now.getTime() + ORDER_ACCEPTANCE_DAYS * DAY_MS);
    const sum = (pick: (doc: (typeof exports)[number]) => number) =>
      exports.reduce((total, doc) => total + pick(doc), 0);
    datasetOrders.update(tx, orderId, {
      status: 'delivered',
      delivered_at: at,
      accept_by: acceptBy,
      delivery: {
        ...delivery,
        status: 'ready',
        ready_at: at,
        error: null,
        file_count: sum((doc) => doc?.file_count ?? 0),
        total_bytes: sum((doc) => doc?.archive_bytes ?? doc?.total_bytes ?? 0),
      },
      updated_at: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, SYSTEM_ACTOR, 'order_delivered', collections.datasetOrders, orderId, {
      export_ids: delivery.export_ids,
      accept_by: acceptBy.toDate().toISOString(),
    });
    tellOrganization(tx, order, recipients, {
      kind: 'order_delivered',
      title: words.deliveredTitle,
      body: words.deliveredBody(order.title, ORDER_ACCEPTANCE_DAYS),
      occurrence: delivery.export_ids[0] ?? String(now.getTime()),
    });
    return true;
  });
}

/** The export job's hook: an export of an order finished, so its order's delivery may be done. */
export async function settleExportOrder(exportId: string, now: Date): Promise<void> {
  const doc = await datasetExports.readNow(exportId);
  if (doc?.order_id) await settleDelivery(doc.order_id, now);
}
