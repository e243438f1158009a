/**
 * An order's escrow ledger (domain/src/dataset-orders.ts): each movement is an entry of
 * `dataset_orders/{id}/ledger` under an id derived from what caused it (the provider's event,
 * the approved submission), written in the same transaction as the order's `escrow` totals, so a
 * recount of the entries always equals them and a cause moves money once.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import {
  addToEscrow,
  emptyEscrow,
  ledgerEntrySchema,
  type EscrowTotals,
  type LedgerKind,
} from '@groundtruth/domain/dataset-orders';
import { datasetOrders, ledgerEntryRef } from '../repos/dataset-orders';

/** One movement to record. */
export interface LedgerMove {
  /** The entry's id: `payment_{eventId}`, `fee_{eventId}`, `payout_{submissionId}`. */
  id: string;
  kind: LedgerKind;
  amount_cents: number;
  source_id: string;
}

/**
 * Writes `moves` as entries of `orderId`'s ledger in `tx` (each id once: a second creation fails
 * the transaction) and returns the totals after them; the caller writes those on the order.
 * Moves of no money are not entries.
 */
export function recordMoves(
  tx: Transaction,
  orderId: string,
  totals: EscrowTotals,
  moves: readonly LedgerMove[],
): EscrowTotals {
  const real = moves.filter((move) => move.amount_cents > 0);
  for (const move of real)
    tx.create(ledgerEntryRef(orderId, move.id), {
      kind: move.kind,
      amount_cents: move.amount_cents,
      source_id: move.source_id,
      created_at: FieldValue.serverTimestamp(),
    });
  return addToEscrow(totals, real);
}

/** The totals of `orderId`'s ledger entries, recounted from the entries themselves. */
export async function recountEscrow(orderId: string): Promise<EscrowTotals> {
  const snap = await datasetOrders.ref(orderId).collection(collections.orderLedger).get();
  return addToEscrow(
    emptyEscrow,
    snap.docs.map((doc) => ledgerEntrySchema.parse(doc.data())),
  );
}
