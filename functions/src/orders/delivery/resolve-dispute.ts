/**
 * resolveOrderDispute (admin): a disputed order settled one of two ways, audited and told to its
 * customer.
 *
 * - `redo`: the order goes back to `in_progress` wanting `redoCount` items more at the platform's
 *   cost (order-reviews.ts pays approvals past the paid quantity outside the escrow), no longer
 *   filled and with no delivery, so it is delivered again once they are approved.
 * - `refund`: `refundCents` (at most what the escrow holds) go back through the payment provider
 *   and enter the ledger as `refund_{disputeId}`, then the order is accepted (its open tasks
 *   closed) and the rest of its escrow refunded (refunds.ts). The decision is recorded first, so
 *   a retry, or two admins at once, carry on the same refund (the same idempotency key, one
 *   entry); a different decision on a dispute already being resolved is refused.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { callables, type CallableParsedInput } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import type { WithId } from '@groundtruth/domain/converter';
import {
  escrowBalanceOf,
  orderMessages,
  type DatasetOrder,
} from '@groundtruth/domain/dataset-orders';
import { formatCents } from '@groundtruth/domain/money';
import {
  orderDeliveryMessages as words,
  type OrderDispute,
} from '@groundtruth/domain/order-delivery';
import { writeAudit, type Actor } from '../../core/audit';
import { callable, transaction } from '../../core/callable';
import { ADMIN, readCaller, requireUid } from '../../core/caller';
import { fail } from '../../core/errors';
import { datasetOrders, ledgerEntryRef } from '../../repos/dataset-orders';
import { recordMoves } from '../ledger';
import { acceptOrder, readOrderEnding } from './acceptance';
import { readOrganizationCustomers, tellOrganization } from '../order-notices';
import { refundThroughProvider, refundUnspentLater } from './refunds';

type Input = CallableParsedInput<typeof callables.resolveOrderDispute>;
type Resolution = NonNullable<OrderDispute['resolution']>;

/** The dispute's refund entry in the ledger. */
export const disputeRefundId = (disputeId: string) => `refund_${disputeId}`;

function resolutionOf(input: Input, admin: Actor, now: Date): Resolution {
  return {
    kind: input.resolution,
    redo_count: input.resolution === 'redo' ? (input.redoCount ?? 0) : 0,
    refund_cents: input.resolution === 'refund' ? (input.refundCents ?? 0) : 0,
    note: input.note,
    resolved_by: admin.uid,
    resolved_at: Timestamp.fromDate(now),
  };
}

const sameDecision = (a: Resolution, b: Resolution) =>
  a.kind === b.kind && a.redo_count === b.redo_count && a.refund_cents === b.refund_cents;

/** The order's dispute, with the decision it has or is given now (step one). */
async function decide(input: Input, uid: string) {
  return transaction(async (tx) => {
    const admin = await readCaller(tx, uid, ADMIN);
    const order = await datasetOrders.get(tx, input.orderId);
    if (!order) throw fail.notFound(orderMessages.orderNotFound);
    const dispute = order.dispute;
    if (!dispute) throw fail.precondition(words.notDisputed);
    const wanted = resolutionOf(input, admin, new Date());
    const made = dispute.resolution;
    if (made) {
      if (!sameDecision(made, wanted)) throw fail.precondition(words.resolvedOtherwise);
      // The same decision again: a retry of one whose refund may not have been recorded yet.
      return { admin, order, dispute, resolution: made, fresh: false };
    }
    if (order.status !== 'disputed') throw fail.precondition(words.notDisputed);
    if (wanted.kind === 'refund' && wanted.refund_cents > escrowBalanceOf(order.escrow))
      throw fail.precondition(words.refundTooLarge);
    const recipients = await readOrganizationCustomers(tx, order.organization_id);
    const resolved = { ...dispute, resolution: wanted };
    if (wanted.kind === 'redo') {
      datasetOrders.update(tx, order.id, {
        status: 'in_progress',
        dispute: resolved,
        redo_count: (order.redo_count ?? 0) + wanted.redo_count,
        filled: false,
        delivery: null,
        updated_at: FieldValue.serverTimestamp(),
      });
    } else {
      datasetOrders.update(tx, order.id, {
        dispute: resolved,
        updated_at: FieldValue.serverTimestamp(),
      });
    }
    writeAudit(tx, admin, 'resolve_order_dispute', collections.datasetOrders, order.id, {
      dispute_id: dispute.id,
      resolution: wanted.kind,
      redo_count: wanted.redo_count,
      refund_cents: wanted.refund_cents,
      note: wanted.note,
    });
    tellOrganization(tx, order, recipients, {
      kind: 'order_dispute_resolved',
      title: wanted.kind === 'redo' ? words.redoTitle : words.refundTitle,
      body:
        wanted.kind === 'redo'
          ? words.redoBody(order.title, wanted.redo_count, wanted.note)
          : words.refundBody(order.title, formatCents(wanted.refund_cents), wanted.note),
      occurrence: dispute.id,
    });
    return { admin, order, dispute, resolution: wanted, fresh: true };
  });
}

/** Records the dispute's refund, once, and accepts the order (step two, after the provider). */
function recordDisputeRefund(orderId: string, dispute: OrderDispute, cents: number, admin: Actor) {
  return transaction(async (tx) => {
    const order: WithId<DatasetOrder> | null = await datasetOrders.get(tx, orderId);
    if (!order || order.status !== 'disputed') return; // recorded by a retry or a twin call
    const entryId = disputeRefundId(dispute.id);
    if ((await tx.get(ledgerEntryRef(orderId, entryId))).exists) return;
    const ending = await readOrderEnding(tx, order);
    const escrow = recordMoves(tx, orderId, order.escrow, [
      { id: entryId, kind: 'refund', amount_cents: cents, source_id: dispute.id },
    ]);
    writeAudit(tx, admin, 'refund_dataset_order', collections.datasetOrders, orderId, {
      entry_id: entryId,
      amount_cents: cents,
    });
    // Accepted with its escrow after the refund, so the rest is refunded as unspent.
    acceptOrder(tx, { ...order, escrow }, admin, ending, new Date());
    datasetOrders.update(tx, orderId, { escrow });
  });
}

export const resolveOrderDispute = callable(
  callables.resolveOrderDispute,
  async (input, request) => {
    const uid = requireUid(request);
    const { admin, order, dispute, resolution } = await decide(input, uid);
    if (resolution.kind === 'redo') return { orderId: order.id, status: 'in_progress' as const };
    await refundThroughProvider(order.id, disputeRefundId(dispute.id), resolution.refund_cents);
    await recordDisputeRefund(order.id, dispute, resolution.refund_cents, admin);
    await refundUnspentLater(order.id);
    return { orderId: order.id, status: 'accepted' as const };
  },
);
