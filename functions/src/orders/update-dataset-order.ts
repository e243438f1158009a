/**
 * updateDatasetOrder (customer of the order's organisation): replaces a draft's fields and
 * computes its quote again at the fee in force. Only a draft changes; the same fields again
 * change nothing (no write, no audit entry).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { isDeepStrictEqual } from 'node:util';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { orderMessages } from '@groundtruth/domain/dataset-orders';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { datasetOrders } from '../repos/dataset-orders';
import { readOrderFeeBps } from '../repos/platform-settings';
import { readCustomer, readOwnOrder } from './customer';
import { orderFieldsOf } from './order-fields';

export const updateDatasetOrder = callable(callables.updateDatasetOrder, async (input, request) => {
  const uid = requireUid(request);
  const { orderId, ...form } = input;
  return transaction(async (tx) => {
    const customer = await readCustomer(tx, uid);
    const order = await readOwnOrder(tx, orderId, customer);
    if (order.status !== 'draft') throw fail.precondition(orderMessages.notDraft);
    const fields = orderFieldsOf(form, await readOrderFeeBps(tx));
    // As stored: undefined fields dropped, the deadline as its instant.
    const plain = (value: object) => JSON.parse(JSON.stringify(value)) as unknown;
    const before = Object.fromEntries(
      Object.keys(fields).map((key) => [key, order[key as keyof typeof order]]),
    );
    const changed = !isDeepStrictEqual(
      plain({ ...before, deadline: order.deadline.toMillis() }),
      plain({ ...fields, deadline: fields.deadline.toMillis() }),
    );
    if (!changed) return { orderId, changed: false };
    datasetOrders.update(tx, orderId, { ...fields, updated_at: FieldValue.serverTimestamp() });
    writeAudit(tx, customer, 'update_dataset_order', collections.datasetOrders, orderId, {
      quantity: fields.quantity,
      total_cents: fields.quote.total_cents,
    });
    return { orderId, changed: true };
  });
});
