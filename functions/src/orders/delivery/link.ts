/**
 * orderDeliveryLink (a customer of the order's organisation, or staff): a link to download one
 * export of the order's delivery as one tar, signed and short-lived as datasetArchiveLink's
 * (datasets/archive-link.ts, whose token and download function it reuses). Only an export the
 * order's delivery lists, and only once it is complete. Audited as a download: who took the
 * data, when.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { ARCHIVE_LINK_MINUTES } from '@groundtruth/domain/dataset-exports';
import { orderDeliveryMessages as words } from '@groundtruth/domain/order-delivery';
import { writeAudit } from '../../core/audit';
import { callable, transaction } from '../../core/callable';
import { STAFF, requireUid } from '../../core/caller';
import { fail } from '../../core/errors';
import { archiveLink } from '../../datasets/archive-link';
import { datasetExports } from '../../repos/dataset-exports';
import { readOrderParty } from './party';

export const orderDeliveryLink = callable(
  callables.orderDeliveryLink,
  async ({ orderId, exportId }, request) => {
    const uid = requireUid(request);
    return transaction(async (tx) => {
      const { actor, order } = await readOrderParty(tx, uid, orderId, STAFF);
      if (!order.delivery?.export_ids.includes(exportId)) throw fail.notFound(words.notInDelivery);
      const doc = await datasetExports.get(tx, exportId);
      if (!doc || doc.order_id !== orderId) throw fail.notFound(words.notInDelivery);
      if (doc.status !== 'complete' || !doc.archive_sha256)
        throw fail.precondition(words.exportNotReady);
      const expiresAt = Date.now() + ARCHIVE_LINK_MINUTES * 60_000;
      writeAudit(tx, actor, 'download_order_delivery', collections.datasetOrders, orderId, {
        export_id: exportId,
        task_id: doc.task_id,
        archive_sha256: doc.archive_sha256,
      });
      return {
        url: archiveLink(exportId, expiresAt),
        expiresAt: new Date(expiresAt).toISOString(),
      };
    });
  },
);
