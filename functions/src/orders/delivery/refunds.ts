/**
 * Money back to the customer through the payment provider (orders/provider.ts), each refund a
 * `refund` entry of the order's ledger written with its escrow totals. The provider is asked
 * first, with an idempotency key derived from the entry's id, then the entry is created in a
 * transaction that finds it already there when a retry or a concurrent call got there first:
 * the provider refunds once per key and the ledger records once per id.
 *
 * When an order ends (accepted by its customer, by the acceptance job, or after a dispute's
 * refund) whatever escrow is left is refunded once, as `refund_unspent_{orderId}`: the ending
 * marks the order `unspent_refund_due` in its own transaction, refundUnspent settles it, and
 * autoAcceptDeliveries settles any an interrupted call left due. The ledger then balances to
 * zero: payments − creator payouts − fees − refunds. The refund's entry, written once, tells the
 * order's organisation the amount (../order-notices.ts), its notices' ids derived from the entry.
 */
import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { collections } from '@groundtruth/domain/collections';
import { escrowBalanceOf } from '@groundtruth/domain/dataset-orders';
import { formatCents } from '@groundtruth/domain/money';
import { orderStepMessages as words } from '@groundtruth/domain/order-notices';
import { db } from '../../core/app';
import { writeAudit } from '../../core/audit';
import { transaction } from '../../core/callable';
import { datasetOrders, ledgerEntryRef } from '../../repos/dataset-orders';
import { recordMoves } from '../ledger';
import { readOrganizationCustomers, tellOrganization } from '../order-notices';
import { orderPaymentProvider } from '../provider';

/** The checkout session that paid `orderId` (its payment entry's provider event). */
export async function paymentSessionOf(orderId: string): Promise<string> {
  const payments = await datasetOrders
    .ref(orderId)
    .collection(collections.orderLedger)
    .where('kind', '==', 'payment')
    .limit(1)
    .get();
  const eventId: unknown = payments.docs[0]?.get('source_id');
  const event =
    typeof eventId === 'string'
      ? await db().collection(collections.orderPaymentEvents).doc(eventId).get()
      : null;
  const sessionId: unknown = event?.get('session_id');
  if (typeof sessionId !== 'string' || !sessionId)
    throw new Error(`Order ${orderId} has no payment to refund`);
  return sessionId;
}

/** Refunds `cents` of `orderId`'s payment through the provider, once for `entryId`. */
export async function refundThroughProvider(orderId: string, entryId: string, cents: number) {
  const sessionId = await paymentSessionOf(orderId);
  return orderPaymentProvider().refund(sessionId, cents, `${orderId}_${entryId}`);
}

/** The id of the refund of what an ended order left in escrow. */
export const unspentRefundId = (orderId: string) => `refund_unspent_${orderId}`;

/**
 * Refunds what `orderId` has left in escrow if it ended with some (unspent_refund_due);
 * resolves whether it refunded. Safe to call again and at once.
 */
export async function refundUnspent(orderId: string): Promise<boolean> {
  const before = await datasetOrders.readNow(orderId);
  if (!before?.unspent_refund_due) return false;
  const entryId = unspentRefundId(orderId);
  const cents = escrowBalanceOf(before.escrow);
  if (cents > 0) await refundThroughProvider(orderId, entryId, cents);
  return transaction(async (tx) => {
    const order = await datasetOrders.get(tx, orderId);
    if (!order?.unspent_refund_due) return false;
    const recorded = (await tx.get(ledgerEntryRef(orderId, entryId))).exists;
    const left = escrowBalanceOf(order.escrow);
    if (!recorded && left !== cents)
      throw new Error(`Order ${orderId}: escrow moved to ${left} while ${cents} was refunded`);
    const refunded = cents > 0 && !recorded;
    const recipients = refunded ? await readOrganizationCustomers(tx, order.organization_id) : [];
    const escrow = recorded
      ? order.escrow
      : recordMoves(tx, orderId, order.escrow, [
          { id: entryId, kind: 'refund', amount_cents: cents, source_id: orderId },
        ]);
    datasetOrders.update(tx, orderId, {
      escrow,
      unspent_refund_due: false,
      updated_at: FieldValue.serverTimestamp(),
    });
    if (refunded) {
      writeAudit(tx, SYSTEM_ACTOR, 'refund_dataset_order', collections.datasetOrders, orderId, {
        entry_id: entryId,
        amount_cents: cents,
      });
      tellOrganization(tx, order, recipients, {
        kind: 'order_refunded',
        title: words.refundedTitle,
        body: words.refundedBody(order.title, formatCents(cents)),
        occurrence: entryId,
      });
    }
    return refunded;
  });
}

/** refundUnspent after an ending the caller has committed; a failure is left to the job. */
export async function refundUnspentLater(orderId: string): Promise<void> {
  try {
    await refundUnspent(orderId);
  } catch (err) {
    logger.error(`Order ${orderId}: unspent escrow not refunded yet; the job will retry`, err);
  }
}
