/**
 * createDatasetOrder (customer): a draft order of the caller's organisation, with the licence
 * they chose under the standard text's version and hash, and the quote at the platform's fee in
 * force. The client's request id is the order's id: a Create retried after a lost answer finds
 * the order the first one made (read in the same transaction) and returns it; an id another
 * organisation's order holds is refused.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { emptyEscrow, orderMessages } from '@groundtruth/domain/dataset-orders';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { datasetOrders, organizations } from '../repos/dataset-orders';
import { readOrderFeeBps } from '../repos/platform-settings';
import { readCustomer } from './customer';
import { orderFieldsOf } from './order-fields';

export const createDatasetOrder = callable(callables.createDatasetOrder, async (input, request) => {
  const uid = requireUid(request);
  const { requestId: orderId, ...form } = input;
  return transaction(async (tx) => {
    const customer = await readCustomer(tx, uid);
    const made = await datasetOrders.get(tx, orderId);
    if (made) {
      if (made.organization_id !== customer.organizationId)
        throw fail.exists(orderMessages.orderRequestTaken);
      return { orderId };
    }
    const organization = await organizations.get(tx, customer.organizationId);
    if (!organization) throw fail.denied(orderMessages.notCustomer);
    const fields = orderFieldsOf(form, await readOrderFeeBps(tx));
    datasetOrders.create(tx, orderId, {
      organization_id: customer.organizationId,
      organization_name: organization.name,
      created_by: uid,
      status: 'draft',
      ...fields,
      escrow: { ...emptyEscrow },
      approved_count: 0,
      rejected_count: 0,
      task_ids: [],
      created_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
      submitted_at: null,
      funded_at: null,
    });
    writeAudit(tx, customer, 'create_dataset_order', collections.datasetOrders, orderId, {
      organization_id: customer.organizationId,
      title: fields.title,
      quantity: fields.quantity,
      total_cents: fields.quote.total_cents,
    });
    return { orderId };
  });
});
