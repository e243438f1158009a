/**
 * What a review decision on a submission to an order's task does to the order, in the review's
 * own transaction (submissions/apply-review.ts): an approval counts on the order and pays the
 * creator out of its escrow (a `creator_payout` entry, `payout_{submissionId}`, once per
 * submission whatever path approves it again); a rejection counts, and an approval on appeal
 * takes the rejection back. Approvals past the quantity paid for are the platform's cost, not the
 * escrow's (chargesEscrow), and the approval that reaches the quantity wanted (with a dispute's
 * redo items) marks the order `filled`, for deliverFilledOrders (delivery/). Reads: the task
 * without a lock (its order never changes, and the task's tally writes it often), then the order
 * and the entry, only when the task has an order.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import { escrowBalanceOf, type DatasetOrder } from '@groundtruth/domain/dataset-orders';
import type { Submission } from '@groundtruth/domain/entities';
import { datasetOrders, ledgerEntryRef } from '../repos/dataset-orders';
import { tasks } from '../repos/tasks';
import { recordMoves } from './ledger';

/** What the decision needs of the order, read before the review's writes. */
export interface OrderReviewRead {
  order: WithId<DatasetOrder>;
  payoutEntryId: string;
  /** The submission's payout is in the ledger already. */
  paidOut: boolean;
}

/** The order `submission`'s task was made from, read in `tx` for `decision`; else null. */
export async function readOrderReview(
  tx: Transaction,
  submission: WithId<Submission>,
  decision: ReviewDecision,
): Promise<OrderReviewRead | null> {
  if (decision === 'needs_changes') return null;
  const orderId = (await tasks.readNow(submission.task_id))?.order_id;
  if (!orderId) return null;
  const order = await datasetOrders.get(tx, orderId);
  if (!order) return null;
  const payoutEntryId = `payout_${submission.id}`;
  const paidOut =
    decision === 'approved' && (await tx.get(ledgerEntryRef(orderId, payoutEntryId))).exists;
  return { order, payoutEntryId, paidOut };
}

/** Counts `decision` on the order and, for a first approval, pays the creator from escrow. */
export function countOrderReview(
  tx: Transaction,
  { order, payoutEntryId, paidOut }: OrderReviewRead,
  submission: WithId<Submission>,
  decision: ReviewDecision,
): void {
  // Decided before: a rejection overturned on appeal is no longer a rejection.
  const wasRejected = submission.review_status === 'rejected';
  if (decision === 'rejected') {
    if (wasRejected) return;
    datasetOrders.update(tx, order.id, {
      rejected_count: order.rejected_count + 1,
      updated_at: FieldValue.serverTimestamp(),
    });
    return;
  }
  // A submission already paid was counted when it was (platform-cost items have no entry).
  if (decision !== 'approved' || paidOut || submission.paid) return;
  const amount = submission.payout_amount_cents;
  const approved = order.approved_count + 1;
  const charged = chargesEscrow(order, amount);
  const escrow = charged
    ? recordMoves(tx, order.id, order.escrow, [
        {
          id: payoutEntryId,
          kind: 'creator_payout',
          amount_cents: amount,
          source_id: submission.id,
        },
      ])
    : order.escrow;
  const wanted = order.quantity + (order.redo_count ?? 0);
  datasetOrders.update(tx, order.id, {
    escrow,
    approved_count: approved,
    ...(charged
      ? {}
      : {
          platform_cost_count: (order.platform_cost_count ?? 0) + 1,
          platform_cost_cents: (order.platform_cost_cents ?? 0) + amount,
        }),
    ...(order.status === 'in_progress' && approved >= wanted ? { filled: true } : {}),
    ...(wasRejected ? { rejected_count: Math.max(0, order.rejected_count - 1) } : {}),
    updated_at: FieldValue.serverTimestamp(),
  });
}

/**
 * Whether an approval of `amount` is paid from the order's escrow: only within the quantity the
 * customer paid for, while the order is being collected (funded or in progress) and the escrow
 * holds it. Past the quantity (a dispute's redo items), or once the order is delivered (the item
 * is in no delivery the customer took), disputed or ended (its escrow refunded), the platform
 * pays the creator and counts the item as its own cost (platform_cost_count and _cents).
 */
function chargesEscrow(order: DatasetOrder, amount: number): boolean {
  return (
    order.approved_count < order.quantity &&
    (order.status === 'funded' || order.status === 'in_progress') &&
    escrowBalanceOf(order.escrow) >= amount
  );
}
