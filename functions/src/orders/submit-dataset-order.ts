/**
 * submitDatasetOrder (customer of the order's organisation): draft → submitted. The quote is
 * fixed from here on: payDatasetOrder charges it and the payment webhook funds the order only
 * for exactly that amount.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { orderMessages } from '@groundtruth/domain/dataset-orders';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { datasetOrders } from '../repos/dataset-orders';
import { readCustomer, readOwnOrder } from './customer';

export const submitDatasetOrder = callable(callables.submitDatasetOrder, async (input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    const customer = await readCustomer(tx, uid);
    const order = await readOwnOrder(tx, input.orderId, customer);
    if (order.status !== 'draft') throw fail.precondition(orderMessages.notDraft);
    datasetOrders.update(tx, order.id, {
      status: 'submitted',
      submitted_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, customer, 'submit_dataset_order', collections.datasetOrders, order.id, {
      total_cents: order.quote.total_cents,
    });
    return { orderId: order.id, status: 'submitted' as const };
  });
});
